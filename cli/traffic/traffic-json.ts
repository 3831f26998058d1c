// `npm run traffic -- --format json`: every grouping, for other tools.
import { jsonText } from '../toolkit/json-text';
import type { Counts, FirstContact, TrafficReport } from './traffic-counts';

const countsJson = ({ views, visits, calls, leads }: Counts) => ({ views, visits, calls, leads });

/** The median in minutes to a tenth (null when no lead was contacted): milliseconds would be false precision. */
const firstContactJson = ({ leads, contacted, withinHour, medianMs }: FirstContact) => ({
  leads,
  contacted,
  withinHour,
  medianMinutes: medianMs === undefined ? null : Math.round(medianMs / 6_000) / 10,
});

/**
 * Every grouping, in the shape other tools read: since, until, totals,
 * pages, sources, days, weeks and languages; the totals, sources and weeks
 * with their `firstContact` figures.
 */
export function trafficToJson(report: TrafficReport): string {
  return jsonText({
    since: report.since.toISOString(),
    until: report.until.toISOString(),
    totals: { ...countsJson(report.totals), firstContact: firstContactJson(report.firstContact) },
    pages: report.pages.map((row) => ({ path: row.path, ...countsJson(row) })),
    sources: report.sources.map((row) => ({
      source: row.source,
      kind: row.kind,
      ...countsJson(row),
      firstContact: firstContactJson(row.firstContact),
    })),
    days: report.days.map((row) => ({ day: row.day, ...countsJson(row) })),
    weeks: report.weeks.map((row) => ({ week: row.week, ...countsJson(row), firstContact: firstContactJson(row.firstContact) })),
    languages: report.languages.map((row) => ({ language: row.language, ...countsJson(row) })),
  });
}
