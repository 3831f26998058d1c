// Times and periods in the reports' words: `2024-03-01 09:15` in a table,
// a period as New York days (or times, when it does not run from midnight to
// midnight) in a title, and in a reader's words on the HTML page.
import { BUSINESS_TIME_ZONE, businessDay, isBusinessMidnight } from '../../shared/new-york-time';

/** How the reports name the time zone of their days and periods. */
export const TIME_ZONE_NAME = 'New York time';

/** `2024-03-01 09:15` in New York time, as --since and --until read times (or in `timeZone`). */
export function dateTimeText(iso: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const runsMidnightToMidnight = (since: Date, until: Date) => isBusinessMidnight(since.getTime()) && isBusinessMidnight(until.getTime());

/**
 * The period in a table's words: `2024-03-01 – 2024-03-31` when it runs
 * from midnight to midnight (the last day shown is the last one included),
 * else the times, `2024-03-01 14:05 – 2024-03-31 14:05`.
 */
export function periodText(since: Date, until: Date): string {
  if (runsMidnightToMidnight(since, until)) {
    const [first, last] = [businessDay(since.getTime()), businessDay(until.getTime() - 1)];
    return first === last ? first : `${first} – ${last}`;
  }
  const at = (date: Date) => dateTimeText(date.toISOString(), BUSINESS_TIME_ZONE);
  return `${at(since)} – ${at(until)}`;
}

const LONG_DAYS = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const LONG_TIMES = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * The period in a reader's words: the days it covers, `Mar 1 – 31, 2024`,
 * and, when it does not run from midnight to midnight, its times
 * (`Fri, Mar 1, 2024, 2:05 PM – …`).
 */
export function periodWords(since: Date, until: Date): { days: string; times?: string } {
  const days = LONG_DAYS.formatRange(since, new Date(until.getTime() - 1));
  return runsMidnightToMidnight(since, until) ? { days } : { days, times: LONG_TIMES.formatRange(since, until) };
}
