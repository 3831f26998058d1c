// A webhook: each new lead POSTed as JSON (`{"event": "contact-request",
// "lead": …}`), or several at once as `{"event": "contact-requests", "leads":
// […]}` (a digest, see notifier.ts). Signed when a secret is set with
// `X-Signature: sha256=<hex HMAC-SHA256 of the exact body>` (the receiver
// recomputes it over the raw body it got). Any 2xx is success. A request's
// photos are signed links that work for PHOTO_LINK_DAYS (photo-links.ts):
// a receiver that keeps photos downloads them within that time.
import { createHmac } from 'node:crypto';
import { ACCESS_NEEDS, labelOf, UPLOAD_ID, WORK_KINDS } from '../../../shared/estimate-fields';
import { referenceOf } from '../../../shared/lead-reference';
import type { PhotoLinks } from '../photos/photo-links';
import type { LeadRecord } from '../lead-record';
import type { LeadLabels } from './lead-email';
import { leadJourney } from './lead-journey';
import type { NotificationChannel } from './notifier';

export interface WebhookSettings {
  url: string;
  secret?: string;
}

/** A webhook that does not answer in time has failed (and is retried). */
const TIMEOUT_MS = 10_000;

/**
 * A lead as the webhook gets it: as stored, without the fields only the
 * intake uses, with the names a person reads beside each stored value (the
 * service, kind of work, visit windows and access, as the e-mail says them),
 * the short reference, the borough when the location tells it, each photo
 * with signed links instead of its size on disk, and the visit's journey (its
 * traffic source named as in the e-mail, so a CRM need not reclassify referrers).
 */
function webhookLead(lead: LeadRecord, labels: LeadLabels, links: PhotoLinks | undefined) {
  const { v: _version, idempotencyKey: _key, fieldsHash: _hash, spam: _spam, photos, project, visit, ...fields } = lead;
  const borough = lead.location ? labels.boroughOf?.(lead.location) : undefined;
  const siteUrl = labels.business?.siteUrl;
  const linked = links && siteUrl ? links : undefined;
  return {
    ...fields,
    serviceLabel: fields.service ? labels.serviceName(fields.service) : '',
    reference: referenceOf(lead.id),
    ...(borough && { borough }),
    ...(project && { project: { ...project, ...(project.work && { workLabel: labelOf(WORK_KINDS, project.work) }) } }),
    ...(visit && {
      visit: {
        ...visit,
        windowLabels: visit.windows.map((value) => labels.windowLabel?.(value) ?? value),
        accessLabels: visit.access.map((value) => labelOf(ACCESS_NEEDS, value)),
      },
    }),
    ...(photos &&
      photos.length > 0 && {
        photos: photos.map(({ id, width, height }) => ({
          id,
          width,
          height,
          ...(linked &&
            siteUrl &&
            UPLOAD_ID.test(id) && { url: linked.url(siteUrl, id, 'photo'), thumbnailUrl: linked.url(siteUrl, id, 'thumb') }),
        })),
        ...(linked && { photoLinksExpireAt: linked.expiresAt().toISOString() }),
      }),
    journey: leadJourney(lead),
  };
}

function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** `links`: signs the photos' links; omitted, photos are listed without them. */
export function createWebhookChannel(
  { url, secret }: WebhookSettings,
  labels: () => LeadLabels,
  { timeoutMs = TIMEOUT_MS, links }: { timeoutMs?: number; links?: PhotoLinks } = {},
): NotificationChannel {
  const closing = new AbortController();
  return {
    name: 'webhook',
    async send(leads) {
      if (leads.length === 0) return;
      const body = JSON.stringify(
        leads.length === 1 ?
          { event: 'contact-request', lead: webhookLead(leads[0]!, labels(), links) }
        : { event: 'contact-requests', leads: leads.map((lead) => webhookLead(lead, labels(), links)) },
      );
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Lead-Id': leads.map((l) => l.id).join(', ') };
      if (secret) headers['X-Signature'] = signature(secret, body);
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the webhook answered HTTP ${res.status}`);
    },
    close() {
      closing.abort(new Error('the notifier stopped'));
    },
  };
}
