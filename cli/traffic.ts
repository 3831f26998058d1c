// npm run traffic -- [--since 30d] [--until DATE] [--by page|source|day|week|language] [--format table|csv|json|html] [--dir PATH] [--out FILE]
// Counts the site's visits, page views, phone taps and leads from the
// traffic logs, and how fast leads were first contacted from the lead log
// (see TRAFFIC_USAGE). Runs with plain node on a production install (built
// into dist/cli).
// Exit codes: 0 printed (a bad line is a warning), 1 the traffic logs or the
// lead log could not be read (or the output not written), 2 a bad command line.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { processIo, runMain, type CommandIo } from './run-main';
import { readCommandLine } from './toolkit/command-line';
import { withLeads } from './traffic/lead-rows';
import { readLeads } from './traffic/read-leads';
import { findLogs, MissingFolderError, tallyLogs } from './traffic/read-traffic';
import type { TrafficReport } from './traffic/traffic-counts';
import { trafficToCsv } from './traffic/traffic-csv';
import { trafficToHtml } from './traffic/traffic-page';
import { trafficToJson } from './traffic/traffic-json';
import { TRAFFIC_USAGE, parseTrafficArgs } from './traffic/traffic-options';
import { trafficSummary, trafficToTable } from './traffic/traffic-text';

export async function main(argv: string[], io: CommandIo): Promise<number> {
  const options = readCommandLine('traffic', TRAFFIC_USAGE, () => parseTrafficArgs(argv, io.now), io);
  if (typeof options === 'number') return options;

  // The same variable, default and resolution as the server (server/config.ts).
  const dirs =
    options.dirs.length > 0 ?
      options.dirs.map((dir) => path.resolve(dir))
    : [loadConfig({ TRAFFIC_DIR: io.env.TRAFFIC_DIR, EVENTS_DIR: io.env.EVENTS_DIR }).traffic.dir];
  let report: TrafficReport;
  try {
    const logs = await findLogs(dirs, { named: options.dirs.length > 0, warn: io.warn });
    report = await tallyLogs(logs, options, io.warn);
  } catch (error) {
    if (error instanceof MissingFolderError) io.warn(`traffic: ${error.message}`);
    else io.warn(`traffic: could not read the traffic logs in ${dirs.join(', ')}: ${(error as Error).message}`);
    return 1;
  }
  const leadsFile = loadConfig({ LEADS_FILE: io.env.LEADS_FILE }).leadsFile;
  try {
    report = withLeads(report, await readLeads(leadsFile, io.warn), io.now);
  } catch (error) {
    io.warn(`traffic: could not read the lead log ${leadsFile}: ${(error as Error).message}`);
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

runMain(import.meta.url, (argv) => main(argv, processIo()));
