// Where traffic events are stored: TRAFFIC_DIR holds one log per day (UTC)
// and per writing process, `traffic-2026-11-25.ndjson` for a single process
// and `traffic-2026-11-25-worker-1.ndjson` for worker 1, so no two processes
// ever append to one file and a day's files are deleted whole once older
// than the retention.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { logFolderNames } from '../storage/ndjson-log';

/** Logs written before the rename to "traffic" are named `events-…`: still read, and deleted with age. */
const TRAFFIC_LOG_NAME = /^(?:traffic|events)-(\d{4}-\d{2}-\d{2})(?:-worker-\d+)?\.ndjson$/;

/** The UTC day of a time, as the log names it: `2026-11-25`. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The log of `day` written by worker `slot` (0: the single process). */
export function trafficLogName(day: string, slot: number): string {
  return `traffic-${day}${slot ? `-worker-${slot}` : ''}.ndjson`;
}

export interface TrafficLogFile {
  file: string;
  /** The UTC day its events happened on. */
  day: string;
}

/** Every traffic log in `dir`, oldest day first; none when the folder does not exist yet. */
export async function findTrafficLogs(dir: string): Promise<TrafficLogFile[]> {
  const names = await logFolderNames(dir);
  return names
    .flatMap((name) => {
      const day = TRAFFIC_LOG_NAME.exec(name)?.[1];
      return day ? [{ file: path.join(dir, name), day }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.file.localeCompare(b.file));
}

/** The bytes every traffic log in `dir` takes, together; 0 when the folder does not exist yet. */
export async function trafficFolderBytes(dir: string): Promise<number> {
  const sizes = await Promise.all(
    (await findTrafficLogs(dir)).map(({ file }) =>
      stat(file).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
