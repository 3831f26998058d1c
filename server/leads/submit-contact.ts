// Contact requests from the API and the no-JavaScript form take one path:
// validate, screen for spam, de-duplicate, append to the log (durably), and
// only then hand the request to the notifier, which sends in the background.
import { createHash, randomUUID } from 'node:crypto';
import type { ContactReceipt, LeadSource } from '../../shared/api-types';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../shared/contact-fields';
import { contactRequestSchema, fieldErrors, type ContactRequest } from '../../shared/contact-schema';
import type { Logger } from '../logger';
import { createFormTokens } from './form-token';
import { rememberResults } from './idempotency';
import type { LeadLog } from './lead-log';
import { leadSourceFrom } from './lead-source';
import { readLeads } from './read-leads';

export type SubmitResult =
  { outcome: 'stored'; receipt: ContactReceipt } | { outcome: 'invalid'; errors: Record<string, string> } | { outcome: 'failed' };

/** What the log holds per request. `spam` is set (with the reason) for requests screened out. */
export interface StoredLead extends ContactReceipt, ContactRequest {
  /** Where the request came from, when known (lead-source.ts). */
  source?: LeadSource;
  spam?: string;
  idempotencyKey?: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Told of each stored request that is not spam; sends on its own time, never the visitor's. */
interface LeadListener {
  enqueue(lead: StoredLead): void;
}

export interface IntakeDeps {
  leads: LeadLog;
  logger: Logger;
  formSecret: string;
  notifier?: LeadListener;
  now?: () => number;
}

export function createContactIntake({ leads, logger, formSecret, notifier, now = Date.now }: IntakeDeps) {
  const tokens = createFormTokens(formSecret, { now });
  const results = rememberResults<SubmitResult>({ now });

  async function store(
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
    refererPage: string | undefined,
  ): Promise<SubmitResult> {
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error) };
    // Bots get the same answer as people; their requests are kept, flagged, never notified.
    const honeypot = body[HONEYPOT_FIELD];
    const verdict = await tokens.verify(body[FORM_TOKEN_FIELD]);
    const spam =
      typeof honeypot === 'string' && honeypot.trim() ? 'honeypot'
      : verdict.ok ? undefined
      : verdict.reason;
    const receipt: ContactReceipt = { id: randomUUID(), receivedAt: new Date(now()).toISOString() };
    const source = leadSourceFrom(body, refererPage);
    const lead: StoredLead = {
      ...receipt,
      ...parsed.data,
      ...(source && { source }),
      ...(spam && { spam }),
      ...(idempotencyKey && { idempotencyKey }),
    };
    try {
      await leads.append(lead);
    } catch (error) {
      logger.error({ err: error, leadId: receipt.id }, 'could not store a contact request');
      if (verdict.ok) await tokens.giveBack(verdict);
      return { outcome: 'failed' };
    }
    logger.info({ leadId: receipt.id, spam }, 'contact request stored');
    // Not awaited: the visitor's answer never waits for an e-mail or a webhook.
    if (!spam) notifier?.enqueue(lead);
    return { outcome: 'stored', receipt };
  }

  return {
    /** The token a rendered contact form carries. */
    issueFormToken: () => tokens.issue(),

    /**
     * Stores one request. `idempotencyKey` is the script's header; a form
     * without JavaScript is keyed by its token and content, so a resubmission
     * of the same form is recognised while two visitors never collide.
     * `refererPage` is the path of the Referer when it is a page of this site.
     */
    submit(body: unknown, { idempotencyKey, refererPage }: { idempotencyKey?: string; refererPage?: string } = {}): Promise<SubmitResult> {
      const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const key =
        idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey) ? `key:${idempotencyKey}`
        : typeof fields[FORM_TOKEN_FIELD] === 'string' ? `form:${createHash('sha256').update(JSON.stringify(fields)).digest('base64url')}`
        : undefined;
      if (!key) return store(fields, undefined, refererPage);
      return results.once(
        key,
        () => store(fields, key, refererPage),
        (result) => result.outcome === 'stored',
      );
    },

    /** Remembers the keys of requests already in the log, so repeats across a restart store nothing. */
    async seedFromLog(): Promise<void> {
      for (const lead of (await readLeads(leads.file)) as Partial<StoredLead>[]) {
        if (!lead.idempotencyKey || !lead.id || !lead.receivedAt) continue;
        const at = Date.parse(lead.receivedAt);
        const { id, receivedAt } = lead;
        results.seed(lead.idempotencyKey, { outcome: 'stored', receipt: { id, receivedAt } }, at);
      }
    },
  };
}

export type ContactIntake = ReturnType<typeof createContactIntake>;
