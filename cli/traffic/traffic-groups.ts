// The rows of one grouping (by page, source, day, week or language), as the
// table and CSV show them: their label columns, then the counts, and by
// source and week the first-contact figures.
import type { Counts, FirstContact, TrafficReport } from './traffic-counts';
import type { TrafficGroup } from './traffic-options';
import { weekText } from './traffic-weeks';

export const COUNT_COLUMNS = ['visits', 'views', 'calls', 'leads'] as const;

interface GroupRows {
  /** The label columns of a row: the page, the source and its kind, the day, the week. */
  labels: string[];
  /** True when the rows have first-contact figures (by source and by week). */
  contact: boolean;
  rows: { labels: string[]; counts: Counts; firstContact?: FirstContact }[];
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The rows of `by`; with `weekday`, a day reads `2024-03-04 Mon` and a week its days in the period, `2024-03-04 – 03-10`. */
export function groupRows(report: TrafficReport, by: TrafficGroup, { weekday = false } = {}): GroupRows {
  switch (by) {
    case 'page':
      return { labels: ['page'], contact: false, rows: report.pages.map((row) => ({ labels: [row.path], counts: row })) };
    case 'source':
      return {
        labels: ['source', 'kind'],
        contact: true,
        rows: report.sources.map((row) => ({ labels: [row.source, row.kind], counts: row, firstContact: row.firstContact })),
      };
    case 'language':
      return { labels: ['language'], contact: false, rows: report.languages.map((row) => ({ labels: [row.language], counts: row })) };
    case 'day':
      return {
        labels: ['day'],
        contact: false,
        rows: report.days.map((row) => ({
          labels: [weekday ? `${row.day} ${WEEKDAY.format(new Date(`${row.day}T12:00:00Z`))}` : row.day],
          counts: row,
        })),
      };
    case 'week':
      return {
        labels: ['week'],
        contact: true,
        rows: report.weeks.map((row) => ({
          labels: [weekday ? weekText(row.week, report) : row.week],
          counts: row,
          firstContact: row.firstContact,
        })),
      };
  }
}
