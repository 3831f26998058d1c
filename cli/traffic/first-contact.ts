// How long a lead waited for the business's first try to reach the visitor,
// and the figures of a row's leads: the median wait and the share reached
// within an hour.
import { firstContactAt, type LeadEvent, type LeadRecord } from '../../server/leads/lead-book';
import type { FirstContact } from './traffic-counts';

export const HOUR_MS = 3_600_000;

/**
 * The time from a lead's arrival to its first contact, in milliseconds;
 * null when it was not contacted and its first hour is over (not reached
 * within an hour, whatever happens next). Undefined when it does not count:
 * spam, marked not real, or under an hour old and not contacted yet (it may
 * still be reached in time).
 */
export function timeToFirstContact(lead: LeadRecord, events: readonly LeadEvent[], now: number): number | null | undefined {
  if (!isRealLead(lead, events)) return undefined;
  const received = Date.parse(lead.receivedAt);
  const first = firstContactAt(events);
  // An event stamped before the lead (clocks of two machines) is a contact at once, not a negative wait.
  if (first) return Math.max(0, Date.parse(first) - received);
  return now - received >= HOUR_MS ? null : undefined;
}

/** Not spam, and not marked not real on its page: a lead the report's figures are of. */
export const isRealLead = (lead: LeadRecord, events: readonly LeadEvent[]) =>
  !lead.spam && !events.some((event) => event.event === 'not-real');

/** The figures of the times of a row's leads (timeToFirstContact's, those that count). */
export function firstContactOf(times: readonly (number | null)[]): FirstContact {
  const contacted = times.filter((time) => time !== null).sort((a, b) => a - b);
  const figures = { leads: times.length, contacted: contacted.length, withinHour: contacted.filter((time) => time <= HOUR_MS).length };
  return contacted.length === 0 ? figures : { ...figures, medianMs: median(contacted) };
}

/** The middle of sorted values, or the mean of the two middle ones. */
function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
