import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { createTrafficCounter, type TrafficCounter } from '../../server/traffic/traffic-counter';
import { createApp } from '../../server/app';
import type { LeadPhotoSettings, TrafficSettings, LeadLimits } from '../../server/config';
import { defaultLeadPhotoSettings } from '../../server/leads/photos/lead-photo-store';
import { loadContent } from '../../server/content/content-store';
import type { ContentSource } from '../../server/content/content-source';
import { openNdjsonLog, type NdjsonLog } from '../../server/storage/ndjson-log';
import type { Notifier } from '../../server/leads/notifications/notifier';
import { createLogger, type Logger } from '../../server/logger';
import { memoryStore, type ClusterStore } from '../../server/cluster-store';
import { readAssetManifest } from '../../server/pages/asset-manifest';
import type { ResponseCache } from '../../server/cache/response-cache';
import { addressClass } from '../../server/web/address-class';
import { newFormToken } from '../../server/leads/form-token';
import { writeDataDir, type SampleFiles } from './test-content';

export const TEST_FORM_SECRET = 'a-test-secret-of-some-length';
const TEST_CACHE_SETTINGS = { sharedSeconds: 300, staleSeconds: 86_400, notFoundSeconds: 60 };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  content: ContentSource;
  leads: NdjsonLog;
  leadsFile: string;
  dataDir: string;
  clientDir: string;
  /** With `counting`: what counts page views, taps and requests, and where it keeps them. */
  counter?: TrafficCounter;
  eventsDir?: string;
}

/** createApp() over a temporary data folder and lead log, with the client built by the global setup. */
export async function createTestApp({
  data,
  dataDir: givenDataDir,
  leadsFile,
  limits,
  minFreeDiskBytes,
  leadPhotos,
  cache,
  notifier,
  logger,
  counting,
  trustProxy = false,
  store = memoryStore(),
}: {
  data?: (files: SampleFiles) => void;
  /** An existing content folder (the real data/, with its photos) instead of the sample. */
  dataDir?: string;
  leadsFile?: string;
  /** Per-address limits; omitted, none that a test would reach. */
  limits?: Partial<LeadLimits>;
  /** The disk guard; omitted, none. */
  minFreeDiskBytes?: number;
  /** Limits of visitors' photos (kept in `lead-photos` beside the lead log); omitted, the defaults. */
  leadPhotos?: Partial<LeadPhotoSettings>;
  /** Where pages are kept; omitted, every request renders. */
  cache?: ResponseCache;
  /** Built over `leadsFile` (tests/api/notifications.test.ts); omitted, nothing is sent. */
  notifier?: Notifier;
  logger?: Logger;
  /** Counts events into a temporary folder (`events-*.ndjson` beside the lead log); omitted, nothing is counted. */
  counting?: Partial<TrafficSettings>;
  store?: ClusterStore;
  /** Express "trust proxy": with `'loopback'`, a test names the client's address in X-Forwarded-For. */
  trustProxy?: boolean | string;
} = {}): Promise<TestApp> {
  const dataDir = givenDataDir ?? (await writeDataDir(data));
  const clientDir = inject('clientDir');
  const logFile = leadsFile ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-')), 'var', 'contacts.ndjson');
  const content: ContentSource = { current: await loadContent(dataDir) };
  const leads = openNdjsonLog(logFile);
  const log = logger ?? createLogger(process.env.TEST_LOG ?? 'silent');
  const eventsDir = counting && path.join(path.dirname(logFile), 'events');
  const settings: TrafficSettings | undefined =
    eventsDir ? { dir: eventsDir, maxBytes: 1 << 20, keepDays: 400, ratePerMinute: 100_000, ...counting } : undefined;
  const counter = settings && createTrafficCounter({ settings, content, store, logger: log });
  await counter?.open();
  const app = createApp({
    content,
    leads,
    logger: log,
    assets: readAssetManifest(clientDir),
    config: {
      clientDir,
      trustProxy,
      formSecret: TEST_FORM_SECRET,
      leadLimits: { softLimit: 100_000, hardLimit: 100_000, windowMs: 60_000, ...limits },
      minFreeDiskBytes,
      leadPhotos: { ...defaultLeadPhotoSettings(logFile), ...leadPhotos },
      cardsDir: path.join(path.dirname(logFile), 'cards'),
      cache: TEST_CACHE_SETTINGS,
    },
    cache,
    notifier,
    store,
    ...(counter && settings && { counting: { counter, ratePerMinute: settings.ratePerMinute } }),
  });
  return { app, content, leads, leadsFile: logFile, dataDir, clientDir, ...(counter && { counter, eventsDir }) };
}

/** The address class of the tests' requests (supertest and fetch come from loopback). */
export const LOOPBACK_CLASS = addressClass('127.0.0.1');

/** A new form token issued a minute ago to this machine: what a person's browser sends back (each is accepted once). */
export function humanFormToken(secret = TEST_FORM_SECRET, network = LOOPBACK_CLASS): string {
  return newFormToken(secret, Date.now() - 60_000, network);
}

/**
 * The app on a port of its own until the test ends, for supertest. Given the
 * app itself, supertest opens and closes a server for every request, which a
 * test of thousands of requests pays for in seconds.
 */
export function listening(app: TestApp['app']): Server {
  // No host: the port is then bound at once, and its address known to the first request.
  const server = app.listen(0);
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}
