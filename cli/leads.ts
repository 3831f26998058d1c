// npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
// npm run leads -- --resend ID
// Prints the leads of the lead log(s), newest first, or notifies the
// business of one again (see LEADS_USAGE). Runs with plain node on a
// production install (built into dist/cli).
// Exit codes: 0 printed (or sent), 1 a log could not be read (or a send
// failed), 2 a bad command line.
import { loadConfig } from '../server/config';
import { findLeadLogs } from '../server/leads/lead-logs';
import { leadsToCsv } from './leads/lead-csv';
import { leadsToJson } from './leads/lead-json';
import { LEADS_USAGE, parseLeadsArgs } from './leads/lead-options';
import { selectLeads, type Lead } from './leads/lead-selection';
import { leadsToTable } from './leads/lead-table';
import { readLogs, undeliveredOf } from './leads/read-leads';
import { resendLead } from './leads/resend-lead';
import { processIo, runMain, type CommandIo } from './run-main';
import { readCommandLine } from './toolkit/command-line';
import { dateTimeText } from './toolkit/period-words';
import { plural } from './toolkit/plural';

export async function main(argv: string[], io: CommandIo): Promise<number> {
  const options = readCommandLine('leads', LEADS_USAGE, () => parseLeadsArgs(argv, io.now), io);
  if (typeof options === 'number') return options;

  // The same variable, default and resolution as the server (server/config.ts).
  const file = loadConfig({ LEADS_FILE: options.file ?? io.env.LEADS_FILE }).leadsFile;
  if (options.resend !== undefined) return resendLead(options.resend, file, io);
  const undelivered = options.undelivered ?? false;
  let leads: Lead[];
  try {
    const files = await findLeadLogs(file);
    if (files.length === 0) {
      if (options.file !== undefined) {
        io.warn(`leads: there is no lead log at ${file} (nor a per-worker log beside it)`);
        return 1;
      }
      io.warn(`leads: no lead log at ${file} yet: no leads have been received.`);
    }
    const stored = await readLogs(files, (message) => io.warn(`warning: ${message}`), { withDeliveries: undelivered });
    leads = undelivered ? undeliveredOf(stored, io.env, io.warn) : stored.map(({ lead }) => lead);
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }

  const shown = selectLeads(leads, options);
  if (options.format === 'csv') io.write(leadsToCsv(shown, { includeSpam: options.includeSpam, undelivered }));
  else if (options.format === 'json') io.write(leadsToJson(shown));
  else io.write(leadsToTable(shown, { width: io.columns ?? 160, includeSpam: options.includeSpam, undelivered }));

  const spamLeftOut = options.includeSpam ? 0 : selectLeads(leads, { ...options, includeSpam: true }).length - shown.length;
  const since = options.since ? ` since ${dateTimeText(options.since.toISOString())}` : '';
  io.warn(
    `${plural(shown.length, `${options.flagged ? 'flagged ' : ''}lead`)}${undelivered ? ' not notified on every channel' : ''}${since}` +
      (spamLeftOut ? `; ${spamLeftOut} screened as spam left out (--include-spam shows them)` : ''),
  );
  return 0;
}

runMain(import.meta.url, (argv) => main(argv, processIo()));
