// Where counted events are stored: EVENTS_DIR holds one log per day (UTC)
// and per writing process, `events-2026-11-25.ndjson` for a single process
// and `events-2026-11-25-worker-1.ndjson` for worker 1, so no two processes
// ever append to one file and a day's files are deleted whole once older
// than the retention.
import path from 'node:path';
import { logFolderNames } from '../storage/ndjson-log';

const EVENT_LOG_NAME = /^events-(\d{4}-\d{2}-\d{2})(?:-worker-\d+)?\.ndjson$/;

/** The UTC day of a time, as the log names it: `2026-11-25`. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The log of `day` written by worker `slot` (0: the single process). */
export function eventLogName(day: string, slot: number): string {
  return `events-${day}${slot ? `-worker-${slot}` : ''}.ndjson`;
}

export interface EventLogFile {
  file: string;
  /** The UTC day its events happened on. */
  day: string;
}

/** Every event log in `dir`, oldest day first; none when the folder does not exist yet. */
export async function findEventLogs(dir: string): Promise<EventLogFile[]> {
  const names = await logFolderNames(dir);
  return names
    .flatMap((name) => {
      const day = EVENT_LOG_NAME.exec(name)?.[1];
      return day ? [{ file: path.join(dir, name), day }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.file.localeCompare(b.file));
}
