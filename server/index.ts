// The process: read the environment, load content, create the app, listen,
// and shut down gracefully.
import { watch } from 'node:fs';
import { createApp } from './app';
import { loadConfig } from './config';
import { loadContent } from './content/content-store';
import type { ContentSource } from './content/content-source';
import { openLeadLog } from './leads/lead-log';
import { createLogger } from './logger';
import { readAssetManifest } from './render/asset-manifest';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main() {
  const content: ContentSource = { current: await loadContent(config.dataDir, { siteUrl: config.siteUrl }) };
  const leads = openLeadLog(config.leadsFile, (message) => logger.warn(message));
  const assets = readAssetManifest(config.clientDir);
  const app = createApp({ content, leads, logger, assets, config });

  const server = app.listen(config.port, config.host, () => {
    logger.info({ url: `http://localhost:${config.port}`, leadsFile: config.leadsFile, contentVersion: content.current.version }, 'serving the site');
  });

  if (config.env === 'development') watchContent(content);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await leads.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Development: reload content when a data file changes; invalid content keeps the last good one serving. */
function watchContent(content: ContentSource) {
  let timer: NodeJS.Timeout | undefined;
  watch(config.dataDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        content.current = await loadContent(config.dataDir, { siteUrl: config.siteUrl });
        logger.info({ contentVersion: content.current.version }, 'content reloaded');
      } catch (error) {
        logger.error((error as Error).message);
      }
    }, 100);
  });
}

main().catch((error: Error) => {
  logger.fatal(error.message);
  process.exit(1);
});
