// Opening hours as people read them in the US: "Mon–Fri 7 AM–5 PM · Sat 8 AM–4 PM".
// The data keeps 24-hour times (as structured data wants them).

import type { Language } from './language';

const DAY_NAMES: Record<Language, Record<string, string>> = {
  en: { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' },
  es: { Mo: 'Lun', Tu: 'Mar', We: 'Mié', Th: 'Jue', Fr: 'Vie', Sa: 'Sáb', Su: 'Dom' },
};
const WEEK = Object.keys(DAY_NAMES.en);

interface OpeningHours {
  days: string[];
  opens: string;
  closes: string;
}

/** "07:00" → "7 AM", "12:30" → "12:30 PM", "00:00" → "12 AM". */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${suffix}`;
}

/** ["Mo","Tu","We","Th","Fr"] → "Mon–Fri"; days that do not follow each other are listed. */
function dayRange(days: string[], language: Language): string {
  const names = DAY_NAMES[language];
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const consecutive = sorted.every((day, i) => i === 0 || WEEK.indexOf(day) === WEEK.indexOf(sorted[i - 1]!) + 1);
  if (consecutive && sorted.length > 2) return `${names[sorted[0]!]}–${names[sorted.at(-1)!]}`;
  return sorted.map((day) => names[day]).join(', ');
}

/** Times as US Spanish writes them: "7 AM–12 PM" → "7 a.m.–12 p.m." (held together: a line never starts with "p.m."). */
export const spanishClock = (text: string) => text.replace(/ AM\b/g, '\u00a0a.m.').replace(/ PM\b/g, '\u00a0p.m.');

const spanishTime = (time: string) => spanishClock(twelveHour(time));

/** Each opening period as text: ["Mon–Fri 7 AM–5 PM", "Sat 8 AM–4 PM"]; in Spanish ["Lun–Vie 7 a.m.–5 p.m.", "Sáb 8 a.m.–4 p.m."]. */
export function openingHoursText(hours: readonly OpeningHours[], language: Language = 'en'): string[] {
  const time = language === 'es' ? spanishTime : twelveHour;
  return hours.map((h) => `${dayRange(h.days, language)} ${time(h.opens)}–${time(h.closes)}`);
}
