// Contact requests from the API and the no-JavaScript form take one path:
// validate, screen for spam, de-duplicate, append to the log (durably).
import { createHash, randomUUID } from 'node:crypto';
import type { ContactReceipt } from '../../shared/api-types';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../shared/constants';
import { contactRequestSchema, fieldErrors, type ContactRequest } from '../../shared/contact-schema';
import type { Logger } from '../logger';
import { createFormTokens } from './form-token';
import { rememberResults } from './idempotency';
import type { LeadLog } from './lead-log';
import { readLeads } from './read-leads';

export type SubmitResult =
  | { outcome: 'stored'; receipt: ContactReceipt; request: ContactRequest }
  | { outcome: 'invalid'; errors: Record<string, string> }
  | { outcome: 'failed' };

/** What the log holds per request. `spam` is set (with the reason) for requests screened out. */
export interface StoredLead extends ContactReceipt, ContactRequest {
  spam?: string;
  idempotencyKey?: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function createContactIntake({ leads, logger, formSecret, now = Date.now }: { leads: LeadLog; logger: Logger; formSecret: string; now?: () => number }) {
  const tokens = createFormTokens(formSecret, now);
  const results = rememberResults<SubmitResult>({ now });

  async function store(body: Record<string, unknown>, idempotencyKey: string | undefined): Promise<SubmitResult> {
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error) };
    // Bots get the same answer as people; their requests are kept, flagged, never notified.
    const honeypot = body[HONEYPOT_FIELD];
    const verdict = tokens.verify(body[FORM_TOKEN_FIELD]);
    const spam = typeof honeypot === 'string' && honeypot.trim() ? 'honeypot' : verdict.ok ? undefined : verdict.reason;
    const receipt: ContactReceipt = { id: randomUUID(), receivedAt: new Date(now()).toISOString() };
    const lead: StoredLead = { ...receipt, ...parsed.data, ...(spam && { spam }), ...(idempotencyKey && { idempotencyKey }) };
    try {
      await leads.append(lead);
    } catch (error) {
      logger.error({ err: error, leadId: receipt.id }, 'could not store a contact request');
      return { outcome: 'failed' };
    }
    logger.info({ leadId: receipt.id, spam }, 'contact request stored');
    return { outcome: 'stored', receipt, request: parsed.data };
  }

  return {
    /** The token a rendered contact form carries. */
    issueFormToken: () => tokens.issue(),

    /**
     * Stores one request. `idempotencyKey` is the script's header; a form
     * without JavaScript is keyed by its token and content, so a resubmission
     * of the same form is recognised while two visitors never collide.
     */
    submit(body: unknown, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<SubmitResult> {
      const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const key =
        idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey)
          ? `key:${idempotencyKey}`
          : typeof fields[FORM_TOKEN_FIELD] === 'string'
            ? `form:${createHash('sha256').update(JSON.stringify(fields)).digest('base64url')}`
            : undefined;
      if (!key) return store(fields, undefined);
      return results.once(key, () => store(fields, key), (result) => result.outcome === 'stored');
    },

    /** Remembers the keys of requests already in the log, so repeats across a restart store nothing. */
    async seedFromLog(): Promise<void> {
      for (const lead of (await readLeads(leads.file)) as Partial<StoredLead>[]) {
        if (!lead.idempotencyKey || !lead.id || !lead.receivedAt) continue;
        const at = Date.parse(lead.receivedAt);
        const { id, receivedAt } = lead;
        results.seed(lead.idempotencyKey, { outcome: 'stored', receipt: { id, receivedAt }, request: lead as ContactRequest }, at);
      }
    },
  };
}

export type ContactIntake = ReturnType<typeof createContactIntake>;
