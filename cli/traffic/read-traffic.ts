// Reading the traffic logs of one or more folders (one per machine) into a
// TrafficReport, for `npm run traffic`.
import { stat } from 'node:fs/promises';
import { parseTrafficEvent } from '../../server/traffic/traffic-event';
import { findTrafficLogs, utcDay, type TrafficLogFile } from '../../server/traffic/traffic-files';
import { problemText, readNdjson } from '../../server/storage/ndjson-log';
import { DAY_MS } from '../../shared/new-york-time';
import { createTrafficTally } from './traffic-tally';
import type { TrafficReport } from './traffic-counts';

/** A folder named on the command line that is not there: the command says so and exits 1. */
export class MissingFolderError extends Error {
  override name = 'MissingFolderError';
}

/**
 * The logs of every folder. A folder without logs is a note (nothing has
 * been counted yet), unless it was named (`named`) and is not a folder at all.
 */
export async function findLogs(dirs: string[], { named, warn }: { named: boolean; warn: (line: string) => void }) {
  const logs: TrafficLogFile[] = [];
  for (const dir of dirs) {
    const found = await findTrafficLogs(dir);
    if (found.length === 0) {
      if (named && !(await isFolder(dir))) throw new MissingFolderError(`there is no folder ${dir}`);
      warn(`traffic: no traffic logs in ${dir} yet: nothing has been counted.`);
    }
    logs.push(...found);
  }
  return logs;
}

/** The traffic of [since, until) in `logs`; a line that is no traffic event is a warning with its file and line. */
export async function tallyLogs(
  logs: TrafficLogFile[],
  period: { since: Date; until: Date },
  warn: (line: string) => void,
): Promise<TrafficReport> {
  // A log holds the events of its UTC day; a day either side as well, in
  // case a writer's file and its events' times straddle midnight.
  const [first, last] = [utcDay(period.since.getTime() - DAY_MS), utcDay(period.until.getTime() + DAY_MS)];
  const tally = createTrafficTally(period);
  for (const { file, day } of logs) {
    if (day < first || day > last) continue;
    const { records, problems } = await readNdjson(file, parseTrafficEvent);
    for (const problem of problems) warn(`warning: ${problemText(problem)}`);
    for (const { value } of records) tally.add(value);
  }
  return tally.report();
}

async function isFolder(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
