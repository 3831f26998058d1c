// What the site counts, declared once: the event a browser sends (a page
// view or a tap on a phone number), and the traffic event stored for it and
// for each lead. The stored event holds only these fields: never an address,
// a user agent, a cookie or anything a visitor typed. The endpoint
// (traffic-route.ts), the traffic log and `npm run traffic` all use this module.
import { z } from 'zod';
import { TRAFFIC_UTM_MAX_LENGTH } from '../../shared/constants';
import { inputText, sitePathText } from '../web/input-text';

export const TRAFFIC_EVENT_VERSION = 2;

/** Stored as the page of a view or tap on a path that is none of the site's pages (the not-found page). */
export const NOT_FOUND_PAGE = '(not found)';
/** Stored as the page of a lead whose page is not known. */
export const UNKNOWN_PAGE = '(unknown)';

/** The per-tab visit: 16 hex digits from the browser's random generator, kept in sessionStorage only. */
export const VISIT_ID = /^[0-9a-f]{16}$/;

/** A path as the browser's location has it: `/services/restoration` (a long one is a not-found page). */
const pathSchema = sitePathText(2000);
/** The host of the other site that referred the visit: `www.google.com`. */
const hostSchema = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i)
  .transform((host) => host.toLowerCase());
/** A utm value in bytes: the browser cuts it to TRAFFIC_UTM_MAX_LENGTH characters, each at most 4 bytes of UTF-8. */
const UTM_MAX_BYTES = 4 * TRAFFIC_UTM_MAX_LENGTH;
/** The campaign a visit's landing URL named (utm_source, utm_medium, utm_campaign), each bounded. */
const utmSchema = z.strictObject({
  source: inputText(UTM_MAX_BYTES).optional(),
  medium: inputText(UTM_MAX_BYTES).optional(),
  campaign: inputText(UTM_MAX_BYTES).optional(),
});
/** A phone number as a tel: link dials it: `+12125550100`. */
const numberSchema = z.string().regex(/^\+?[0-9]{3,15}$/);

/** The visit an event belongs to and where the visit came from (its first page's referrer and utm_*). */
const visitFields = {
  visit: z.string().regex(VISIT_ID),
  ref: hostSchema.optional(),
  utm: utmSchema.optional(),
};

/** What the browser sends (client/traffic-beacon.ts): nothing else is accepted. */
export const browserEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('view'), path: pathSchema, ...visitFields }),
  z.strictObject({ type: z.literal('call'), path: pathSchema, number: numberSchema, ...visitFields }),
]);

const recordSchema = z.strictObject({
  v: z.literal(TRAFFIC_EVENT_VERSION),
  /** When, to the second (UTC). */
  at: z.iso.datetime(),
  type: z.enum(['view', 'call', 'lead']),
  /** One of the site's pages, NOT_FOUND_PAGE, or (leads only) UNKNOWN_PAGE. */
  page: z.string().min(1).max(300),
  /** Calls: the number tapped. */
  number: numberSchema.optional(),
  /** Unknown for a lead sent without JavaScript (or with storage blocked). */
  visit: z.string().regex(VISIT_ID).optional(),
  ref: hostSchema.optional(),
  utm: utmSchema.optional(),
});
export type TrafficEvent = z.infer<typeof recordSchema>;

/** Version 1 called a lead's event a "request". */
const fromVersion1 = (value: unknown): unknown => {
  const record = value as { v?: unknown; type?: unknown } | null;
  if (record?.v !== 1) return value;
  return { ...record, v: 2, type: record.type === 'request' ? 'lead' : record.type };
};

/** A line of a traffic log as an event (an older version's migrated); throws, with the reason, when it is none. */
export function parseTrafficEvent(value: unknown): TrafficEvent {
  const result = recordSchema.safeParse(fromVersion1(value));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`not a traffic event: ${issue.path.join('.') || '(record)'}: ${issue.message}`);
  }
  return result.data;
}

/** The time of an event as stored: to the second. */
export const eventTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
