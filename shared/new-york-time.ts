// The business works in New York: a date or time given without a zone, and
// the days the reports count by, are New York's, whatever the machine's zone.
// Intl knows the zone's rules (summer time included); the rest is arithmetic.

export const BUSINESS_TIME_ZONE = 'America/New_York';

export const DAY_MS = 86_400_000;

const ZONE_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zoneParts(ms: number) {
  const parts = Object.fromEntries(ZONE_PARTS.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The New York wall-clock time as milliseconds since the epoch, for the instant `ms`. */
function wallClock(ms: number): number {
  const p = zoneParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, ((ms % 1000) + 1000) % 1000);
}

/** The instant a New York wall-clock time names (in the hour the clocks repeat, the first of the two). */
export function newYorkInstant(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // The offset at the guess can differ from the offset at the answer across a change of clocks: a second pass settles it.
  const guess = wall - (wallClock(wall) - wall);
  return wall - (wallClock(guess) - guess);
}

/** The New York day of an instant: `2024-03-01`. */
export function businessDay(ms: number): string {
  return new Date(wallClock(ms)).toISOString().slice(0, 10);
}

/** The day after `2024-03-01`: `2024-03-02`. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export const isBusinessMidnight = (ms: number) => wallClock(ms) % DAY_MS === 0;

/** An instant as New York writes it, with the offset of that day: `2026-12-01T08:00:00-05:00`. */
export function newYorkIso(ms: number): string {
  const offsetMinutes = Math.round((wallClock(ms) - ms) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${new Date(wallClock(ms)).toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}
