// What the site counts, and what it drops: page views and phone taps from
// browsers (checked against event-record.ts), leads from the
// intake, each stored as a traffic event in this process's traffic log. The
// page of an event is one of the site's pages or NOT_FOUND_PAGE, so no path a
// visitor made up is ever stored. Drops are tallied in the store every
// worker shares, for /readyz.
import { contentReader } from '../reads/read-routes';
import type { Content } from '../content/content-store';
import type { ContentSource } from '../content/content-source';
import type { TrafficSettings } from '../config';
import type { LeadSource } from '../../shared/lead-source';
import type { Logger } from '../logger';
import { pagesInEveryLanguage } from '../reads/site-map';
import type { ClusterStore } from '../cluster-store';
import { trafficFolderBytes } from './traffic-files';
import { createTrafficLog } from './traffic-log';
import { browserEventSchema, TRAFFIC_EVENT_VERSION, eventTime, NOT_FOUND_PAGE, UNKNOWN_PAGE, type TrafficEvent } from './traffic-event';
import { leadOrigin } from './traffic-source';

/**
 * Why an event was not stored: it failed validation, another site's page sent
 * it, it came too fast from one address, it would pass the disk budget, or it
 * could not be written.
 */
const DROP_REASONS = ['invalid', 'cross-site', 'rate', 'budget', 'failed'] as const;
type DropReason = (typeof DROP_REASONS)[number];

const TALLY_PREFIX = 'traffic-dropped:';
/** A disk that refuses events is said at most this often in the log. */
const WARN_EVERY_MS = 60_000;
/** How long /readyz may show the traffic logs' size before measuring again. */
const FOLDER_MEASURE_MS = 5_000;

export interface TrafficCounter {
  /** Measures the traffic logs and trims old days; nothing is stored before. */
  open(): Promise<void>;
  /** A browser's event (the parsed body), stored when valid. */
  countBrowserEvent(body: unknown): void;
  /** A stored lead that is not spam, from a browser that may be counted. */
  countLead(lead: { source?: LeadSource }): void;
  drop(reason: DropReason): void;
  /** Writes what is queued. */
  close(): Promise<void>;
  /** For /readyz: what every worker's traffic logs take on disk, the budget, and what was dropped since start (all workers). */
  status(): Promise<{ bytes: number; maxBytes: number; dropped: Record<DropReason, number> }>;
}

const pagesByContent = new WeakMap<Content, ReadonlySet<string>>();

/** The paths of every page of a content version, gathered once per version. */
function pagesOf(content: Content): ReadonlySet<string> {
  let pages = pagesByContent.get(content);
  if (!pages) {
    pages = new Set(pagesInEveryLanguage(content, contentReader(content)).map(({ path }) => path));
    pagesByContent.set(content, pages);
  }
  return pages;
}

export function createTrafficCounter({
  settings,
  slot = 0,
  workers = 1,
  content,
  store,
  logger,
  now = Date.now,
}: {
  settings: TrafficSettings;
  /** This process's worker number (0: the single process), and how many share the disk budget. */
  slot?: number;
  workers?: number;
  content: ContentSource;
  store: ClusterStore;
  logger: Logger;
  now?: () => number;
}): TrafficCounter {
  let warnedAt = -Infinity;
  const log = createTrafficLog({
    dir: settings.dir,
    slot,
    workers,
    maxBytes: settings.maxBytes,
    keepDays: settings.keepDays,
    now,
    onWarning: (message) => logger.warn(message),
    onWriteFailed: () => {
      drop('failed');
      if (now() - warnedAt < WARN_EVERY_MS) return;
      warnedAt = now();
      logger.warn({ dir: settings.dir }, 'traffic events cannot be written to the traffic log; they are dropped (see /readyz)');
    },
  });
  /** What every worker's traffic logs take on disk, measured at most every few seconds (for /readyz). */
  let measured: { at: number; bytes: Promise<number> } | undefined;
  const folderBytes = () => {
    if (!measured || now() - measured.at > FOLDER_MEASURE_MS) measured = { at: now(), bytes: trafficFolderBytes(settings.dir) };
    return measured.bytes;
  };
  const pageOf = (path: string) => (pagesOf(content.current).has(path) ? path : NOT_FOUND_PAGE);
  function drop(reason: DropReason): void {
    store.tally(`${TALLY_PREFIX}${reason}`).catch(() => {});
  }
  const add = (record: TrafficEvent) => {
    if (!log.add(record)) drop('budget');
  };

  return {
    open: () => log.open(),
    close: () => log.close(),
    countBrowserEvent(body) {
      const parsed = browserEventSchema.safeParse(body);
      if (!parsed.success) return drop('invalid');
      const { type, path, ...rest } = parsed.data;
      add({ v: TRAFFIC_EVENT_VERSION, at: eventTime(now()), type, page: pageOf(path), ...rest });
    },
    countLead({ source }) {
      const page = source?.page?.split(/[?#]/, 1)[0];
      const { ref, utm } = leadOrigin(source);
      add({
        v: TRAFFIC_EVENT_VERSION,
        at: eventTime(now()),
        type: 'lead',
        page: page ? pageOf(page) : UNKNOWN_PAGE,
        ...(source?.visit && { visit: source.visit }),
        ...(ref && { ref }),
        ...(utm && { utm }),
      });
    },
    drop,
    async status() {
      const tallies = await store.tallies();
      const dropped = Object.fromEntries(DROP_REASONS.map((reason) => [reason, tallies[`${TALLY_PREFIX}${reason}`] ?? 0]));
      return { bytes: await folderBytes(), maxBytes: settings.maxBytes, dropped: dropped as Record<DropReason, number> };
    },
  };
}
