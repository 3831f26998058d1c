// The stored lead: one versioned schema, used to write each line
// of the lead log and to read it back everywhere (the notifier, the leads
// command, resend, tests). A line written by an older version is migrated as
// it is read; a line that fits no version is reported with its file and line
// number, never dropped silently. What the visitor typed is cleaned by the
// one rule for visitors' text as it is read too (shared/visible-text.ts), so
// a line written before a rule was added reaches no e-mail, webhook, CSV or
// terminal with what the rule now takes out.
import { z } from 'zod';
import { leadSourceSchema } from '../../shared/lead-source';
import { visibleLines } from '../../shared/visible-lines';
import { visibleText } from '../../shared/visible-text';

/** A line the visitor typed, and their message (which keeps its line breaks). */
const typedLine = z.string().transform((value) => visibleText(value));
const typedText = z.string().transform((value) => visibleLines(value));

export const LEAD_RECORD_VERSION = 3;

/** A photo of the floor, as stored in the lead photo folder (server/lead-photos): upright, re-encoded, without metadata. */
const storedPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;

const leadRecordSchema = z.object({
  v: z.literal(LEAD_RECORD_VERSION),
  id: z.string().min(1),
  receivedAt: z.iso.datetime({ offset: true }),
  name: typedLine,
  email: typedLine,
  phone: typedLine,
  /** A service's slug, or "" (none chosen). */
  service: z.string(),
  location: typedLine,
  message: typedText,
  /** Photos of the floor, in the order the visitor chose them. */
  photos: z.array(storedPhotoSchema).optional(),
  /** What is to be priced: the area, the kind of work, and the range the form showed, from the prices set on `range.setOn`. */
  project: z
    .object({
      areaSqFt: z.number().optional(),
      work: z.string().optional(),
      range: z.object({ price: z.string(), low: z.number(), high: z.number(), setOn: z.string() }).optional(),
    })
    .optional(),
  /** When the site may be visited (visit window values), the access to arrange, and the dated slot asked for. */
  visit: z
    .object({
      windows: z.array(z.string()),
      access: z.array(z.string()),
      /** Held: a place of the slot is this request's (counted at start from here); not held: it was full when the request came. */
      slot: z
        .object({ id: z.string(), start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }), held: z.boolean() })
        .optional(),
    })
    .optional(),
  /** Sent from a Spanish page (notifications mark it, the visitor's copy is in Spanish); absent: English. */
  language: z.enum(['es']).optional(),
  /** The visitor ticked "Text me about this request": the phone they typed may get texts about it (consent, given when it was received). */
  textMe: z.literal(true).optional(),
  /** Where it came from: the page it was sent from, the visit's landing page, referrer and utm_*, its id and the pages it viewed. */
  source: leadSourceSchema.optional(),
  /** Screened as spam (the reason): kept, answered like any other, never notified. */
  spam: z.string().optional(),
  /** Doubtful but notified (e.g. "rate": past the per-address soft limit). */
  flagged: z.array(z.string()).optional(),
  /** The key a repeat of this request is recognized by. */
  idempotencyKey: z.string().optional(),
  /** A hash of the request's fields: the same key with other fields is another request, refused. */
  fieldsHash: z.string().optional(),
});

export type LeadRecord = z.infer<typeof leadRecordSchema>;

/** What each flag of a doubtful request means, for the e-mail and the leads command. */
const FLAG_TEXTS: Record<string, string> = {
  rate: 'many requests from one address within minutes',
  'cross-site': "sent from another site's page, not this site's form",
  'token-moved': 'sent from another network than the one its form was opened on',
  'upload-rate': 'many photo bytes from one address within the hour',
  'slot-taken': 'the site visit it asked for was full when it came: agree another time',
  'slot-invalid': 'it asked for a site visit that was not on offer (past, closed or made up)',
};

export const flagText = (flag: string) => FLAG_TEXTS[flag] ?? flag;

/** Each older version's record, made into the next version's. */
const MIGRATIONS: Record<number, (record: Record<string, unknown>) => Record<string, unknown>> = {
  // Version 1 (no `v`): `spam` was sometimes `true` or `false` rather than a reason.
  1: ({ spam, ...record }) => ({
    ...record,
    v: 2,
    ...(typeof spam === 'string' && spam ? { spam }
    : spam === true ? { spam: 'spam' }
    : {}),
  }),
  // Version 3 added photos, project and visit, all optional: a version 2 record is one as it is.
  2: (record) => ({ ...record, v: 3 }),
};

/** A line of the log as a current record; throws, with the reason, when it is none. */
export function parseLeadRecord(value: unknown): LeadRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a lead (not an object)');
  let record = value as Record<string, unknown>;
  let version = typeof record.v === 'number' ? record.v : 1;
  if (version > LEAD_RECORD_VERSION) throw new Error(`written by a newer version of the site (record version ${version})`);
  while (version < LEAD_RECORD_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) throw new Error(`no migration from record version ${version}`);
    record = migrate(record);
    version++;
  }
  const result = leadRecordSchema.safeParse(record);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`not a lead: ${issue.path.join('.') || '(record)'}: ${issue.message}`);
  }
  return result.data;
}
