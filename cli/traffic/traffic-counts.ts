// What `npm run traffic` counted over a period, every format's input: the
// totals, and the same counts by page, by source, by New York day and week
// and by the language of the page (a lead's: the page it was sent from); by
// source and week, how fast the leads of the lead log were first contacted.
import type { SourceKind } from '../../server/traffic/traffic-source';

export interface Counts {
  views: number;
  /** Distinct visits (browser tabs). */
  visits: number;
  /** Taps on a phone number. */
  calls: number;
  /** Leads sent. */
  leads: number;
}

/**
 * How fast the business first tried to reach the leads received in a row's
 * period, from the lead logs (not the traffic logs): real leads only (not
 * spam, not marked not real), each contacted or past its first hour.
 */
export interface FirstContact {
  leads: number;
  /** Of `leads`, those contacted at all. */
  contacted: number;
  /** Of `leads`, those contacted within an hour of arriving. */
  withinHour: number;
  /** The median time to first contact of the contacted, in milliseconds; undefined when none was. */
  medianMs?: number;
}

/** A row without leads. */
export const NO_LEADS: FirstContact = { leads: 0, contacted: 0, withinHour: 0 };

interface PageRow extends Counts {
  path: string;
}

export interface SourceRow extends Counts {
  /** trafficSource's label: `spring-mailer / april`, `Google search`, `Direct`. */
  source: string;
  kind: SourceKind;
  firstContact: FirstContact;
}

interface LanguageRow extends Counts {
  /** "English", "Spanish". */
  language: string;
}

export interface DayRow extends Counts {
  /** The New York day: `2024-03-01`. */
  day: string;
}

export interface WeekRow extends Counts {
  /** The Monday of the New York week: `2024-03-04`. */
  week: string;
  firstContact: FirstContact;
}

export interface TrafficReport {
  since: Date;
  until: Date;
  totals: Counts;
  /** Of every lead received in the period. */
  firstContact: FirstContact;
  /** Most visited first. */
  pages: PageRow[];
  sources: SourceRow[];
  /** In date order, days without traffic included. */
  days: DayRow[];
  /** The weeks of the days, in date order (a week at either end may be cut by the period). */
  weeks: WeekRow[];
  /** Every language of the site, English first, zeros included. */
  languages: LanguageRow[];
}

/** Calls plus leads per 100 visits; undefined without visits. */
export function perHundredVisits(counts: Counts): number | undefined {
  return counts.visits === 0 ? undefined : ((counts.calls + counts.leads) * 100) / counts.visits;
}

/** `3.6`, or `–` without visits. */
export function perHundredText(counts: Counts): string {
  const value = perHundredVisits(counts);
  return value === undefined ? '–' : value.toFixed(1);
}
