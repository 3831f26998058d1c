import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { loadContent } from '../../server/content/content-store';
import type { ContentSource } from '../../server/content/content-source';
import { openLeadLog, type LeadLog } from '../../server/leads/lead-log';
import type { Notifier } from '../../server/leads/notifications/notifier';
import { createLogger, type Logger } from '../../server/logger';
import { readAssetManifest } from '../../server/render/asset-manifest';
import type { PageCache } from '../../server/render/page-cache';
import { createFormTokens } from '../../server/leads/form-token';
import { writeDataDir, type SampleFiles } from './test-content';

export const TEST_FORM_SECRET = 'a-test-secret-of-some-length';

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
  rateLimit,
  pageCache,
  notifier,
  logger,
}: {
  data?: (files: SampleFiles) => void;
  leadsFile?: string;
  rateLimit?: number;
  pageCache?: PageCache;
  /** Built over `leadsFile` (tests/api/notifications.test.ts); omitted, nothing is sent. */
  notifier?: Notifier;
  logger?: Logger;
} = {}): Promise<TestApp> {
  const dataDir = await writeDataDir(data);
  const clientDir = inject('clientDir');
  const logFile = leadsFile ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-')), 'var', 'contacts.ndjson');
  const content: ContentSource = { current: await loadContent(dataDir) };
  const leads = openLeadLog(logFile);
  const app = createApp({
    content,
    leads,
    logger: logger ?? createLogger(process.env.TEST_LOG ?? 'silent'),
    assets: readAssetManifest(clientDir),
    config: {
      clientDir,
      dataDir,
      trustProxy: false,
      formSecret: TEST_FORM_SECRET,
      contactRateLimit: { limit: rateLimit ?? 100_000, windowMs: 60_000 },
    },
    pageCache,
    notifier,
  });
  return { app, content, leads, leadsFile: logFile, dataDir, clientDir };
}

/** A form token issued a minute ago: what a person's browser sends back. */
export function humanFormToken(secret = TEST_FORM_SECRET): string {
  return createFormTokens(secret).issue(Date.now() - 60_000);
}
