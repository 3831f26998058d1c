// What a request became, read from its events (oldest first): the step it
// has reached (new, contacted, visit booked, visited, quoted, then won or
// lost), the amounts quoted and won, why it was lost, and when each step
// was first reached. A call, a text or a confirmed site visit is a step too;
// a won or lost request stays so until it is reopened.
import { DAY_MS } from '../../shared/new-york-time';
import type { LeadEvent, LostReason } from './lead-events';

export const LEAD_STATUSES = ['new', 'contacted', 'visit-booked', 'visited', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
type Step = Exclude<LeadStatus, 'new'>;

export interface LeadOutcome {
  status: LeadStatus;
  /** The last amount quoted, in dollars. */
  quoted?: number;
  won?: number;
  lost?: { reason: LostReason; note?: string };
  /** When each step was first reached. */
  reached: Partial<Record<Step, string>>;
}

/** The step an event is, when it is one: what the business recorded, or what its taps and the site visit say. */
const STEP_OF: Partial<Record<LeadEvent['event'], Step>> = {
  contacted: 'contacted',
  calling: 'contacted',
  'no-answer': 'contacted',
  texted: 'contacted',
  'visit-booked': 'visit-booked',
  'visit-confirmed': 'visit-booked',
  visited: 'visited',
  quoted: 'quoted',
  won: 'won',
  lost: 'lost',
};
/** Steps a tap implies only move a request forward; those the business records set it. */
const RECORDED = new Set<LeadEvent['event']>(['contacted', 'visit-booked', 'visited', 'quoted']);
const FINAL = new Set<LeadStatus>(['won', 'lost']);
const rank = (status: LeadStatus) => LEAD_STATUSES.indexOf(status);

export function outcomeOf(events: readonly LeadEvent[]): LeadOutcome {
  const outcome: LeadOutcome = { status: 'new', reached: {} };
  // The step before a request was won or lost: where reopening takes it back to.
  let before: LeadStatus = 'new';
  for (const event of events) {
    if (event.event === 'reopened') {
      if (FINAL.has(outcome.status)) outcome.status = before;
      delete outcome.won;
      delete outcome.lost;
      continue;
    }
    const step = event.event === 'visit-moved' && event.by !== 'visitor' ? 'visit-booked' : STEP_OF[event.event];
    if (!step) continue;
    outcome.reached[step] ??= event.at;
    if (event.event === 'quoted') outcome.quoted = event.amount;
    if (FINAL.has(outcome.status)) continue;
    if (step === 'won' || step === 'lost') {
      before = outcome.status;
      outcome.status = step;
      if (step === 'won') outcome.won = event.amount;
      else outcome.lost = { reason: event.reason!, ...(event.note && { note: event.note }) };
    } else if (RECORDED.has(event.event) || rank(step) > rank(outcome.status)) outcome.status = step;
  }
  return outcome;
}

/** Days from the request to each step reached, to one decimal. */
export function daysToSteps(receivedAt: string, { reached }: LeadOutcome): Partial<Record<Step, number>> {
  return Object.fromEntries(
    Object.entries(reached).map(([step, at]) => [step, Math.round(((Date.parse(at) - Date.parse(receivedAt)) / DAY_MS) * 10) / 10]),
  );
}
