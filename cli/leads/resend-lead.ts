// `npm run leads -- --resend ID`: notifies the business of one lead again
// now, through the server's notifier, which records it like any attempt.
import { loadConfig } from '../../server/config';
import { loadContent } from '../../server/content/content-store';
import { findLeadLogs, type LeadInLog } from '../../server/leads/lead-logs';
import { channelsFromConfig } from '../../server/leads/notifications/channels';
import type { LeadLabels } from '../../server/leads/notifications/lead-email';
import { leadLabels } from '../../server/leads/notifications/lead-labels';
import { createNotifier } from '../../server/leads/notifications/notifier';
import { createLogger } from '../../server/logger';
import type { CommandIo } from '../run-main';
import { notifySettings, readLogs } from './read-leads';

/** Sends lead `id` (or the one lead whose id starts so) of the logs of `file` on every configured channel. Returns the exit code. */
export async function resendLead(id: string, file: string, io: CommandIo): Promise<number> {
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
    io.warn(`leads: there is no lead ${id} in ${file} (npm run leads -- --undelivered lists the ids)`);
    return 1;
  }
  if (matches.length > 1) {
    io.warn(`leads: ${id} is the start of ${matches.length} lead ids (${matches.map(({ lead }) => lead.id).join(', ')}); give more of it`);
    return 1;
  }
  const { lead, file: logFile } = matches[0]!;
  if (lead.spam) {
    io.warn(`leads: lead ${lead.id} was screened as spam (${lead.spam}); spam is never sent`);
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

/** The business and service names for the e-mail, from the content (DATA_DIR); plain slugs when it cannot be read. */
async function readLabels(env: NodeJS.ProcessEnv): Promise<LeadLabels> {
  try {
    return leadLabels(await loadContent(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir));
  } catch {
    return { businessName: '', serviceName: (slug) => slug };
  }
}
