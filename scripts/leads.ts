// npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam]
// Prints the contact requests of the lead log(s), newest first (see LEADS_USAGE).
// Exit codes: 0 printed, 1 a log could not be read, 2 a bad command line.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { findLeadLogs, readLeadLogs } from '../server/leads/lead-files';
import {
  LEADS_USAGE,
  UsageError,
  formatReceivedAt,
  leadsToCsv,
  leadsToJson,
  leadsToTable,
  parseLeadsArgs,
  selectLeads,
  type LeadsOptions,
} from '../server/leads/lead-report';

export interface LeadsIo {
  env: NodeJS.ProcessEnv;
  /** Raw output (the report). */
  write: (text: string) => void;
  /** One line of notes, warnings and errors. */
  warn: (line: string) => void;
  now: Date;
  /** The terminal's width, when stdout is one. */
  columns?: number;
}

export async function main(argv: string[], io: LeadsIo): Promise<number> {
  let options: LeadsOptions;
  try {
    options = parseLeadsArgs(argv, io.now);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.warn(`leads: ${error.message}\n\n${LEADS_USAGE}`);
    return 2;
  }
  if (options.help) {
    io.write(`${LEADS_USAGE}\n`);
    return 0;
  }

  // The same variable, default and resolution as the server (server/config.ts).
  const file = loadConfig({ LEADS_FILE: options.file ?? io.env.LEADS_FILE }).leadsFile;
  let leads;
  try {
    const files = await findLeadLogs(file);
    if (files.length === 0) {
      if (options.file !== undefined) {
        io.warn(`leads: there is no lead log at ${file} (nor a per-worker log beside it)`);
        return 1;
      }
      io.warn(`leads: no lead log at ${file} yet: no contact requests have been received.`);
    }
    leads = await readLeadLogs(files, (message) => io.warn(`warning: ${message}`));
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }

  const shown = selectLeads(leads, options);
  if (options.format === 'csv') io.write(leadsToCsv(shown, options));
  else if (options.format === 'json') io.write(leadsToJson(shown));
  else io.write(leadsToTable(shown, { width: io.columns ?? 160, includeSpam: options.includeSpam }));

  const spamLeftOut = options.includeSpam ? 0 : selectLeads(leads, { ...options, includeSpam: true }).length - shown.length;
  const since = options.since ? ` since ${formatReceivedAt(options.since.toISOString())}` : '';
  io.warn(
    `${plural(shown.length, 'contact request')}${since}` +
      (spamLeftOut ? `; ${spamLeftOut} screened as spam left out (--include-spam shows them)` : ''),
  );
  return 0;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), {
    env: process.env,
    write: (text) => process.stdout.write(text),
    warn: (line) => console.error(line),
    now: new Date(),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  });
}
