// `npm run traffic` in a terminal: the table, and the one-line summary on stderr.
import { periodText, TIME_ZONE_NAME } from '../toolkit/period-words';
import { plural } from '../toolkit/plural';
import { textTable, type TextColumn } from '../toolkit/text-table';
import { perHundredText, type Counts, type TrafficReport } from './traffic-counts';
import { COUNT_COLUMNS, groupRows } from './traffic-groups';
import type { TrafficGroup } from './traffic-options';

const GROUP_TITLE = { page: 'by page', source: 'by source', day: 'by day', language: 'by language' } as const;

/**
 * A title line with the period, then aligned columns: the page (or source
 * and kind, or day), visits, views, calls, leads and calls + leads per
 * 100 visits, and a total row. The first column gives way to fit `width`
 * (a long path ends in "…").
 */
export function trafficToTable(report: TrafficReport, { by, width }: { by: TrafficGroup; width: number }): string {
  const title = `Traffic ${GROUP_TITLE[by]}, ${periodText(report.since, report.until)} (${TIME_ZONE_NAME})`;
  const { labels, rows } = groupRows(report, by, { weekday: true });
  if (rows.length === 0) return `${title}\n\nNo visits, calls or leads were counted in this period.\n`;
  const columns: TextColumn[] = [
    ...labels.map((header, i): TextColumn => (i === 0 ? { header, atLeast: 12, giveWay: { min: 12 } } : { header })),
    ...[...COUNT_COLUMNS, 'per 100 visits'].map((header): TextColumn => ({ header, align: 'right' })),
  ];
  const numbers = (counts: Counts) => [...COUNT_COLUMNS.map((column) => String(counts[column])), perHundredText(counts)];
  const table = textTable({
    columns,
    rows: rows.map((row) => [...row.labels, ...numbers(row.counts)]),
    total: [...labels.map((_, i) => (i === 0 ? 'total' : '')), ...numbers(report.totals)],
    width,
  });
  return `${[title, '', ...table].join('\n')}\n`;
}

/** One line for stderr: `412 visits, 530 page views, 12 calls and 3 leads, 2024-03-01 – 2024-03-31 (New York time)`. */
export function trafficSummary({ totals, since, until }: TrafficReport): string {
  return (
    `${plural(totals.visits, 'visit')}, ${plural(totals.views, 'page view')}, ${plural(totals.calls, 'call')} and ` +
    `${plural(totals.leads, 'lead')}, ${periodText(since, until)} (${TIME_ZONE_NAME})`
  );
}
