// `npm run traffic -- --format csv`: one row per page, landing page, source, day, week or language.
import { csvText } from '../toolkit/csv-text';
import { NO_LEADS, perHundredVisits, type FirstContact, type TrafficReport } from './traffic-counts';
import { COUNT_COLUMNS, groupRows } from './traffic-groups';
import type { TrafficGroup } from './traffic-options';
import { OUTCOME_COLUMNS, outcomeCells } from './outcome-text';

/** By source and week: the leads the figures are of, how many were contacted and within an hour, and the median in minutes. */
const CONTACT_COLUMNS = ['contact_leads', 'contacted', 'within_1h', 'within_1h_percent', 'first_contact_median_minutes'];

/** Money as a number a spreadsheet sums (to the cent), a rate as a percentage to a tenth. */
const CSV_FIGURES = {
  money: (dollars: number) => String(Math.round(dollars * 100) / 100),
  rate: (share: number) => (share * 100).toFixed(1),
  absent: '',
};

/**
 * A header row, then one row per page, landing page, source, day, week or language
 * (csvText: RFC 4180, and a utm value a spreadsheet would run as a formula
 * defused). A figure without a value (per 100 without visits, a share
 * without leads) is an empty cell rather than "–": a spreadsheet then
 * leaves it out of a column's sums and averages.
 */
export function trafficToCsv(report: TrafficReport, by: TrafficGroup): string {
  const { labels, contact, outcomes, rows } = groupRows(report, by);
  return csvText(
    [
      ...labels.map((label) => label.replace(' ', '_')),
      ...COUNT_COLUMNS,
      'per_100_visits',
      ...(contact ? CONTACT_COLUMNS : []),
      ...(outcomes ? OUTCOME_COLUMNS.map(({ csv }) => csv) : []),
    ],
    rows.map((row) => [
      ...row.labels,
      ...COUNT_COLUMNS.map((column) => row.counts[column]),
      perHundredVisits(row.counts)?.toFixed(1) ?? '',
      ...(contact ? contactCells(row.firstContact ?? NO_LEADS) : []),
      ...(row.outcomes ? outcomeCells(row.outcomes, CSV_FIGURES) : []),
    ]),
  );
}

const contactCells = ({ leads, contacted, withinHour, medianMs }: FirstContact) => [
  leads,
  contacted,
  withinHour,
  leads === 0 ? '' : ((withinHour * 100) / leads).toFixed(1),
  medianMs === undefined ? '' : (medianMs / 60_000).toFixed(1),
];
