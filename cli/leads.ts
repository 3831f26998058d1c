// npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
// npm run leads -- --resend ID
// Prints the leads of the lead log(s), newest first, or notifies
// the business of one again (see LEADS_USAGE). Runs with plain node on a
// production install (built into dist/cli).
// Exit codes: 0 printed (or sent), 1 a log could not be read (or a send
// failed), 2 a bad command line.
import { loadConfig, NOTIFY_VARIABLES, type NotifyConfig } from '../server/config';
import { loadContent } from '../server/content/content-store';
import { deliveryRecordFile, findLeadLogs, readLeadLogs, type LeadInLog } from '../server/leads/lead-logs';
import { channelsFromConfig } from '../server/leads/notifications/channels';
import { readDeliveries } from '../server/leads/notifications/delivery-record';
import type { LeadLabels } from '../server/leads/notifications/lead-email';
import { leadLabels } from '../server/leads/notifications/lead-labels';
import { createNotifier } from '../server/leads/notifications/notifier';
import { createLogger } from '../server/logger';
import { problemText } from '../server/storage/ndjson-log';
import {
  LEADS_USAGE,
  UsageError,
  formatReceivedAt,
  isUndelivered,
  leadsToCsv,
  leadsToJson,
  leadsToTable,
  parseLeadsArgs,
  plural,
  selectLeads,
  type Lead,
  type LeadsOptions,
} from './lead-report';
import { processIo, runMain, type CommandIo } from './run-main';

export async function main(argv: string[], io: CommandIo): Promise<number> {
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
  if (options.resend !== undefined) return resend(options.resend, file, io);
  let leads: Lead[];
  try {
    const files = await findLeadLogs(file);
    if (files.length === 0) {
      if (options.file !== undefined) {
        io.warn(`leads: there is no lead log at ${file} (nor a per-worker log beside it)`);
        return 1;
      }
      io.warn(`leads: no lead log at ${file} yet: no contact requests have been received.`);
    }
    const warn = (message: string) => io.warn(`warning: ${message}`);
    const stored = await readLogs(files, warn, { withDeliveries: options.undelivered ?? false });
    leads = options.undelivered ? undeliveredOf(stored, io) : stored.map(({ lead }) => lead);
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }

  const shown = selectLeads(leads, options);
  const undelivered = options.undelivered ?? false;
  if (options.format === 'csv') io.write(leadsToCsv(shown, { includeSpam: options.includeSpam, undelivered }));
  else if (options.format === 'json') io.write(leadsToJson(shown));
  else io.write(leadsToTable(shown, { width: io.columns ?? 160, includeSpam: options.includeSpam, undelivered }));

  const spamLeftOut = options.includeSpam ? 0 : selectLeads(leads, { ...options, includeSpam: true }).length - shown.length;
  const since = options.since ? ` since ${formatReceivedAt(options.since.toISOString())}` : '';
  io.warn(
    `${plural(shown.length, `${options.flagged ? 'flagged ' : ''}contact request`)}${undelivered ? ' not notified on every channel' : ''}${since}` +
      (spamLeftOut ? `; ${spamLeftOut} screened as spam left out (--include-spam shows them)` : ''),
  );
  return 0;
}

/** The requests of `files`, each with the deliveries of its log when asked; a line that is none is a warning with its file and line. */
async function readLogs(files: string[], warn: (message: string) => void, { withDeliveries }: { withDeliveries: boolean }) {
  const { leads, problems } = await readLeadLogs(files);
  for (const problem of problems) warn(problemText(problem));
  if (!withDeliveries) return leads;
  const deliveries = new Map(
    await Promise.all(files.map(async (file) => [file, await readDeliveries(deliveryRecordFile(file), warn)] as const)),
  );
  return leads.map((found) => ({ ...found, lead: { ...found.lead, delivery: deliveries.get(found.file)?.get(found.lead.id) ?? {} } }));
}

/**
 * The requests not yet notified on every channel, each with what its
 * delivery record says, plus the configured channels never tried.
 */
function undeliveredOf(stored: { lead: Lead }[], io: CommandIo): Lead[] {
  const configured = notifySettings(io.env, (message) => io.warn(`warning: ${message}; showing the channels tried before only`));
  const channels = configured ? channelsOf(configured) : [];
  return stored
    .map(({ lead }) => {
      const delivery = { ...lead.delivery };
      for (const channel of channels) delivery[channel] ??= { sent: false, attempts: 0, at: '' };
      return { ...lead, delivery };
    })
    .filter((lead) => isUndelivered(lead, channels));
}

/** Notifies the business of one request again now, through the server's notifier, and records it. */
async function resend(id: string, file: string, io: CommandIo): Promise<number> {
  const notify = notifySettings(io.env, (message) => io.warn(`leads: ${message}`));
  if (!notify) return 1;
  let found: LeadInLog[];
  try {
    const logs = await readLogs(await findLeadLogs(file), (message) => io.warn(`warning: ${message}`), { withDeliveries: false });
    found = logs.filter(({ lead }) => lead.id === id || lead.id.startsWith(id));
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }
  const exact = found.filter(({ lead }) => lead.id === id);
  const matches = exact.length > 0 ? exact : found;
  if (matches.length === 0) {
    io.warn(`leads: there is no contact request ${id} in ${file} (npm run leads -- --undelivered lists the ids)`);
    return 1;
  }
  if (matches.length > 1) {
    io.warn(
      `leads: ${id} is the start of ${matches.length} request ids (${matches.map(({ lead }) => lead.id).join(', ')}); give more of it`,
    );
    return 1;
  }
  const { lead, file: logFile } = matches[0]!;
  if (lead.spam) {
    io.warn(`leads: request ${lead.id} was screened as spam (${lead.spam}); spam is never sent`);
    return 1;
  }
  const labels = await readLabels(io.env);
  const channels = channelsFromConfig(notify, () => labels);
  if (channels.length === 0) {
    io.warn(
      'leads: no notification channel is configured: set SMTP_URL (with LEADS_MAIL_FROM and LEADS_NOTIFY_TO) and/or LEADS_WEBHOOK_URL',
    );
    return 1;
  }
  const notifier = createNotifier({ channels, leadsFile: logFile, logger: createLogger('silent') });
  const results = await notifier.resend(lead);
  await notifier.stop();
  for (const result of results) io.write(`${result.channel}: ${result.ok ? 'sent' : `failed (${result.error})`}\n`);
  return results.every((result) => result.ok) ? 0 : 1;
}

/** The notification settings of the environment, as the server reads them; undefined (after `onError`) when they are invalid. */
function notifySettings(env: NodeJS.ProcessEnv, onError: (message: string) => void): NotifyConfig | undefined {
  try {
    return loadConfig(Object.fromEntries(NOTIFY_VARIABLES.map((name) => [name, env[name]]))).notify;
  } catch (error) {
    onError((error as Error).message.replace(/\n\s*/g, ' '));
    return undefined;
  }
}

const channelsOf = (notify: NotifyConfig) => [...(notify.email ? ['email'] : []), ...(notify.webhook ? ['webhook'] : [])];

/** The business and service names for the e-mail, from the content (DATA_DIR); plain slugs when it cannot be read. */
async function readLabels(env: NodeJS.ProcessEnv): Promise<LeadLabels> {
  try {
    return leadLabels(await loadContent(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir));
  } catch {
    return { businessName: '', serviceName: (slug) => slug };
  }
}

runMain(import.meta.url, (argv) => main(argv, processIo()));
