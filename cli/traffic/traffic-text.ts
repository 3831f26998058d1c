// `npm run traffic` in a terminal: the table, and the one-line summary on stderr.
import { periodText, TIME_ZONE_NAME } from '../toolkit/period-words';
import { plural } from '../toolkit/plural';
import { textTable, type TextColumn } from '../toolkit/text-table';
import { medianText, withinHourText } from './contact-text';
import { NO_LEADS, perHundredText, type Counts, type FirstContact, type TrafficReport } from './traffic-counts';
import { COUNT_COLUMNS, groupRows } from './traffic-groups';
import type { TrafficGroup } from './traffic-options';
import { OUTCOME_COLUMNS, outcomeCells, TEXT_FIGURES } from './outcome-text';

const GROUP_TITLE = {
  page: 'by page',
  landing: 'by landing page',
  source: 'by source',
  day: 'by day',
  week: 'by week',
  language: 'by language',
} as const;
const CONTACT_COLUMNS = ['first contact (median)', 'within 1 h'];

/**
 * A title line with the period, then aligned columns: the page (or source
 * and kind, or day, or week), visits, views, calls, leads and calls + leads
 * per 100 visits, by source and week the first-contact figures, and a total
 * row. Then, but by day, a second table of the same rows: what their
 * leads became and earned. The first column gives way to fit `width` (a
 * long path ends in "…").
 */
export function trafficToTable(report: TrafficReport, { by, width }: { by: TrafficGroup; width: number }): string {
  const title = `Traffic ${GROUP_TITLE[by]}, ${periodText(report.since, report.until)} (${TIME_ZONE_NAME})`;
  const { labels, contact, outcomes, rows } = groupRows(report, by, { weekday: true });
  if (rows.length === 0) return `${title}\n\nNo visits, calls or leads were counted in this period.\n`;
  const columns: TextColumn[] = [
    ...labels.map((header, i): TextColumn => (i === 0 ? { header, atLeast: 12, giveWay: { min: 12 } } : { header })),
    ...[...COUNT_COLUMNS, 'per 100 visits', ...(contact ? CONTACT_COLUMNS : [])].map((header): TextColumn => ({ header, align: 'right' })),
  ];
  const numbers = (counts: Counts, firstContact: FirstContact = NO_LEADS) => [
    ...COUNT_COLUMNS.map((column) => String(counts[column])),
    perHundredText(counts),
    ...(contact ? [medianText(firstContact), withinHourText(firstContact)] : []),
  ];
  const totalLabels = labels.map((_, i) => (i === 0 ? 'total' : ''));
  const table = textTable({
    columns,
    rows: rows.map((row) => [...row.labels, ...numbers(row.counts, row.firstContact)]),
    total: [...totalLabels, ...numbers(report.totals, report.firstContact)],
    width,
  });
  const lines = [title, '', ...table];
  if (outcomes) {
    lines.push('', `What the leads became, ${GROUP_TITLE[by]}`, '');
    const withLeads = rows.filter((row) => row.outcomes && row.outcomes.outcomes.leads > 0);
    if (withLeads.length === 0) lines.push('No lead of this period is in the lead log.');
    else
      lines.push(
        ...textTable({
          columns: [...columns.slice(0, labels.length), ...OUTCOME_COLUMNS.map(({ header }): TextColumn => ({ header, align: 'right' }))],
          rows: withLeads.map((row) => [...row.labels, ...outcomeCells(row.outcomes!, TEXT_FIGURES)]),
          total: [...totalLabels, ...outcomeCells({ ...report.totals, outcomes: report.outcomes }, TEXT_FIGURES)],
          width,
        }),
      );
  }
  return `${lines.join('\n')}\n`;
}

/** One line for stderr: `412 visits, 530 page views, 12 calls and 3 leads, 2024-03-01 – 2024-03-31 (New York time)`. */
export function trafficSummary({ totals, since, until }: TrafficReport): string {
  return (
    `${plural(totals.visits, 'visit')}, ${plural(totals.views, 'page view')}, ${plural(totals.calls, 'call')} and ` +
    `${plural(totals.leads, 'lead')}, ${periodText(since, until)} (${TIME_ZONE_NAME})`
  );
}
