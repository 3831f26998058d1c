import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { loadContent } from '../../server/content/content-store';
import type { ContentSource } from '../../server/content/content-source';
import { openLeadLog, type LeadLog } from '../../server/leads/lead-log';
import { createLogger } from '../../server/logger';
import { readAssetManifest } from '../../server/render/asset-manifest';
import { writeDataDir, type SampleFiles } from './test-content';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  content: ContentSource;
  leads: LeadLog;
  leadsFile: string;
  dataDir: string;
  clientDir: string;
}

/** createApp() over a temporary data folder and lead log, with the client built by the global setup. */
export async function createTestApp({
  data,
  leadsFile,
}: { data?: (files: SampleFiles) => void; leadsFile?: string } = {}): Promise<TestApp> {
  const dataDir = await writeDataDir(data);
  const clientDir = inject('clientDir');
  const logFile = leadsFile ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-')), 'var', 'contacts.ndjson');
  const content: ContentSource = { current: await loadContent(dataDir) };
  const leads = openLeadLog(logFile);
  const app = createApp({
    content,
    leads,
    logger: createLogger('silent'),
    assets: readAssetManifest(clientDir),
    config: { clientDir, dataDir, trustProxy: false },
  });
  return { app, content, leads, leadsFile: logFile, dataDir, clientDir };
}
