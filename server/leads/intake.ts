// Leads from the API and the form without JavaScript take one
// path: check the fields (before anything else touches the body), recognize a
// repeat, screen for spam, append the record to the log (durably), and only
// then hand it to the notifier, which sends in the background, and count it
// (server/traffic) when the browser may be counted. A doubtful
// request is stored and flagged, never refused; only a flood past the hard
// cap (limits.ts) or a full disk is turned back, with the phone number.
import { createHash, randomUUID } from 'node:crypto';
import type { LeadReceipt } from '../../shared/api-types';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD, TEXT_ME_FIELD } from '../../shared/lead-fields';
import { languageOfPath, type Language } from '../../shared/language';
import type { Logger } from '../logger';
import type { ClusterStore } from '../cluster-store';
import type { NdjsonLog } from '../storage/ndjson-log';
import type { FieldCode } from '../../shared/form-problems';
import type { PhotoCode } from '../../shared/photo-problems';
import { uploadOwner, type LeadPhotoStore } from './photos/lead-photo-store';
import { leadInputSchema, fieldErrors } from './lead-input';
import { readEstimate, type EstimateOptions } from './estimate-input';
import { createFormTokens } from './form-token';
import { readLeadLogs } from './lead-logs';
import { LEAD_RECORD_VERSION, type LeadRecord } from './lead-record';
import { leadSourceFrom } from './lead-source';
import type { SlotWithPlaces, VisitBookings } from './visits/visit-bookings';
import type { VisitSlot } from '../../shared/visit-slots';

/** When a visitor whose request could not be saved (a full disk, a failed write) may try again, in seconds. */
export const RETRY_AFTER_FAILED_SECONDS = 60;

/** A photo that is not part of a stored request, and why: `photo` is its upload id or file name. */
export interface PhotoNotKept {
  photo: string;
  code: PhotoCode;
  megapixels?: number;
}

/** What became of the photos a request named or carried. */
interface PhotosAnswer {
  kept: number;
  notKept: PhotoNotKept[];
}

/** The site-visit slot a stored request asked for: held, or full when it came (then the next with a place, a few). */
type SlotAnswer = VisitSlot & { held: boolean; next?: SlotWithPlaces[] };

/** How many free slots a request whose slot was taken is offered instead. */
const NEXT_SLOTS_OFFERED = 3;

export type SubmitResult =
  | { outcome: 'stored'; receipt: LeadReceipt; photos?: PhotosAnswer; slot?: SlotAnswer }
  | { outcome: 'invalid'; errors: Record<string, FieldCode> }
  /** The Idempotency-Key was used for a request with other fields. */
  | { outcome: 'conflict' }
  /** Nothing could be written (the disk is nearly full, or the log failed): the visitor is asked to call or try again. */
  | { outcome: 'failed' };

export interface SubmitOptions {
  /** The script's Idempotency-Key header. */
  idempotencyKey?: string;
  /** The path of the Referer, when it is a page of this site. */
  refererPage?: string;
  /** Flags the request earned before the intake ("rate", "cross-site": server/leads/lead-flags.ts). */
  flags?: string[];
  /** The sender's address class (server/web/address-class.ts): its form token should have been issued to the same. */
  addressClass?: string;
  /** Whose uploads the request's photos are (the form without JavaScript: the request's own); omitted, the form token's. */
  photoOwner?: string;
  /** Photos of the request that could not be received (the form without JavaScript sends them with it). */
  photosNotKept?: PhotoNotKept[];
  /** False for a browser that asked not to be tracked, or a bot: the request is stored and notified, but not counted, and keeps no visit. */
  counted?: boolean;
}

/** Told of each stored request that is not spam; sends on its own time, never the visitor's. */
interface LeadListener {
  enqueue(lead: LeadRecord): void;
}

/** Counts each stored request that is not spam, from a browser that may be counted. */
interface RequestCounter {
  countLead(lead: LeadRecord): void;
}

export interface IntakeDeps {
  leads: NdjsonLog;
  logger: Logger;
  formSecret: string;
  /** Idempotency keys and used tokens, shared by every worker. */
  store: ClusterStore;
  /** The service types the form offers (from the content): a request may name one of them. */
  offeredServices: () => readonly { value: string }[];
  /** The prices and visit windows the estimate's fields are read with. */
  estimateOptions?: () => EstimateOptions;
  /** The places of the dated site-visit slots; omitted, a slot asked for is not held (nor flagged). */
  bookings?: VisitBookings;
  /** Where the photos a request names were uploaded; omitted, a request's photos are not kept. */
  photos?: LeadPhotoStore;
  notifier?: LeadListener;
  counter?: RequestCounter;
  /** False when the disk is nearly full: nothing is written, the visitor is told to call. */
  hasRoom?: () => Promise<boolean>;
  now?: () => number;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a request is recognized by its key. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request with its key to finish. */
const PENDING_WAIT_MS = 10_000;

type KeyState = { fieldsHash: string; receipt?: LeadReceipt; photos?: PhotosAnswer; slot?: SlotAnswer };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function createLeadIntake({
  leads,
  logger,
  formSecret,
  store,
  offeredServices,
  estimateOptions = () => ({ prices: [], windows: [] }),
  photos,
  bookings,
  notifier,
  counter,
  hasRoom = () => Promise.resolve(true),
  now = Date.now,
}: IntakeDeps) {
  const tokens = createFormTokens(formSecret, {
    now,
    used: {
      claim: (nonce, expiresAt) => store.setIfAbsent(`token:${nonce}`, 1, expiresAt - now()),
      release: (nonce) => store.delete(`token:${nonce}`),
    },
  });

  async function append(record: LeadRecord): Promise<boolean> {
    if (!(await hasRoom())) {
      logger.error({ leadId: record.id }, 'the disk of the lead log is nearly full: a lead was refused (503)');
      return false;
    }
    try {
      await leads.append(record);
      return true;
    } catch (error) {
      logger.error({ err: error, leadId: record.id }, 'could not store a lead');
      return false;
    }
  }

  /** Waits for the first request with this key to be stored (or to fail, which frees the key). */
  async function settled(key: string): Promise<KeyState | undefined> {
    const until = now() + PENDING_WAIT_MS;
    for (;;) {
      const state = await store.get<KeyState>(key);
      if (!state || state.receipt || now() > until) return state;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function submit(
    body: unknown,
    {
      idempotencyKey,
      refererPage,
      flags: earned = [],
      counted = false,
      addressClass = 'unknown',
      photosNotKept = [],
      photoOwner,
    }: SubmitOptions = {},
  ): Promise<SubmitResult> {
    const raw = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const parsed = leadInputSchema.safeParse(raw);
    const service = parsed.success ? parsed.data.service : textOf(raw.service);
    const estimate = readEstimate(raw, service, estimateOptions());
    if (!parsed.success) return { outcome: 'invalid', errors: { ...fieldErrors(parsed.error), ...estimate.errors } };
    const fields = parsed.data;
    if (fields.service && !offeredServices().some((option) => option.value === fields.service))
      return { outcome: 'invalid', errors: { service: 'not-offered', ...estimate.errors } };
    if (Object.keys(estimate.errors).length > 0) return { outcome: 'invalid', errors: estimate.errors };
    const token = textOf(raw[FORM_TOKEN_FIELD]);
    const spec = [fields.name, fields.email, fields.phone, fields.service, fields.location, fields.message];
    const extended = estimate.project || estimate.visit || estimate.photoIds.length > 0 || estimate.slotId;
    const fieldsHash = createHash('sha256')
      .update(JSON.stringify(extended ? [...spec, estimate.project, estimate.visit, estimate.photoIds, estimate.slotId ?? null] : spec))
      .digest('base64url');

    // A repeat (double click, network retry, a form sent twice) answers the first receipt and stores nothing.
    const key =
      apiKey(idempotencyKey) ?? (token ? `form:${createHash('sha256').update(`${token}\0${fieldsHash}`).digest('base64url')}` : undefined);
    if (key) {
      while (!(await store.setIfAbsent(`idem:${key}`, { fieldsHash } satisfies KeyState, KEY_TTL_MS))) {
        const earlier = await settled(`idem:${key}`);
        if (!earlier) continue; // the first one failed: this one goes ahead
        if (earlier.fieldsHash !== fieldsHash) return { outcome: 'conflict' };
        if (earlier.receipt)
          return {
            outcome: 'stored',
            receipt: earlier.receipt,
            ...(earlier.photos && { photos: earlier.photos }),
            ...(earlier.slot && { slot: earlier.slot }),
          };
        return { outcome: 'failed' }; // still not finished after the wait
      }
    }

    // Bots get the same answer as people; their requests are kept, flagged, never notified.
    const honeypot = textOf(raw[HONEYPOT_FIELD]);
    const verdict = await tokens.verify(token, addressClass);
    const spam =
      honeypot.trim() ? 'honeypot'
      : verdict.ok ? undefined
      : verdict.reason;
    const claimed =
      photos && estimate.photoIds.length > 0 ?
        await photos.claim(estimate.photoIds, photoOwner ?? uploadOwner(token, addressClass))
      : { photos: [], flags: [], missing: estimate.photoIds, extra: [] };
    // A place in the slot asked for, taken as the request is stored; never for spam, which must not fill the calendar.
    const hold = estimate.slotId !== undefined && bookings && !spam ? await bookings.hold(estimate.slotId) : undefined;
    const slot: SlotAnswer | undefined =
      hold?.outcome === 'held' ? { ...hold.slot, held: true }
      : hold?.outcome === 'taken' ? { ...hold.slot, held: false, next: await freeSlots(bookings!) }
      : undefined;
    const flags = [
      ...earned,
      ...(verdict.ok && verdict.moved ? ['token-moved'] : []),
      ...claimed.flags,
      ...(hold?.outcome === 'taken' ? ['slot-taken'] : []),
      ...(hold?.outcome === 'invalid' ? ['slot-invalid'] : []),
    ];
    const visit =
      slot ?
        { windows: [], access: [], ...estimate.visit, slot: { id: slot.id, start: slot.start, end: slot.end, held: slot.held } }
      : estimate.visit;
    const photosAnswer: PhotosAnswer | undefined =
      estimate.photoIds.length > 0 || photosNotKept.length > 0 ?
        {
          kept: claimed.photos.length,
          notKept: [
            ...photosNotKept,
            ...claimed.missing.map((photo) => ({ photo, code: 'missing' as const })),
            ...claimed.extra.map((photo) => ({ photo, code: 'over-count' as const })),
          ],
        }
      : undefined;
    const receipt: LeadReceipt = { id: randomUUID(), receivedAt: new Date(now()).toISOString() };
    const source = leadSourceFrom(raw, refererPage, counted);
    const language = requestLanguage(raw, source?.page);
    const record: LeadRecord = {
      v: LEAD_RECORD_VERSION,
      ...receipt,
      ...fields,
      ...(language === 'es' && { language }),
      ...(asksForTexts(raw) && { textMe: true as const }),
      ...(claimed.photos.length > 0 && { photos: claimed.photos }),
      ...(estimate.project && { project: estimate.project }),
      ...(visit && { visit }),
      ...(source && { source }),
      ...(spam && { spam }),
      ...(flags.length > 0 && { flagged: flags }),
      ...(key && { idempotencyKey: key }),
      fieldsHash,
    };
    if (!(await append(record))) {
      if (verdict.ok) await tokens.giveBack(verdict);
      if (hold?.outcome === 'held') await bookings!.release(hold.slot);
      if (key) await store.delete(`idem:${key}`);
      return { outcome: 'failed' };
    }
    if (key) await store.set(`idem:${key}`, { fieldsHash, receipt, photos: photosAnswer, slot } satisfies KeyState, KEY_TTL_MS);
    logger.info({ leadId: receipt.id, spam, flagged: record.flagged, photos: claimed.photos.length || undefined }, 'lead stored');
    // Not awaited: the visitor's answer never waits for an e-mail or a webhook.
    if (!spam) notifier?.enqueue(record);
    if (!spam && counted) {
      try {
        counter?.countLead(record);
      } catch (error) {
        // Counting never fails a request that is stored.
        logger.warn({ err: error, leadId: receipt.id }, 'a stored lead could not be counted');
      }
    }
    return { outcome: 'stored', receipt, ...(photosAnswer && { photos: photosAnswer }), ...(slot && { slot }) };
  }

  return {
    submit,
    /** A token for the form of one visitor, on `addressClass`. */
    issueFormToken: (addressClass: string) => tokens.issue(addressClass),

    /** True when a request with this Idempotency-Key was stored (or is being): a repeat, answered with its receipt. */
    async isKnownKey(idempotencyKey: string | undefined): Promise<boolean> {
      const key = apiKey(idempotencyKey);
      return key !== undefined && (await store.get(`idem:${key}`)) !== undefined;
    },

    /** Recognizes the idempotency keys of requests already in the log (a form's key includes its token), so repeats across a restart store nothing. */
    async seedFromLog(): Promise<void> {
      const { leads: stored } = await readLeadLogs([leads.file]);
      for (const { lead } of stored) {
        const age = now() - Date.parse(lead.receivedAt);
        if (!lead.idempotencyKey || !lead.fieldsHash || age > KEY_TTL_MS) continue;
        const slot = lead.visit?.slot;
        const state: KeyState = {
          fieldsHash: lead.fieldsHash,
          receipt: { id: lead.id, receivedAt: lead.receivedAt },
          ...(slot && { slot }),
        };
        await store.set(`idem:${lead.idempotencyKey}`, state, KEY_TTL_MS - age);
      }
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;

/** The language of a request: the form's `language` field, else the language of the page it was sent from. */
function requestLanguage(body: Record<string, unknown>, page: string | undefined): Language {
  if (body[LANGUAGE_FIELD] === 'es' || body[LANGUAGE_FIELD] === 'en') return body[LANGUAGE_FIELD];
  return page ? languageOfPath(page.split('?')[0]!) : 'en';
}

/** The visitor ticked the box for texts: `yes` as the form posts it, `true` in JSON. */
const asksForTexts = (body: Record<string, unknown>) => body[TEXT_ME_FIELD] === 'yes' || body[TEXT_ME_FIELD] === true;

/** The next slots with a place, for a request whose own was full. */
const freeSlots = async (bookings: VisitBookings) =>
  (await bookings.slots()).filter((slot) => slot.available > 0).slice(0, NEXT_SLOTS_OFFERED);

/** The store key of an API request's Idempotency-Key; undefined when it has none, or none of the allowed form. */
function apiKey(idempotencyKey: string | undefined): string | undefined {
  return idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey) ? `key:${idempotencyKey}` : undefined;
}
