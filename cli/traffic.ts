// npm run traffic -- [--since 30d] [--until DATE] [--by page|source|day] [--format table|csv|json|html] [--dir PATH] [--out FILE]
// Counts the site's visits, page views, phone taps and leads
// from the traffic logs (see REPORT_USAGE). Runs with plain node on a
// production install (built into dist/cli).
// Exit codes: 0 reported (a bad line is a warning), 1 the traffic logs could
// not be read (or the report not written), 2 a bad command line.
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findTrafficLogs, utcDay, type TrafficLogFile } from '../server/traffic/traffic-files';
import { parseTrafficEvent } from '../server/traffic/traffic-event';
import { loadConfig } from '../server/config';
import { problemText, readNdjson } from '../server/storage/ndjson-log';
import { DAY_MS, UsageError } from './lead-report';
import { processIo, runMain, type CommandIo } from './run-main';
import { trafficToHtml } from './traffic-report-html';
import {
  REPORT_USAGE,
  createTrafficTally,
  parseReportArgs,
  trafficSummary,
  trafficToCsv,
  trafficToJson,
  trafficToTable,
  type ReportOptions,
  type TrafficReport,
} from './traffic-report';

export async function main(argv: string[], io: CommandIo): Promise<number> {
  let options: ReportOptions;
  try {
    options = parseReportArgs(argv, io.now);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.warn(`traffic: ${error.message}\n\n${REPORT_USAGE}`);
    return 2;
  }
  if (options.help) {
    io.write(`${REPORT_USAGE}\n`);
    return 0;
  }

  // The same variable, default and resolution as the server (server/config.ts).
  const dirs =
    options.dirs.length > 0 ?
      options.dirs.map((dir) => path.resolve(dir))
    : [loadConfig({ TRAFFIC_DIR: io.env.TRAFFIC_DIR, EVENTS_DIR: io.env.EVENTS_DIR }).traffic.dir];
  let report: TrafficReport;
  try {
    const logs: TrafficLogFile[] = [];
    for (const dir of dirs) {
      const found = await findTrafficLogs(dir);
      if (found.length === 0) {
        if (options.dirs.length > 0 && !(await isFolder(dir))) {
          io.warn(`traffic: there is no folder ${dir}`);
          return 1;
        }
        io.warn(`traffic: no traffic logs in ${dir} yet: nothing has been counted.`);
      }
      logs.push(...found);
    }
    // A log holds the events of its UTC day; a day either side as well, in
    // case a writer's file and its events' times straddle midnight.
    const [first, last] = [utcDay(options.since.getTime() - DAY_MS), utcDay(options.until.getTime() + DAY_MS)];
    const tally = createTrafficTally(options);
    for (const { file, day } of logs) {
      if (day < first || day > last) continue;
      const { records, problems } = await readNdjson(file, parseTrafficEvent);
      for (const problem of problems) io.warn(`warning: ${problemText(problem)}`);
      for (const { value } of records) tally.add(value);
    }
    report = tally.report();
  } catch (error) {
    io.warn(`traffic: could not read the traffic logs in ${dirs.join(', ')}: ${(error as Error).message}`);
    return 1;
  }

  const text =
    options.format === 'html' ? trafficToHtml(report)
    : options.format === 'json' ? trafficToJson(report)
    : options.format === 'csv' ? trafficToCsv(report, options.by)
    : trafficToTable(report, { by: options.by, width: io.columns ?? 160 });
  if (options.out === undefined) io.write(text);
  else {
    const file = path.resolve(options.out);
    try {
      await writeFile(file, text);
    } catch (error) {
      io.warn(`traffic: could not write ${file}: ${(error as Error).message}`);
      return 1;
    }
    io.write(`${file}\n`);
  }
  io.warn(trafficSummary(report));
  return 0;
}

async function isFolder(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

runMain(import.meta.url, (argv) => main(argv, processIo()));
