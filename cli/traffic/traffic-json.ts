// `npm run traffic -- --format json`: every grouping, for other tools.
import { jsonText } from '../toolkit/json-text';
import type { Counts, TrafficReport } from './traffic-counts';

const countsJson = ({ views, visits, calls, leads }: Counts) => ({ views, visits, calls, leads });

/** Every grouping, in the shape other tools read: since, until, totals, pages, sources, days. */
export function trafficToJson(report: TrafficReport): string {
  return jsonText({
    since: report.since.toISOString(),
    until: report.until.toISOString(),
    totals: countsJson(report.totals),
    pages: report.pages.map((row) => ({ path: row.path, ...countsJson(row) })),
    sources: report.sources.map((row) => ({ source: row.source, kind: row.kind, ...countsJson(row) })),
    days: report.days.map((row) => ({ day: row.day, ...countsJson(row) })),
    languages: report.languages.map((row) => ({ language: row.language, ...countsJson(row) })),
  });
}
