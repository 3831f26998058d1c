// This process's log of traffic events: the durable NDJSON log, batched (no
// one waits on a page view), rotated by UTC day, trimmed to TRAFFIC_KEEP_DAYS,
// and held within a disk budget shared by every worker. The budget is kept
// without the workers talking: each measures what all traffic logs take, and
// until it measures again accepts at most its share (1/workers) of what is
// left, so together they never pass it. An event past the budget, or one the
// disk refused, is dropped and reported, never retried and never an error.
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openNdjsonLog, type NdjsonLog } from '../storage/ndjson-log';
import { trafficLogName, findTrafficLogs, utcDay } from './traffic-files';
import type { TrafficEvent } from './traffic-event';

/** How long appends gather before a batch is written (and synced). */
const BATCH_MS = 1_000;
/** How often the folder is measured again while events arrive. */
const MEASURE_EVERY_MS = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrafficLogOptions {
  dir: string;
  /** This process's worker number (0: the single process). */
  slot: number;
  /** How many processes share the budget. */
  workers: number;
  maxBytes: number;
  keepDays: number;
  /** Told of each event the disk refused. */
  onWriteFailed: () => void;
  onWarning: (message: string) => void;
  now?: () => number;
}

export interface TrafficLog {
  /** Measures the folder and trims old days; events are accepted once it has. */
  open(): Promise<void>;
  /** Queues a record to be written with the next batch; false when it was dropped (past the budget). */
  add(record: TrafficEvent): boolean;
  /** Bytes all traffic logs took at the last measure, and the budget. */
  usage(): { bytes: number; maxBytes: number };
  /** Writes what is queued, then closes the file. */
  close(): Promise<void>;
}

export function createTrafficLog({
  dir,
  slot,
  workers,
  maxBytes,
  keepDays,
  onWriteFailed,
  onWarning,
  now = Date.now,
}: TrafficLogOptions): TrafficLog {
  let day = '';
  let log: NdjsonLog | undefined;
  /** Bytes on disk at the last measure, and this process's share of what was left. */
  let measured = 0;
  let allowance = 0;
  let measuredAt = -Infinity;
  let measuring: Promise<void> | undefined;
  /** Bytes accepted and not yet on disk: counted against the budget until they are. */
  let queued = 0;
  /** Yesterday's log, writing what it still holds. */
  let closing: Promise<void> | undefined;

  async function measure(): Promise<void> {
    let total = 0;
    for (const { file } of await findTrafficLogs(dir))
      total += await stat(file).then(
        (s) => s.size,
        () => 0,
      );
    measured = total;
    allowance = Math.max(0, (maxBytes - total - queued) / workers);
    measuredAt = now();
  }

  function remeasure(): void {
    if (measuring || now() - measuredAt < MEASURE_EVERY_MS) return;
    measuring = measure()
      .catch((error: Error) => onWarning(`could not measure the traffic logs in ${dir}: ${error.message}`))
      .finally(() => {
        measuring = undefined;
      });
  }

  /** Deletes whole days older than the retention. */
  async function trim(): Promise<void> {
    const oldest = utcDay(now() - keepDays * DAY_MS);
    for (const file of await findTrafficLogs(dir)) {
      if (file.day < oldest) await rm(file.file, { force: true });
    }
  }

  /** The log of today, opening a new file when the day has changed. */
  function today(): NdjsonLog {
    const current = utcDay(now());
    if (log && current === day) return log;
    const previous = log;
    closing = previous?.close();
    day = current;
    log = openNdjsonLog(path.join(dir, trafficLogName(day, slot)), onWarning, { batchMs: BATCH_MS });
    if (previous) void trim().catch((error: Error) => onWarning(`could not delete old traffic logs: ${error.message}`));
    return log;
  }

  return {
    async open() {
      await trim().catch((error: Error) => onWarning(`could not delete old traffic logs: ${error.message}`));
      await measure();
    },
    add(record) {
      remeasure();
      const line = `${JSON.stringify(record)}\n`;
      const bytes = Buffer.byteLength(line);
      if (bytes > allowance) return false;
      allowance -= bytes;
      queued += bytes;
      today()
        .append(record)
        .catch(onWriteFailed)
        .finally(() => {
          queued -= bytes;
        });
      return true;
    },
    usage: () => ({ bytes: measured, maxBytes }),
    async close() {
      await measuring;
      await closing;
      await log?.close();
    },
  };
}
