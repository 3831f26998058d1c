// What happened to a lead after it was stored: events appended to the lead
// log of the process that heard of them (or the operator's log, for
// `npm run leads`), each a line naming the lead, never a change to the
// lead's own line. Every reader gathers them from every log
// (lead-logs.ts), so what one worker records, all see.
//   {"v":1,"event":"calling","lead":"6c1e0f3a-…","at":"2026-11-28T14:20:00.000Z"}
import { z } from 'zod';
import { spanText } from '../../shared/time-span';
import type { VisitSlot } from '../../shared/visit-slots';

/** What the business can say from the lead page, in the order its buttons show them. */
export const CONTACT_EVENTS = ['calling', 'no-answer', 'texted', 'not-real'] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

/** What the business does with the site visit a request booked: `visit-moved` names the new slot. */
export const VISIT_EVENTS = ['visit-confirmed', 'visit-moved', 'visit-cancelled'] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** What each request became, in the order a job goes (lead-outcome.ts): `quoted` and `won` carry an amount, `lost` a reason. */
export const OUTCOME_EVENTS = ['contacted', 'visit-booked', 'visited', 'quoted', 'won', 'lost', 'reopened'] as const;
export type OutcomeEvent = (typeof OUTCOME_EVENTS)[number];

/** Why a job was lost; `other` says it in a note. */
export const LOST_REASONS = ['price', 'timing', 'chose-another', 'no-response', 'not-a-fit', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** How a reason reads to the business. */
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  'chose-another': 'Chose another contractor',
  'no-response': 'No response',
  'not-a-fit': 'Not a fit',
  other: 'Other',
};

/**
 * And what the site records: the reminder sent when no one had answered in
 * time (lead-reminders.ts), the review request due after a won job
 * (review-requests.ts), and the visitor's "no more e-mails" (no-more-email-route.ts).
 */
const SITE_EVENTS = ['reminded', 'review-requested', 'emails-stopped'] as const;
const LEAD_EVENTS = [...CONTACT_EVENTS, ...VISIT_EVENTS, ...OUTCOME_EVENTS, ...SITE_EVENTS] as const;
type LeadEventName = (typeof LEAD_EVENTS)[number];

/** The words of each event's button, and of its line in the lead's history. */
export const LEAD_EVENT_LABELS: Record<LeadEventName, string> = {
  calling: "I'm calling now",
  'no-answer': 'Called, no answer',
  texted: 'Texted',
  'not-real': 'Not a real request',
  'visit-confirmed': 'Site visit confirmed',
  'visit-moved': 'Site visit moved',
  'visit-cancelled': 'Site visit cancelled',
  contacted: 'Contacted',
  'visit-booked': 'Site visit booked',
  visited: 'Visited',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  reopened: 'Reopened',
  reminded: 'Reminder sent: no one had answered',
  'review-requested': 'Review request due',
  'emails-stopped': 'The visitor asked for no more e-mails',
};

/** The events that are a try to reach the visitor: the first of them is the first contact. */
const CONTACTS: ReadonlySet<LeadEventName> = new Set(['calling', 'no-answer', 'texted', 'contacted']);

export const LEAD_EVENT_VERSION = 1;

const leadEventSchema = z
  .object({
    v: z.literal(LEAD_EVENT_VERSION),
    event: z.enum(LEAD_EVENTS),
    lead: z.string().min(1),
    at: z.iso.datetime({ offset: true }),
    /** The slot a visit was moved to. */
    slot: z.object({ id: z.string(), start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }).optional(),
    /** Who did it when it was not the business: the visitor, from the page of their visit. */
    by: z.literal('visitor').optional(),
    /** Dollars quoted or won. */
    amount: z.number().nonnegative().optional(),
    /** Why a job was lost. */
    reason: z.enum(LOST_REASONS).optional(),
    /** The business's words, with a loss for another reason. */
    note: z.string().max(500).optional(),
  })
  .refine((event) => (event.event === 'visit-moved') === (event.slot !== undefined), {
    message: 'a moved visit names its new slot, and only it does',
    path: ['slot'],
  })
  .refine((event) => (event.event === 'quoted' || event.event === 'won') === (event.amount !== undefined), {
    message: 'a quote or a win carries its amount, and only they do',
    path: ['amount'],
  })
  .refine((event) => (event.event === 'lost') === (event.reason !== undefined), {
    message: 'a loss carries its reason, and only it does',
    path: ['reason'],
  });
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** True when a line of a lead log is an event rather than a lead. */
export const isEventLine = (value: unknown): boolean => Boolean(value && typeof value === 'object' && 'event' in value);

/** A line of the log as an event; throws, with the reason, when it is none. */
export function parseLeadEvent(value: unknown): LeadEvent {
  const result = leadEventSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`not a lead event: ${issue.path.join('.') || '(record)'}: ${issue.message}`);
  }
  return result.data;
}

const NOT_THE_BUSINESS: ReadonlySet<LeadEventName> = new Set(SITE_EVENTS);

/** True once the business did anything about the lead: no reminder is due then. */
export const answered = (events: readonly LeadEvent[]): boolean => events.some((event) => !NOT_THE_BUSINESS.has(event.event));

/** When the business first tried to reach the visitor; undefined while no one has. */
export function firstContactAt(events: readonly LeadEvent[]): string | undefined {
  return events.find((event) => CONTACTS.has(event.event))?.at;
}

/** An event a tap (or the reminder, or a command) makes now; a move names the new slot. */
export const leadEvent = (event: LeadEventName, lead: string, now = Date.now(), slot?: VisitSlot, by?: 'visitor'): LeadEvent => ({
  v: LEAD_EVENT_VERSION,
  event,
  lead,
  at: new Date(now).toISOString(),
  ...(slot && { slot: { id: slot.id, start: slot.start, end: slot.end } }),
  ...(by && { by }),
});

/** Where a lead stands with the business: how long the first try to reach the visitor took, or how long it has waited. */
export function contactStanding(receivedAt: string, events: readonly LeadEvent[], now: number): { contacted: boolean; text: string } {
  const received = Date.parse(receivedAt);
  const first = firstContactAt(events);
  if (first) return { contacted: true, text: spanText(Date.parse(first) - received) };
  if (events.some((event) => event.event === 'not-real')) return { contacted: false, text: 'not real' };
  return { contacted: false, text: `waiting ${spanText(now - received)}` };
}
