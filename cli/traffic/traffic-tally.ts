// Counting traffic events into a TrafficReport, one record at a time (a log
// file at a time, so memory holds the counts, not the records).
import type { TrafficEvent } from '../../server/traffic/traffic-event';
import { trafficSource, type TrafficSource, type VisitOrigin } from '../../server/traffic/traffic-source';
import { businessDay, DAY_MS, nextDay } from '../../shared/new-york-time';
import { LANGUAGES, languageOfPath, type Language } from '../../shared/language';
import { NO_LEADS, NO_OUTCOMES, type Counts, type DayRow, type SourceRow, type TrafficReport, type WeekRow } from './traffic-counts';
import { weekOf } from './traffic-weeks';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** A report shows every day of its period (zeros included, so a chart has no gaps) unless the period is longer than this. */
const MAX_FILLED_DAYS = 400;

interface Tally {
  views: number;
  calls: number;
  leads: number;
  visits: Set<string>;
}

interface VisitTally {
  /** The time of the visit's first event seen, whose origin and page the visit is counted under. */
  firstAt: number;
  origin: Omit<VisitOrigin, 'known'>;
  landing: string;
  views: number;
  calls: number;
  leads: number;
}

const FIELD = { view: 'views', call: 'calls', lead: 'leads' } as const;

const emptyTally = (): Tally => ({ views: 0, calls: 0, leads: 0, visits: new Set() });

/**
 * Counts records, keeping those at or after `since` and before `until`. A
 * visit's events all count under the source of its first event, so the
 * sources' visits add up to the total; a lead without a visit counts under
 * its own source (Not known, unless it names a campaign) with no visit.
 */
export function createTrafficTally({ since, until }: { since: Date; until: Date }) {
  const [from, to] = [since.getTime(), until.getTime()];
  const visits = new Map<string, VisitTally>();
  const visitless = new Map<string, SourceRow>();
  const pages = new Map<string, Tally>();
  const days = new Map<string, Tally>();
  const languages = new Map<Language, Tally>(LANGUAGES.map((language) => [language, emptyTally()]));

  return {
    add(record: TrafficEvent): void {
      const at = Date.parse(record.at);
      if (!(at >= from && at < to)) return;
      const field = FIELD[record.type];
      const page = getOrAdd(pages, record.page, emptyTally);
      const day = getOrAdd(days, businessDay(at), emptyTally);
      const language = languages.get(languageOfPath(record.page))!;
      page[field] += 1;
      day[field] += 1;
      language[field] += 1;
      const origin = { ref: record.ref, utm: record.utm };
      if (record.visit === undefined) {
        sourceRow(visitless, trafficSource({ known: false, ...origin }))[field] += 1;
        return;
      }
      if (record.type === 'view') page.visits.add(record.visit);
      day.visits.add(record.visit);
      language.visits.add(record.visit);
      const landing = record.page;
      const visit = getOrAdd(visits, record.visit, () => ({ firstAt: at, origin, landing, views: 0, calls: 0, leads: 0 }));
      if (at < visit.firstAt) Object.assign(visit, { firstAt: at, origin, landing });
      visit[field] += 1;
    },

    report(): TrafficReport {
      const sources = new Map([...visitless].map(([key, row]) => [key, { ...row }]));
      const landings = new Map<string, Counts>();
      for (const visit of visits.values()) {
        const source = sourceRow(sources, trafficSource({ ...visit.origin, known: true }));
        const landing = getOrAdd(landings, visit.landing, () => ({ views: 0, visits: 0, calls: 0, leads: 0 }));
        for (const row of [source, landing]) {
          row.visits += 1;
          row.views += visit.views;
          row.calls += visit.calls;
          row.leads += visit.leads;
        }
      }
      const pageRows = [...pages].map(([path, tally]) => ({ path, ...countsOf(tally), outcomes: NO_OUTCOMES }));
      const sum = (field: 'views' | 'calls' | 'leads') => pageRows.reduce((total, row) => total + row[field], 0);
      const dayList = dayRows(from, to, days);
      return {
        since,
        until,
        totals: { views: sum('views'), visits: visits.size, calls: sum('calls'), leads: sum('leads') },
        // The lead logs' figures are added after (withLeads): the traffic logs know no contact.
        firstContact: NO_LEADS,
        outcomes: NO_OUTCOMES,
        pages: pageRows.sort(compareByPath),
        landings: [...landings].map(([path, counts]) => ({ path, ...counts, outcomes: NO_OUTCOMES })).sort(compareByPath),
        sources: [...sources.values()].sort(compareSources),
        days: dayList,
        weeks: weekRows(dayList, days),
        languages: [...languages].map(([language, tally]) => ({
          language: LANGUAGE_NAMES[language],
          ...countsOf(tally),
          outcomes: NO_OUTCOMES,
        })),
      };
    },
  };
}

/** The report of `records` over [since, until). */
export function summarizeTraffic(records: Iterable<TrafficEvent>, period: { since: Date; until: Date }): TrafficReport {
  const tally = createTrafficTally(period);
  for (const record of records) tally.add(record);
  return tally.report();
}

/** The value of `key`, created the first time. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}

/** What tells the rows of two sources apart: their kind and label. */
export const sourceKey = (source: TrafficSource) => `${source.kind}\n${source.label}`;

/** A source's row with zeros. */
export const emptySourceRow = (source: TrafficSource): SourceRow => ({
  views: 0,
  visits: 0,
  calls: 0,
  leads: 0,
  source: source.label,
  kind: source.kind,
  firstContact: NO_LEADS,
  outcomes: NO_OUTCOMES,
});

/** The row of a source, added with zeros the first time. */
const sourceRow = (rows: Map<string, SourceRow>, source: TrafficSource) => getOrAdd(rows, sourceKey(source), () => emptySourceRow(source));

const countsOf = (tally: Tally): Counts => ({
  views: tally.views,
  visits: tally.visits.size,
  calls: tally.calls,
  leads: tally.leads,
});
const byVisits = (a: Counts, b: Counts) => b.visits - a.visits || b.views - a.views || b.calls + b.leads - (a.calls + a.leads);
// Code-unit order, the same whatever the locale of the machine.
const compareText = (a: string, b: string) =>
  a < b ? -1
  : a > b ? 1
  : 0;

/** The order of pages: most visited first, then by path. */
export const compareByPath = <Row extends Counts & { path: string }>(a: Row, b: Row) => byVisits(a, b) || compareText(a.path, b.path);

/** The order of the sources: most visited first, then by label and kind. */
export const compareSources = (a: SourceRow, b: SourceRow) =>
  byVisits(a, b) || compareText(a.source, b.source) || compareText(a.kind, b.kind);

/**
 * Every New York day of [from, to), zeros included. A period longer than
 * MAX_FILLED_DAYS (`--since 2015-01-01`) would be years of empty rows: then
 * the days run from the first to the last day with traffic.
 */
function dayRows(from: number, to: number, days: Map<string, Tally>): DayRow[] {
  let [first, last] = [businessDay(from), businessDay(to - 1)];
  if ((Date.parse(last) - Date.parse(first)) / DAY_MS >= MAX_FILLED_DAYS) {
    const present = [...days.keys()].sort();
    if (present.length === 0) return [];
    [first, last] = [present[0]!, present.at(-1)!];
  }
  const rows: DayRow[] = [];
  for (let day = first; day <= last; day = nextDay(day)) rows.push({ day, ...countsOf(days.get(day) ?? emptyTally()) });
  return rows;
}

/** The weeks of `rows`, each the sum of its days' counts (a visit that spans two days counted once). */
function weekRows(rows: DayRow[], days: Map<string, Tally>): WeekRow[] {
  const weeks = new Map<string, Tally>();
  for (const { day } of rows) {
    const week = getOrAdd(weeks, weekOf(day), emptyTally);
    const tally = days.get(day);
    if (tally === undefined) continue;
    week.views += tally.views;
    week.calls += tally.calls;
    week.leads += tally.leads;
    for (const visit of tally.visits) week.visits.add(visit);
  }
  return [...weeks].map(([week, tally]) => ({ week, ...countsOf(tally), firstContact: NO_LEADS, outcomes: NO_OUTCOMES }));
}
