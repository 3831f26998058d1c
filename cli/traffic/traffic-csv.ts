// `npm run traffic -- --format csv`: one row per page, source or day.
import { csvText } from '../toolkit/csv-text';
import { perHundredVisits, type TrafficReport } from './traffic-counts';
import { COUNT_COLUMNS, groupRows } from './traffic-groups';
import type { TrafficGroup } from './traffic-options';

/**
 * A header row, then one row per page, source or day (csvText: RFC 4180, and
 * a utm value a spreadsheet would run as a formula defused). Without visits
 * the per-100 cell is empty rather than "–": a spreadsheet then leaves it
 * out of a column's sums and averages.
 */
export function trafficToCsv(report: TrafficReport, by: TrafficGroup): string {
  const { labels, rows } = groupRows(report, by);
  return csvText(
    [...labels, ...COUNT_COLUMNS, 'per_100_visits'],
    rows.map((row) => [
      ...row.labels,
      ...COUNT_COLUMNS.map((column) => row.counts[column]),
      perHundredVisits(row.counts)?.toFixed(1) ?? '',
    ]),
  );
}
