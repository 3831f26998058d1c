// `npm run traffic -- --format json`: every grouping, for other tools.
import { jsonText } from '../toolkit/json-text';
import { revenuePer, winRate, type Counts, type FirstContact, type OutcomeRow, type TrafficReport } from './traffic-counts';

const countsJson = ({ views, visits, calls, leads }: Counts) => ({ views, visits, calls, leads });

/** The median in minutes to a tenth (null when no lead was contacted): milliseconds would be false precision. */
const firstContactJson = ({ leads, contacted, withinHour, medianMs }: FirstContact) => ({
  leads,
  contacted,
  withinHour,
  medianMinutes: medianMs === undefined ? null : Math.round(medianMs / 6_000) / 10,
});

const cents = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);

/** What the row's leads became, with the rates that follow from it (null without a denominator): win rate 0–1, dollars per visit and per lead. */
const outcomesJson = (row: OutcomeRow) => {
  const rate = winRate(row.outcomes);
  return {
    ...row.outcomes,
    winRate: rate === undefined ? null : Math.round(rate * 1000) / 1000,
    revenuePerVisit: cents(revenuePer(row, 'visit')),
    revenuePerLead: cents(revenuePer(row, 'lead')),
  };
};

/**
 * Every grouping, in the shape other tools read: since, until, totals,
 * pages, landingPages, sources, days, weeks and languages; the totals,
 * sources and weeks with their `firstContact` figures, and all but the days
 * with their `outcomes`.
 */
export function trafficToJson(report: TrafficReport): string {
  return jsonText({
    since: report.since.toISOString(),
    until: report.until.toISOString(),
    totals: {
      ...countsJson(report.totals),
      firstContact: firstContactJson(report.firstContact),
      outcomes: outcomesJson({ ...report.totals, outcomes: report.outcomes }),
    },
    pages: report.pages.map((row) => ({ path: row.path, ...countsJson(row), outcomes: outcomesJson(row) })),
    landingPages: report.landings.map((row) => ({ path: row.path, ...countsJson(row), outcomes: outcomesJson(row) })),
    sources: report.sources.map((row) => ({
      source: row.source,
      kind: row.kind,
      ...countsJson(row),
      firstContact: firstContactJson(row.firstContact),
      outcomes: outcomesJson(row),
    })),
    days: report.days.map((row) => ({ day: row.day, ...countsJson(row) })),
    weeks: report.weeks.map((row) => ({
      week: row.week,
      ...countsJson(row),
      firstContact: firstContactJson(row.firstContact),
      outcomes: outcomesJson(row),
    })),
    languages: report.languages.map((row) => ({ language: row.language, ...countsJson(row), outcomes: outcomesJson(row) })),
  });
}
