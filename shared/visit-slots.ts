// The site visits a visitor can book: dated windows made from the schedule
// (data/visits.json) in New York time, daylight-saving changes included.
// A slot's id is its New York day and start time (`2026-12-01T08:00`): the
// same id on every worker, in the form, the API and the lead log.
import type { VisitSchedule } from './content-schema';
import type { Language } from './language';
import { businessDay, newYorkInstant, newYorkIso, nextDay } from './new-york-time';

export interface VisitSlot {
  /** `2026-12-01T08:00`: the day and start, New York time. */
  id: string;
  /** ISO 8601 with New York's offset that day: `2026-12-01T08:00:00-05:00`. */
  start: string;
  end: string;
}

/** What an id must look like before it is looked up. */
const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** The instant a 24-hour time of a New York day names. */
function instantOf(day: string, clock: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return newYorkInstant(year, month, date, hour, minute, 0, 0);
}

/** Every slot offered at `now`, earliest first: from the earliest day to the horizon, closed days left out, none inside the booking buffer. */
export function offeredSlots(schedule: VisitSchedule, now: number): VisitSlot[] {
  const closed = new Set(schedule.closed.map((entry) => entry.date));
  const slots: VisitSlot[] = [];
  let day = businessDay(now);
  for (let ahead = 0; ahead <= schedule.horizonDays; ahead++, day = nextDay(day)) {
    if (ahead < schedule.earliestDays || closed.has(day)) continue;
    const windows = schedule.windows
      .filter((window) => window.days.includes(weekdayOf(day)))
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const window of windows) {
      const start = instantOf(day, window.start);
      if (start - schedule.bookingBufferMinutes * 60_000 < now) continue;
      slots.push({ id: `${day}T${window.start}`, start: newYorkIso(start), end: newYorkIso(instantOf(day, window.end)) });
    }
  }
  return slots;
}

/** The slot `id` names when it is offered at `now`; undefined for an id that is malformed, past, closed or outside the windows. */
export function offeredSlot(schedule: VisitSchedule, id: unknown, now: number): VisitSlot | undefined {
  if (typeof id !== 'string' || !SLOT_ID.test(id)) return undefined;
  return offeredSlots(schedule, now).find((slot) => slot.id === id);
}

const NAMES: Record<
  Language,
  { days: readonly string[]; months: readonly string[]; date: (weekday: string, day: number, month: string) => string }
> = {
  en: {
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    date: (weekday, day, month) => `${weekday}, ${month} ${day}`,
  },
  es: {
    days: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
    date: (weekday, day, month) => `${weekday} ${day} de ${month}`,
  },
};

/** The wall-clock parts an ISO time with its offset names: `2026-12-01T13:30:00-05:00` → 2026-12-01, 13, 30. */
const wallParts = (iso: string) => ({ day: iso.slice(0, 10), hour: Number(iso.slice(11, 13)), minute: Number(iso.slice(14, 16)) });

const clock = (hour: number, minute: number) => `${hour % 12 === 0 ? 12 : hour % 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
const meridiem = (hour: number) => (hour < 12 ? 'a.m.' : 'p.m.');

/** "Tue, Dec 1 · 8–10 a.m.", "Tue, Dec 1 · 10 a.m.–12 p.m."; in Spanish "mar 1 de dic · 8–10 a.m.". */
export function slotLabel(slot: Pick<VisitSlot, 'start' | 'end'>, language: Language): string {
  const start = wallParts(slot.start);
  const end = wallParts(slot.end);
  const names = NAMES[language];
  const [year, month, date] = start.day.split('-').map(Number) as [number, number, number];
  const weekday = names.days[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
  const sameHalf = meridiem(start.hour) === meridiem(end.hour);
  const times =
    sameHalf ?
      `${clock(start.hour, start.minute)}–${clock(end.hour, end.minute)}\u00a0${meridiem(end.hour)}`
    : `${clock(start.hour, start.minute)}\u00a0${meridiem(start.hour)}–${clock(end.hour, end.minute)}\u00a0${meridiem(end.hour)}`;
  return `${names.date(weekday, date, names.months[month - 1]!)} · ${times}`;
}
