// The times a visitor may offer for the site visit, made from the business's
// opening hours: each opening period split at noon into a morning and an
// afternoon ("Weekday morning, 7 AM–12 PM"). No calendar: the business
// confirms one by phone.
import { twelveHour } from './business-hours';

interface OpeningHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

export interface SiteVisitWindow {
  /** "weekday-morning", "saturday-afternoon": what the request stores. */
  value: string;
  label: string;
}

const DAY_WORDS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr'];
const NOON = '12:00';
/** A part of a day shorter than this (in minutes) is not offered on its own. */
const SHORTEST_WINDOW_MINUTES = 120;

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** "Weekday", "Saturday", "Tuesday and Thursday". */
function daysWord(days: readonly string[]): string {
  if (days.length === WEEKDAYS.length && WEEKDAYS.every((day) => days.includes(day))) return 'Weekday';
  return days.map((day) => DAY_WORDS[day] ?? day).join(' and ');
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function siteVisitWindows(hours: readonly OpeningHours[]): SiteVisitWindow[] {
  const windows: SiteVisitWindow[] = [];
  for (const { days, opens, closes } of hours) {
    const word = daysWord(days);
    const parts = [
      { part: 'morning', from: opens, to: minutes(closes) < minutes(NOON) ? closes : NOON },
      { part: 'afternoon', from: minutes(opens) > minutes(NOON) ? opens : NOON, to: closes },
    ].filter(({ from, to }) => minutes(to) - minutes(from) >= SHORTEST_WINDOW_MINUTES);
    for (const { part, from, to } of parts) {
      windows.push({ value: slug(`${word} ${part}`), label: `${word} ${part}, ${twelveHour(from)}–${twelveHour(to)}` });
    }
  }
  return windows;
}
