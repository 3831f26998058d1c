// Reading the lead logs for `npm run leads`: every lead with, when asked,
// what its log's delivery record says, the notification settings the
// server would use, and the labels of the visit windows the content gives now.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, NOTIFY_VARIABLES, type NotifyConfig } from '../../server/config';
import { BUSINESS_FILE } from '../../server/content/collections';
import { channelNamesOf, deliveryRecordFile, readLeadLogs, readDeliveries, REVIEW_CHANNEL } from '../../server/leads/lead-book';
import { problemText } from '../../server/storage/ndjson-log';
import { businessSchema } from '../../shared/content-schema';
import { siteVisitWindows } from '../../shared/site-visit-windows';
import type { WindowLabels } from './estimate-text';
import { isUndelivered, type Lead } from './lead-selection';

/**
 * The leads of `files`, each with its events, its review request's delivery
 * (from the reviews' record) and, when asked, the deliveries of its own log;
 * a line that is none is a warning with its file and line.
 */
export async function readLogs(files: string[], warn: (message: string) => void, { withDeliveries }: { withDeliveries: boolean }) {
  const { leads: read, problems } = await readLeadLogs(files);
  for (const problem of problems) warn(problemText(problem));
  const deliveries = new Map(
    await Promise.all(files.map(async (file) => [file, await readDeliveries(deliveryRecordFile(file), warn)] as const)),
  );
  const reviewOf = (id: string) => [...deliveries.values()].map((record) => record.get(id)?.[REVIEW_CHANNEL]).find(Boolean);
  return read.map((found) => {
    const review = reviewOf(found.lead.id);
    const delivery = withDeliveries && { delivery: deliveries.get(found.file)?.get(found.lead.id) ?? {} };
    return { ...found, lead: { ...found.lead, events: found.events, ...(review && { review }), ...delivery } };
  });
}

/** The notification settings of the environment, as the server reads them; undefined (after `onError`) when they are invalid. */
export function notifySettings(env: NodeJS.ProcessEnv, onError: (message: string) => void): NotifyConfig | undefined {
  try {
    return loadConfig(Object.fromEntries(NOTIFY_VARIABLES.map((name) => [name, env[name]]))).notify;
  } catch (error) {
    onError((error as Error).message.replace(/\n\s*/g, ' '));
    return undefined;
  }
}

/**
 * The leads not yet notified on every channel, each with what its delivery
 * record says, plus the configured channels never tried. Without valid
 * settings (a warning), only the channels tried before count.
 */
export function undeliveredOf(stored: { lead: Lead }[], env: NodeJS.ProcessEnv, warn: (line: string) => void): Lead[] {
  const configured = notifySettings(env, (message) => warn(`warning: ${message}; showing the channels tried before only`));
  const channels = configured ? channelNamesOf(configured) : [];
  return stored
    .map(({ lead }) => {
      const delivery = { ...lead.delivery };
      for (const channel of channels) delivery[channel] ??= { sent: false, attempts: 0, at: '' };
      return { ...lead, delivery };
    })
    .filter((lead) => isUndelivered(lead, channels));
}

/**
 * The label of each visit window by its value, made from the opening hours
 * of the content (DATA_DIR) as it is now, the way the form offers them; none
 * when the business profile cannot be read (each window then shows as stored).
 */
export async function readWindowLabels(env: NodeJS.ProcessEnv): Promise<WindowLabels> {
  try {
    const hours = businessSchema.shape.hours.parse((await readProfile(env))?.hours);
    return new Map(siteVisitWindows(hours).map((window) => [window.value, window.label]));
  } catch {
    return new Map();
  }
}

/** The site's origin as the server names it in links: SITE_URL, else the business profile's; undefined when neither can be read. */
export async function readSiteUrl(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const configured = loadConfig({ SITE_URL: env.SITE_URL }).siteUrl;
  if (configured) return configured;
  const siteUrl = (await readProfile(env).catch(() => undefined))?.siteUrl;
  return typeof siteUrl === 'string' ? siteUrl : undefined;
}

/** The business profile of the content (DATA_DIR), as stored. */
async function readProfile(env: NodeJS.ProcessEnv): Promise<{ hours?: unknown; siteUrl?: unknown } | undefined> {
  const file = path.join(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir, BUSINESS_FILE.files);
  return (JSON.parse(await readFile(file, 'utf8')) as Record<string, { hours?: unknown; siteUrl?: unknown } | undefined>)[
    BUSINESS_FILE.key
  ];
}
