// What `npm run traffic` counted over a period, every format's input: the
// totals, and the same counts by page, by source, by New York day and by
// the language of the page (a lead's: the page it was sent from).
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

interface PageRow extends Counts {
  path: string;
}

export interface SourceRow extends Counts {
  /** trafficSource's label: `spring-mailer / april`, `Google search`, `Direct`. */
  source: string;
  kind: SourceKind;
}

interface LanguageRow extends Counts {
  /** "English", "Spanish". */
  language: string;
}

export interface DayRow extends Counts {
  /** The New York day: `2024-03-01`. */
  day: string;
}

export interface TrafficReport {
  since: Date;
  until: Date;
  totals: Counts;
  /** Most visited first. */
  pages: PageRow[];
  sources: SourceRow[];
  /** In date order, days without traffic included. */
  days: DayRow[];
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
