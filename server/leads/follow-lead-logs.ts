// Runs a decision over every lead log (every worker's requests and events)
// when it asks to be run again, whenever a log changes, and at least once a
// minute: how the one process that sends reminders and review requests
// notices what has come due. Scans never overlap; a change during one runs
// another after it.
import { watch, type FSWatcher } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { findLeadLogs, isLeadLogName, readLeadLogs, type LeadInLog } from './lead-logs';

/** Read the logs at least this often, should a change go unnoticed (a file system without change events). */
const SCAN_MS = 60_000;
/** Changes that come together are read once. */
const SETTLE_MS = 200;

export interface LeadLogFollower {
  /** Reads the logs now and decides (also what a change or the timer starts). */
  scan(): Promise<void>;
  stop(): Promise<void>;
}

export function followLeadLogs({
  leadsFile,
  decide,
  what,
  logger,
  close,
  now = Date.now,
}: {
  /** LEADS_FILE: the logs are it and every log beside it. */
  leadsFile: string;
  /** Acts on the leads read; resolves with when it wants to run again (a minute from now at the latest). */
  decide: (leads: LeadInLog[]) => Promise<number>;
  /** What decides, for the log: "reminders". */
  what: string;
  logger: Logger;
  /** What stop() closes after the last scan: the decider's sends and log. */
  close?: () => Promise<void>;
  now?: () => number;
}): LeadLogFollower {
  let timer: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  let scanning: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function scan(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (scanning) {
      again = true;
      return scanning;
    }
    scanning = findLeadLogs(leadsFile)
      .then(readLeadLogs)
      .then(({ leads }) => decide(leads))
      .then(
        (next) => wakeAt(Math.min(next, now() + SCAN_MS)),
        (error: Error) => {
          logger.error({ err: error }, `could not read the lead logs for ${what}; trying again`);
          wakeAt(now() + SCAN_MS);
        },
      )
      .finally(() => {
        scanning = undefined;
        if (again) {
          again = false;
          void scan();
        }
      });
    return scanning;
  }

  function wakeAt(at: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void scan(), Math.max(0, at - now()));
    timer.unref();
  }

  void (async () => {
    const dir = path.dirname(leadsFile);
    await mkdir(dir, { recursive: true }).catch(() => {});
    try {
      watcher = watch(dir, (_event, name) => {
        if (name && !isLeadLogName(path.basename(leadsFile), name)) return;
        clearTimeout(settling);
        settling = setTimeout(() => void scan(), SETTLE_MS);
        settling.unref();
      });
      watcher.on('error', () => watcher?.close());
      watcher.unref();
    } catch (error) {
      logger.warn({ err: error }, `the lead logs cannot be watched; ${what} read them every minute`);
    }
    await scan();
  })();

  return {
    scan,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(settling);
      watcher?.close();
      await scanning;
      await close?.();
    },
  };
}
