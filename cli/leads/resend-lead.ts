// `npm run leads -- --resend ID`: notifies the business of one lead again
// now, through the server's notifier, which records it like any attempt.
import { loadConfig } from '../../server/config';
import { loadContent } from '../../server/content/content-store';
import {
  channelsFromConfig,
  createLeadPageLinks,
  leadLabels,
  createNotifier,
  createLeadPhotoStore,
  createPhotoLinks,
  type LeadLabels,
  type LeadPhotoAccess,
} from '../../server/leads/lead-book';
import { createLogger } from '../../server/logger';
import { resolveFormSecret } from '../../server/form-secret';
import type { CommandIo } from '../run-main';
import { findLead } from './find-lead';
import { notifySettings } from './read-leads';

/** Sends lead `id` (an id, its start or its reference: findLead) of the logs of `file` on every configured channel. Returns the exit code. */
export async function resendLead(id: string, file: string, io: CommandIo): Promise<number> {
  const notify = notifySettings(io.env, (message) => io.warn(`leads: ${message}`));
  if (!notify) return 1;
  const found = await findLead(id, file, io);
  if (typeof found === 'number') return found;
  const { lead, file: logFile } = found;
  if (lead.spam) {
    io.warn(`leads: lead ${lead.id} was screened as spam (${lead.spam}); spam is never sent`);
    return 1;
  }
  const labels = await readLabels(io.env);
  const secret = await formSecret(io.env, file);
  const channels = channelsFromConfig(notify, () => labels, photoAccess(io.env, secret), createLeadPageLinks(secret));
  if (channels.length === 0) {
    io.warn(
      'leads: no notification channel is configured: set SMTP_URL (with LEADS_MAIL_FROM and LEADS_NOTIFY_TO), LEADS_WEBHOOK_URL and/or LEAD_ALERT_PHONES (with the TWILIO_ settings)',
    );
    return 1;
  }
  const notifier = createNotifier({ channels, leadsFile: logFile, logger: createLogger('silent') });
  const results = await notifier.resend(lead);
  await notifier.stop();
  for (const result of results) io.write(`${result.channel}: ${result.ok ? 'sent' : `failed (${result.error})`}\n`);
  return results.every((result) => result.ok) ? 0 : 1;
}

/** The site's form secret, which signs the links to photos and to lead pages. */
async function formSecret(env: NodeJS.ProcessEnv, leadsFile: string): Promise<string> {
  return resolveFormSecret(loadConfig({ FORM_SECRET: env.FORM_SECRET }).formSecret, leadsFile);
}

/** The request's photos as the server reaches them (LEAD_PHOTOS_DIR), with links signed by `secret`. */
function photoAccess(env: NodeJS.ProcessEnv, secret: string): LeadPhotoAccess {
  const photos = createLeadPhotoStore({ dir: loadConfig({ LEAD_PHOTOS_DIR: env.LEAD_PHOTOS_DIR }).leadPhotos.dir });
  return { files: photos.files, links: createPhotoLinks(secret) };
}

/** The business and service names for the e-mail, from the content (DATA_DIR); plain slugs when it cannot be read. */
async function readLabels(env: NodeJS.ProcessEnv): Promise<LeadLabels> {
  try {
    return leadLabels(await loadContent(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir));
  } catch {
    return { businessName: '', serviceName: (slug) => slug };
  }
}
