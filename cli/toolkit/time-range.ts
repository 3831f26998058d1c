// --since and --until, read the same way by every report: an age back from
// now (30m, 24h, 7d), or an ISO date or date-time, which is New York time
// unless it names its zone (Z, -05:00); a date alone is New York midnight.
import { UsageError } from './command-line';
import { DAY_MS, newYorkInstant } from '../../shared/new-york-time';

const AGE = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: DAY_MS } as const;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The instant `value` names (see above), `now` for ages. Throws a UsageError
 * naming `flag` and showing the accepted forms, with the ages the command's
 * usage gives as examples.
 */
export function parseTime(flag: string, value: string, now: Date, ageExamples = '24h, 7d or 30d'): Date {
  const age = AGE.exec(value);
  if (age) return new Date(now.getTime() - Number(age[1]) * UNIT_MS[age[2] as keyof typeof UNIT_MS]);
  const instant = dateTime(value);
  if (instant === undefined) {
    throw new UsageError(`${flag} must be an age like ${ageExamples}, or an ISO date like 2024-03-01, not "${value}"`);
  }
  return new Date(instant);
}

/** The instant of an ISO date or date-time (New York time without a zone); undefined when it is none or does not exist. */
function dateTime(value: string): number | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Milliseconds as Date.parse reads them: the first three digits.
  const ms = Number((match[7] ?? '').slice(0, 3).padEnd(3, '0'));
  // Date.UTC rolls 2024-02-30 over into March: refuse a day or time that does not exist.
  const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    fields.getUTCFullYear() === year &&
    fields.getUTCMonth() === month - 1 &&
    fields.getUTCDate() === day &&
    fields.getUTCHours() === hour &&
    fields.getUTCMinutes() === minute &&
    fields.getUTCSeconds() === second;
  if (!exists) return undefined;
  const zone = match[8];
  if (!zone) return newYorkInstant(year, month, day, hour, minute, second, ms);
  const offset = zone === 'Z' ? 0 : zoneOffsetMinutes(zone);
  return offset === undefined ? undefined : Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000;
}

/** `-05:00` as minutes east of UTC; undefined for an offset no clock has. */
function zoneOffsetMinutes(zone: string): number | undefined {
  const [hours, minutes] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * --since and --until as a period: --since defaults to `defaultSince`,
 * --until to now. Throws a UsageError when either is wrong or the period is empty.
 */
export function parseTimeRange(
  { since, until }: { since?: string; until?: string },
  now: Date,
  defaultSince: string,
): { since: Date; until: Date } {
  const from = parseTime('--since', since ?? defaultSince, now);
  const to = until === undefined ? now : parseTime('--until', until, now);
  if (from.getTime() >= to.getTime()) {
    throw new UsageError(`--since (${from.toISOString()}) must be before --until (${to.toISOString()})`);
  }
  return { since: from, until: to };
}
