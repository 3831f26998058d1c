// Business time: the minutes the business is open, by the opening hours of
// the content (business.json), in New York. A reminder's wait counts only
// these minutes, so a request sent on Saturday night waits from Monday's
// opening, and a confirmation says when the first call can come.
import { businessDay, newYorkInstant, nextDay } from '../../shared/new-york-time';

export interface OpeningHours {
  days: readonly string[];
  /** 24-hour times, `07:00`; a period that closes at `23:59` runs to midnight (the structured-data way to write it). */
  opens: string;
  closes: string;
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
/** Far enough to cross any week of hours; a week with none makes the wait plain time. */
const MAX_DAYS = 8;

const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** The instant a time of `day` (`2026-11-28`) names in New York; `23:59` as a closing time is the midnight after. */
function instantOf(day: string, time: string, closing: boolean): number {
  if (closing && time === '23:59') return instantOf(nextDay(day), '00:00', false);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return newYorkInstant(year, month, date, hour, minute, 0, 0);
}

/** The open periods of `day`, as instants, earliest first. */
function periodsOf(day: string, hours: readonly OpeningHours[]): { opens: number; closes: number }[] {
  const weekday = weekdayOf(day);
  return hours
    .filter((period) => period.days.includes(weekday))
    .map((period) => ({ opens: instantOf(day, period.opens, false), closes: instantOf(day, period.closes, true) }))
    .filter((period) => period.closes > period.opens)
    .sort((a, b) => a.opens - b.opens);
}

/** The instant `ms` of business time have passed since `from`: the clock runs only while open. */
export function afterBusinessTime(from: number, ms: number, hours: readonly OpeningHours[]): number {
  let remaining = ms;
  let day = businessDay(from);
  for (let i = 0; i < MAX_DAYS; i++, day = nextDay(day)) {
    for (const { opens, closes } of periodsOf(day, hours)) {
      const start = Math.max(from, opens);
      if (start >= closes) continue;
      if (remaining <= closes - start) return start + remaining;
      remaining -= closes - start;
    }
  }
  return from + ms;
}

/** When the business is next open from `from` (`from` itself while it is); undefined when the hours name no day. */
export function nextOpening(from: number, hours: readonly OpeningHours[]): number | undefined {
  let day = businessDay(from);
  for (let i = 0; i < MAX_DAYS; i++, day = nextDay(day)) {
    const period = periodsOf(day, hours).find(({ closes }) => closes > from);
    if (period) return Math.max(from, period.opens);
  }
  return undefined;
}
