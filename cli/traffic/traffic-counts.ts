// What `npm run traffic` counted over a period, every format's input: the
// totals, and the same counts by page, by landing page, by source, by New
// York day and week and by the language of the page (a lead's: the page it
// was sent from); by source and week, how fast the leads of the lead log
// were first contacted; by each grouping but the day, what those leads
// became and earned.
import type { LostReason } from '../../server/leads/lead-book';
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

/**
 * What the leads received in a row's period became, from the lead logs:
 * real leads only (not spam, not marked not real), each counted once at
 * the furthest step it reached, as its events say now.
 */
export interface Outcomes {
  leads: number;
  /** First contacted within an hour of arriving. */
  contactedWithinHour: number;
  /** Whose site visit took place. */
  siteVisits: number;
  /** Given a price: quoted, or won (a job is not won without one). */
  quotes: number;
  wins: number;
  losses: number;
  /** The losses by reason. */
  lostReasons: Partial<Record<LostReason, number>>;
  /** The amounts of the wins together, in dollars. */
  wonRevenue: number;
}

/** A row without leads. */
export const NO_OUTCOMES: Outcomes = {
  leads: 0,
  contactedWithinHour: 0,
  siteVisits: 0,
  quotes: 0,
  wins: 0,
  losses: 0,
  lostReasons: {},
  wonRevenue: 0,
};

/** What every row but a day's has: the counts, and what its leads became. */
export interface OutcomeRow extends Counts {
  outcomes: Outcomes;
}

interface PageRow extends OutcomeRow {
  /** A page; a lead's is the page it was sent from. */
  path: string;
}

/** The page a visit began on: its visits and all they did; a lead's is the one its browser gave. */
interface LandingRow extends OutcomeRow {
  path: string;
}

export interface SourceRow extends OutcomeRow {
  /** trafficSource's label: `spring-mailer / april`, `Google search`, `Direct`. */
  source: string;
  kind: SourceKind;
  firstContact: FirstContact;
}

interface LanguageRow extends OutcomeRow {
  /** "English", "Spanish". */
  language: string;
}

export interface DayRow extends Counts {
  /** The New York day: `2024-03-01`. */
  day: string;
}

export interface WeekRow extends OutcomeRow {
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
  outcomes: Outcomes;
  /** Most visited first. */
  pages: PageRow[];
  /** Most visited first. */
  landings: LandingRow[];
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

/** Wins per lead, 0–1; undefined without leads. */
export const winRate = ({ wins, leads }: Outcomes) => (leads === 0 ? undefined : wins / leads);

/** Won revenue per visit of the row (its traffic), and per lead (the lead logs'); undefined when there are none. */
export const revenuePer = (row: OutcomeRow, per: 'visit' | 'lead') => {
  const count = per === 'visit' ? row.visits : row.outcomes.leads;
  return count === 0 ? undefined : row.outcomes.wonRevenue / count;
};

/** `3.6`, or `–` without visits. */
export function perHundredText(counts: Counts): string {
  const value = perHundredVisits(counts);
  return value === undefined ? '–' : value.toFixed(1);
}
