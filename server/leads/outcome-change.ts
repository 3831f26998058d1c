// What the business records of a request's outcome, from `npm run leads --
// --status` or the lead page: one event, checked before it is written (an
// amount with a quote or a win, a reason with a loss, a note with "other"),
// or a refusal's code with its words.
import { LEAD_EVENT_VERSION, LOST_REASONS, OUTCOME_EVENTS, type LeadEvent, type OutcomeEvent } from './lead-events';

export type OutcomeRefusal =
  | 'unknown-event'
  | 'amount-needed'
  | 'bad-amount'
  | 'amount-not-taken'
  | 'reason-needed'
  | 'unknown-reason'
  | 'reason-not-taken'
  | 'note-needed'
  | 'in-the-future';

export const OUTCOME_REFUSAL_TEXT: Record<OutcomeRefusal, string> = {
  'unknown-event': `the event must be one of ${OUTCOME_EVENTS.join(', ')}`,
  'amount-needed': 'a quote or a win needs its amount in dollars (--amount 12000)',
  'bad-amount': 'the amount must be a number of dollars, 0 or more (12000, 12,000 or 12000.50)',
  'amount-not-taken': 'only a quote or a win takes an amount',
  'reason-needed': `a loss needs its reason: one of ${LOST_REASONS.join(', ')}`,
  'unknown-reason': `the reason must be one of ${LOST_REASONS.join(', ')}`,
  'reason-not-taken': 'only a loss takes a reason',
  'note-needed': 'a loss for another reason needs a note saying it (--note "…")',
  'in-the-future': 'the time it happened cannot be later than now',
};

/** Most characters a note keeps. */
const NOTE_LIMIT = 500;

/** "12000", "12,000", "$12,000.50" → dollars; undefined for anything else. */
function dollars(text: string): number | undefined {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : undefined;
}

/** The event that records `event` for lead `leadId` at `at` (now when not given), or why not. */
export function outcomeChange(
  event: string,
  { leadId, amount, reason, note, at, now }: { leadId: string; amount?: string; reason?: string; note?: string; at?: number; now: number },
): { event: LeadEvent } | { refused: OutcomeRefusal } {
  if (!(OUTCOME_EVENTS as readonly string[]).includes(event)) return { refused: 'unknown-event' };
  const name = event as OutcomeEvent;
  const priced = name === 'quoted' || name === 'won';
  if (!priced && amount !== undefined) return { refused: 'amount-not-taken' };
  if (priced && amount === undefined) return { refused: 'amount-needed' };
  const value = amount === undefined ? undefined : dollars(amount);
  if (priced && value === undefined) return { refused: 'bad-amount' };
  if (name !== 'lost' && reason !== undefined) return { refused: 'reason-not-taken' };
  if (name === 'lost' && !reason) return { refused: 'reason-needed' };
  const why = LOST_REASONS.find((known) => known === reason);
  if (name === 'lost' && !why) return { refused: 'unknown-reason' };
  const words = note?.trim().slice(0, NOTE_LIMIT);
  if (why === 'other' && !words) return { refused: 'note-needed' };
  if (at !== undefined && at > now) return { refused: 'in-the-future' };
  return {
    event: {
      v: LEAD_EVENT_VERSION,
      event: name,
      lead: leadId,
      at: new Date(at ?? now).toISOString(),
      ...(value !== undefined && { amount: value }),
      ...(why && { reason: why }),
      ...(words && { note: words }),
    },
  };
}
