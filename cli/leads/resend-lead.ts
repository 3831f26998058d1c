// `npm run leads -- --resend ID`: notifies the business of one lead again
// now, through the server's notifier, which records it like any attempt.
import { loadConfig } from '../../server/config';
import { loadContent } from '../../server/content/content-store';
import {
  channelsFromConfig,
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
  const channels = channelsFromConfig(notify, () => labels, await photoAccess(io.env, file));
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

/** The request's photos as the server reaches them (LEAD_PHOTOS_DIR), with links signed by the site's form secret. */
async function photoAccess(env: NodeJS.ProcessEnv, leadsFile: string): Promise<LeadPhotoAccess> {
  const config = loadConfig({ LEAD_PHOTOS_DIR: env.LEAD_PHOTOS_DIR, FORM_SECRET: env.FORM_SECRET });
  const photos = createLeadPhotoStore({ dir: config.leadPhotos.dir });
  return { files: photos.files, links: createPhotoLinks(await resolveFormSecret(config.formSecret, leadsFile)) };
}

/** The business and service names for the e-mail, from the content (DATA_DIR); plain slugs when it cannot be read. */
async function readLabels(env: NodeJS.ProcessEnv): Promise<LeadLabels> {
  try {
    return leadLabels(await loadContent(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir));
  } catch {
    return { businessName: '', serviceName: (slug) => slug };
  }
}
