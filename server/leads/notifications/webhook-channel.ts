// A webhook: each new lead POSTed as JSON, signed when a secret is set with
// `X-Signature: sha256=<hex HMAC-SHA256 of the exact body>` (the receiver
// recomputes it over the raw body it got). Any 2xx is success.
import { createHmac } from 'node:crypto';
import type { StoredLead } from '../submit-contact';
import { serviceLabel } from './lead-email';
import type { NotificationChannel } from './notifier';

export interface WebhookSettings {
  url: string;
  secret?: string;
}

/** A webhook that does not answer in time has failed (and is retried). */
const TIMEOUT_MS = 10_000;

/** The JSON body: the lead as stored (without its idempotency key), with the service's label. */
function webhookBody(lead: StoredLead): string {
  const { idempotencyKey: _key, spam: _spam, ...fields } = lead;
  return JSON.stringify({
    event: 'contact-request',
    lead: { ...fields, serviceLabel: fields.service ? serviceLabel(fields.service) : '' },
  });
}

function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function createWebhookChannel(
  { url, secret }: WebhookSettings,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): NotificationChannel {
  const closing = new AbortController();
  return {
    name: 'webhook',
    async send(lead: StoredLead) {
      const body = webhookBody(lead);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Lead-Id': lead.id };
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
