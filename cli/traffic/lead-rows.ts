// The lead logs' figures added to a report, for the leads received in its
// period: how fast they were first contacted (the totals, by source and by
// week) and what they became and earned (the totals and every grouping but
// the day). A lead counts under the source its notification names (the
// traffic report's own rule), the page it was sent from and the landing page
// its browser gave (each without its query), its language and the New York
// week it arrived in. A row only the lead logs know (the browser asked not to
// be counted, or sent no script) is added with no traffic.
import { outcomeOf, leadTrafficSource, type LeadInLog, type LeadOutcome } from '../../server/leads/lead-book';
import { UNKNOWN_PAGE } from '../../server/traffic/traffic-event';
import type { TrafficSource } from '../../server/traffic/traffic-source';
import { businessDay } from '../../shared/new-york-time';
import { firstContactOf, HOUR_MS, isRealLead, timeToFirstContact } from './first-contact';
import { NO_LEADS, NO_OUTCOMES, type Counts, type Outcomes, type SourceRow, type TrafficReport } from './traffic-counts';
import { compareByPath, compareSources, emptySourceRow, getOrAdd, LANGUAGE_NAMES, sourceKey } from './traffic-tally';
import { weekOf } from './traffic-weeks';

/** A lead's figures: its wait for a first contact (as timeToFirstContact says) and what it became. */
interface RequestFacts {
  time: number | null | undefined;
  outcome: LeadOutcome;
}

/** The leads of one row. */
class Bucket {
  readonly times: (number | null)[] = [];
  readonly outcomes: Outcomes = { ...NO_OUTCOMES, lostReasons: {} };

  add({ time, outcome }: RequestFacts): void {
    if (time !== undefined) this.times.push(time);
    const figures = this.outcomes;
    figures.leads += 1;
    if (typeof time === 'number' && time <= HOUR_MS) figures.contactedWithinHour += 1;
    if (outcome.reached.visited) figures.siteVisits += 1;
    if (outcome.reached.quoted || outcome.status === 'won') figures.quotes += 1;
    if (outcome.status === 'won') {
      figures.wins += 1;
      figures.wonRevenue += outcome.won ?? 0;
    } else if (outcome.status === 'lost' && outcome.lost) {
      figures.losses += 1;
      figures.lostReasons[outcome.lost.reason] = (figures.lostReasons[outcome.lost.reason] ?? 0) + 1;
    }
  }
}

const NO_TRAFFIC: Counts = { views: 0, visits: 0, calls: 0, leads: 0 };

/** `/services/restoration?utm_source=x` → `/services/restoration`; none → the traffic logs' "(unknown)". */
const pathOf = (page: string | undefined) => page?.split(/[?#]/, 1)[0] || UNKNOWN_PAGE;

/** `report` with the figures of the real leads received in its period, as of `now` (which decides whether a lead's first hour is over). */
export function withLeads(report: TrafficReport, leads: readonly Pick<LeadInLog, 'lead' | 'events'>[], now: Date): TrafficReport {
  const [from, to] = [report.since.getTime(), report.until.getTime()];
  const all = new Bucket();
  const buckets = () => new Map<string, Bucket>();
  const [sources, weeks, languages, pages, landings] = [buckets(), buckets(), buckets(), buckets(), buckets()];
  /** The sources only the leads name, by key. */
  const sourceOf = new Map<string, TrafficSource>();
  for (const { lead, events } of leads) {
    const received = Date.parse(lead.receivedAt);
    if (!(received >= from && received < to) || !isRealLead(lead, events)) continue;
    const facts = { time: timeToFirstContact(lead, events, now.getTime()), outcome: outcomeOf(events) };
    const source = leadTrafficSource(lead);
    sourceOf.set(sourceKey(source), source);
    all.add(facts);
    for (const [buckets, key] of [
      [sources, sourceKey(source)],
      [weeks, weekOf(businessDay(received))],
      [languages, LANGUAGE_NAMES[lead.language ?? 'en']],
      [pages, pathOf(lead.source?.page)],
      [landings, pathOf(lead.source?.landingPage)],
    ] as const)
      getOrAdd(buckets, key, () => new Bucket()).add(facts);
  }

  const contactIn = (bucket: Bucket | undefined) => (bucket ? firstContactOf(bucket.times) : NO_LEADS);
  /** `rows` with their leads' outcomes, and a row with no traffic for each key only the leads have. */
  const withOutcomes = <Row extends { outcomes: Outcomes }>(
    rows: readonly Row[],
    keyOf: (row: Row) => string,
    buckets: Map<string, Bucket>,
    newRow: (key: string) => Row,
  ) => {
    const known = new Set(rows.map(keyOf));
    return [...rows, ...[...buckets.keys()].filter((key) => !known.has(key)).map(newRow)].map((row) => ({
      ...row,
      outcomes: buckets.get(keyOf(row))?.outcomes ?? NO_OUTCOMES,
    }));
  };
  const rowSourceKey = (row: SourceRow) => sourceKey({ kind: row.kind, label: row.source });
  return {
    ...report,
    firstContact: contactIn(all),
    outcomes: all.outcomes,
    sources: withOutcomes(report.sources, rowSourceKey, sources, (key) => emptySourceRow(sourceOf.get(key)!))
      .map((row) => ({ ...row, firstContact: contactIn(sources.get(rowSourceKey(row))) }))
      .sort(compareSources),
    weeks: withOutcomes(
      report.weeks,
      (row) => row.week,
      weeks,
      (week) => ({ week, ...NO_TRAFFIC, firstContact: NO_LEADS, outcomes: NO_OUTCOMES }),
    )
      .map((row) => ({ ...row, firstContact: contactIn(weeks.get(row.week)) }))
      .sort((a, b) => (a.week < b.week ? -1 : 1)),
    languages: withOutcomes(
      report.languages,
      (row) => row.language,
      languages,
      (language) => ({ language, ...NO_TRAFFIC, outcomes: NO_OUTCOMES }),
    ),
    pages: withOutcomes(
      report.pages,
      (row) => row.path,
      pages,
      (path) => ({ path, ...NO_TRAFFIC, outcomes: NO_OUTCOMES }),
    ).sort(compareByPath),
    landings: withOutcomes(
      report.landings,
      (row) => row.path,
      landings,
      (path) => ({ path, ...NO_TRAFFIC, outcomes: NO_OUTCOMES }),
    ).sort(compareByPath),
  };
}
