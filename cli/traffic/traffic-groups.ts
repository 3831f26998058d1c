// The rows of one grouping (by page, source, day or language), as the table
// and CSV show them: their label columns, then the counts.
import type { Counts, TrafficReport } from './traffic-counts';
import type { TrafficGroup } from './traffic-options';

export const COUNT_COLUMNS = ['visits', 'views', 'calls', 'leads'] as const;

interface GroupRows {
  /** The label columns of a row: the page, the source and its kind, the day. */
  labels: string[];
  rows: { labels: string[]; counts: Counts }[];
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The rows of `by`; with `weekday`, a day reads `2024-03-04 Mon`. */
export function groupRows(report: TrafficReport, by: TrafficGroup, { weekday = false } = {}): GroupRows {
  switch (by) {
    case 'page':
      return { labels: ['page'], rows: report.pages.map((row) => ({ labels: [row.path], counts: row })) };
    case 'source':
      return { labels: ['source', 'kind'], rows: report.sources.map((row) => ({ labels: [row.source, row.kind], counts: row })) };
    case 'language':
      return { labels: ['language'], rows: report.languages.map((row) => ({ labels: [row.language], counts: row })) };
    case 'day':
      return {
        labels: ['day'],
        rows: report.days.map((row) => ({
          labels: [weekday ? `${row.day} ${WEEKDAY.format(new Date(`${row.day}T12:00:00Z`))}` : row.day],
          counts: row,
        })),
      };
  }
}
