// This process's log of traffic events: the durable NDJSON log, batched (no
// one waits on a page view), rotated by UTC day, trimmed to TRAFFIC_KEEP_DAYS,
// and held within a disk budget that is never exceeded (decision record 0026):
// - each of the `workers` processes owns an equal share of the budget and
//   counts exactly what its own files take (it writes them), so the workers
//   need not talk and their shares never add up past the budget;
// - page views and calls of one day may take at most that day's part of the
//   share (90% of it over the days kept), so a flood costs that day's counts
//   and no other's;
// - a lead's event may use the whole share: a lead is always counted while
//   the share has room, and views and calls can never fill it.
// An event past its allowance, or one the disk refused, is dropped and
// reported, never retried and never an error.
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openNdjsonLog, type NdjsonLog } from '../storage/ndjson-log';
import { findTrafficLogs, trafficLogName, utcDay, type TrafficLogFile } from './traffic-files';
import type { TrafficEvent } from './traffic-event';

/** How long appends gather before a batch is written (and synced). */
const BATCH_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The part of a worker's share all views and calls may take; the rest is the leads' alone. */
const VIEWS_AND_CALLS_SHARE = 0.9;

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
  /** Measures this process's files and trims old days; events are accepted once it has. */
  open(): Promise<void>;
  /** Queues a record to be written with the next batch; false when it was dropped (past its allowance). */
  add(record: TrafficEvent): boolean;
  /** What this process's files take, and its share of the budget. */
  usage(): { bytes: number; maxBytes: number };
  /** Writes what is queued, then closes the file. */
  close(): Promise<void>;
}

/** The slot of a traffic log file by its name (`traffic-DAY-worker-2.ndjson` → 2, no suffix → 0). */
const slotOf = (file: TrafficLogFile) => Number(/-worker-(\d+)\.ndjson$/.exec(file.file)?.[1] ?? 0);

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
  /** The days on disk at most: today and the days kept before it. */
  const daysOnDisk = keepDays + 1;
  let share = 0;
  let dayShare = 0;
  /** What this process's files take (written and queued), all days and by day. */
  let bytes = 0;
  const bytesByDay = new Map<string, number>();
  let day = '';
  let log: NdjsonLog | undefined;
  /** Yesterday's log, writing what it still holds. */
  let closing: Promise<void> | undefined;

  const sizeOf = (file: string) =>
    stat(file).then(
      (s) => s.size,
      () => 0,
    );

  /** The files no current process writes (a run with more workers before): left out of every share until they age out. */
  let orphaned = 0;
  const isOrphaned = (file: TrafficLogFile) =>
    slotOf(file) !== slot && (workers > 1 ? slotOf(file) < 1 || slotOf(file) > workers : slotOf(file) !== 0);
  const shareBudget = () => {
    share = Math.max(0, (maxBytes - orphaned) / workers);
    dayShare = (share * VIEWS_AND_CALLS_SHARE) / daysOnDisk;
  };

  /** What this process's files and the orphaned ones take, once, before anything is written. */
  async function measure(): Promise<void> {
    for (const file of await findTrafficLogs(dir)) {
      const size = await sizeOf(file.file);
      if (slotOf(file) === slot) bytesByDay.set(file.day, (bytesByDay.get(file.day) ?? 0) + size);
      else if (isOrphaned(file)) orphaned += size;
    }
    bytes = [...bytesByDay.values()].reduce((sum, size) => sum + size, 0);
    shareBudget();
  }

  /** Deletes whole days older than the retention; what this process's (or orphaned) files took is free again. */
  async function trim(): Promise<void> {
    const oldest = utcDay(now() - keepDays * DAY_MS);
    for (const file of await findTrafficLogs(dir)) {
      if (file.day >= oldest) continue;
      const size = await sizeOf(file.file);
      await rm(file.file, { force: true });
      if (slotOf(file) === slot) {
        bytes -= size;
        bytesByDay.delete(file.day);
      } else if (isOrphaned(file)) orphaned -= size;
    }
    shareBudget();
  }

  /** The log of today, opening a new file when the day has changed. */
  function today(current: string): NdjsonLog {
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
      await measure();
      await trim().catch((error: Error) => onWarning(`could not delete old traffic logs: ${error.message}`));
    },
    add(record) {
      const current = utcDay(now());
      const size = Buffer.byteLength(`${JSON.stringify(record)}\n`);
      const todays = bytesByDay.get(current) ?? 0;
      const room = record.type === 'lead' ? share - bytes : Math.min(share - bytes, dayShare - todays);
      if (size > room) return false;
      bytes += size;
      bytesByDay.set(current, todays + size);
      today(current)
        .append(record)
        .catch(() => {
          bytes -= size;
          bytesByDay.set(current, (bytesByDay.get(current) ?? size) - size);
          onWriteFailed();
        });
      return true;
    },
    usage: () => ({ bytes, maxBytes: share }),
    async close() {
      await closing;
      await log?.close();
    },
  };
}
