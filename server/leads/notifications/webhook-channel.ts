// A webhook: each new lead POSTed as JSON (`{"event": "contact-request",
// "lead": …}`), or several at once as `{"event": "contact-requests", "leads":
// […]}` (a digest, see notifier.ts). Signed when a secret is set with
// `X-Signature: sha256=<hex HMAC-SHA256 of the exact body>` (the receiver
// recomputes it over the raw body it got). Any 2xx is success.
import { createHmac } from 'node:crypto';
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
 * intake uses, with the service's name and the visit's journey (its traffic
 * source named as in the e-mail, so a CRM need not reclassify referrers).
 */
function webhookLead(lead: LeadRecord, labels: LeadLabels) {
  const { v: _version, idempotencyKey: _key, fieldsHash: _hash, spam: _spam, ...fields } = lead;
  return { ...fields, serviceLabel: fields.service ? labels.serviceName(fields.service) : '', journey: leadJourney(lead) };
}

function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function createWebhookChannel(
  { url, secret }: WebhookSettings,
  labels: () => LeadLabels,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): NotificationChannel {
  const closing = new AbortController();
  return {
    name: 'webhook',
    async send(leads) {
      if (leads.length === 0) return;
      const body = JSON.stringify(
        leads.length === 1 ?
          { event: 'contact-request', lead: webhookLead(leads[0]!, labels()) }
        : { event: 'contact-requests', leads: leads.map((lead) => webhookLead(lead, labels())) },
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
