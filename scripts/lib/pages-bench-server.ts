// The production app plus reference routes in the same process, for
// `npm run bench`: the same page bytes served by express.static (with and
// without the security headers) and a bare Express hello-world.
import path from 'node:path';
import express from 'express';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadContent } from '../../server/content/content-store';
import { securityHeaders } from '../../server/web/security-headers';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { createLogger } from '../../server/logger';
import { readAssetManifest } from '../../server/pages/asset-manifest';
import { createResponseCache } from '../../server/cache/response-cache';

const config = loadConfig();
const staticDir = process.env.BENCH_STATIC_DIR!;
const app = createApp({
  content: { current: await loadContent(config.dataDir) },
  leads: openNdjsonLog(config.leadsFile),
  logger: createLogger(config.logLevel),
  assets: readAssetManifest(config.clientDir),
  config: { ...config, formSecret: config.formSecret ?? 'benchmark-form-secret-0123456789' },
  cache: createResponseCache({ maxBytes: config.pageCacheMb * 1024 * 1024 }),
});

const outer = express();
outer.disable('x-powered-by');
outer.use('/__bench/static', express.static(staticDir, { extensions: ['html'] }));
outer.use('/__bench/static-headers', securityHeaders(), express.static(staticDir, { extensions: ['html'] }));
outer.get('/__bench/hello', (_req, res) => {
  res.send('Hello World!');
});
outer.use(app);

const server = outer.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'serving the site', url: `http://localhost:${port}`, dir: path.basename(staticDir) }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
