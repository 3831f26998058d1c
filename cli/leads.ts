// npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
// npm run leads -- --show ID | --photos ID --to DIR | --resend ID | --delete ID [--yes]
// npm run leads -- --confirm ID | --move ID SLOT | --cancel ID
// npm run leads -- --status ID EVENT [--amount N] [--reason R] [--note TEXT] [--at TIME]
// Prints the leads of the lead log(s), newest first; or shows one whole,
// copies its photos, notifies the business of it again, deletes it, or
// confirms, moves or cancels its site visit (see
// LEADS_USAGE). ID is an id, its start, or the lead's reference. Runs with
// plain node on a production install (built into dist/cli).
// Exit codes: 0 printed (or sent, copied, deleted), 1 a log could not be
// read (or no such lead, a send failed, a photo is missing, the deletion was
// declined), 2 a bad command line (or --delete with no one to ask).
import { loadConfig } from '../server/config';
import { findLeadLogs } from '../server/leads/lead-book';
import { deleteLead } from './leads/delete-lead';
import { leadsToCsv } from './leads/lead-csv';
import { leadsToJson } from './leads/lead-json';
import { LEADS_USAGE, parseLeadsArgs } from './leads/lead-options';
import { copyLeadPhotos } from './leads/lead-photo-files';
import { selectLeads, type Lead } from './leads/lead-selection';
import { leadsToTable } from './leads/lead-table';
import { readLogs, readWindowLabels, undeliveredOf } from './leads/read-leads';
import { resendLead } from './leads/resend-lead';
import { showLead } from './leads/show-lead';
import { changeVisit } from './leads/visit-command';
import { recordOutcome } from './leads/outcome-command';
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
  if (options.show !== undefined) return showLead(options.show, file, io);
  if (options.photos !== undefined) return copyLeadPhotos(options.photos, options.to!, file, io);
  if (options.delete !== undefined) return deleteLead(options.delete, file, io, { yes: options.yes });
  if (options.status !== undefined) return recordOutcome(options.status, options, file, io);
  for (const action of ['confirm', 'move', 'cancel'] as const) {
    const query = options[action];
    if (query !== undefined) return changeVisit(action, query, options.slot, file, io);
  }
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
  const windows = await readWindowLabels(io.env);
  if (options.format === 'csv') io.write(leadsToCsv(shown, { includeSpam: options.includeSpam, undelivered, windows }));
  else if (options.format === 'json') io.write(leadsToJson(shown));
  else io.write(leadsToTable(shown, { width: io.columns ?? 160, includeSpam: options.includeSpam, undelivered, windows }));

  const spamLeftOut = options.includeSpam ? 0 : selectLeads(leads, { ...options, includeSpam: true }).length - shown.length;
  const since = options.since ? ` since ${dateTimeText(options.since.toISOString())}` : '';
  io.warn(
    `${plural(shown.length, `${options.flagged ? 'flagged ' : ''}lead`)}${undelivered ? ' not notified on every channel' : ''}${since}` +
      (spamLeftOut ? `; ${spamLeftOut} screened as spam left out (--include-spam shows them)` : ''),
  );
  return 0;
}

runMain(import.meta.url, (argv) => main(argv, processIo()));
