// The report's weeks: New York weeks, Monday to Sunday, each named by its Monday.
import { businessDay, DAY_MS } from '../../shared/new-york-time';

/** The Monday of a New York day's week: `2024-03-07` (a Thursday) → `2024-03-04`. */
export function weekOf(day: string): string {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  return new Date(noon - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday that ends the week of `monday`. */
const weekEnd = (monday: string) => new Date(Date.parse(`${monday}T12:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);

/** The days of the week of `monday` in [since, until): a week at either end of a report may be cut. */
function weekDays(monday: string, { since, until }: { since: Date; until: Date }): [first: string, last: string] {
  const [first, last] = [businessDay(since.getTime()), businessDay(until.getTime() - 1)];
  const sunday = weekEnd(monday);
  return [monday < first ? first : monday, sunday > last ? last : sunday];
}

/** `2024-03-04 – 03-10` (its days in the period), or `2024-12-30 – 2025-01-05` across a new year. */
export function weekText(monday: string, period: { since: Date; until: Date }): string {
  const [first, last] = weekDays(monday, period);
  if (first === last) return first;
  return `${first} – ${last.slice(0, 4) === first.slice(0, 4) ? last.slice(5) : last}`;
}

const WEEK_DAYS = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The week's days in the period, as the HTML page names them: `Mar 4 – 10`, `Feb 26 – Mar 3`. */
export function weekLabel(monday: string, period: { since: Date; until: Date }): string {
  const [first, last] = weekDays(monday, period);
  return WEEK_DAYS.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}
