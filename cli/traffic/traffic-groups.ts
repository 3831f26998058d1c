// The rows of one grouping (by page, landing page, source, day, week or
// language), as the table and CSV show them: their label columns, then the
// counts, by source and week the first-contact figures, and by all but the
// day what the leads became.
import type { Counts, FirstContact, OutcomeRow, TrafficReport } from './traffic-counts';
import type { TrafficGroup } from './traffic-options';
import { weekText } from './traffic-weeks';

export const COUNT_COLUMNS = ['visits', 'views', 'calls', 'leads'] as const;

interface GroupRows {
  /** The label columns of a row: the page, the source and its kind, the day, the week. */
  labels: string[];
  /** True when the rows have first-contact figures (by source and by week). */
  contact: boolean;
  /** True when the rows have what their leads became (all but by day). */
  outcomes: boolean;
  rows: { labels: string[]; counts: Counts; firstContact?: FirstContact; outcomes?: OutcomeRow }[];
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The rows of `by`; with `weekday`, a day reads `2024-03-04 Mon` and a week its days in the period, `2024-03-04 – 03-10`. */
export function groupRows(report: TrafficReport, by: TrafficGroup, { weekday = false } = {}): GroupRows {
  switch (by) {
    case 'page':
      return {
        labels: ['page'],
        contact: false,
        outcomes: true,
        rows: report.pages.map((row) => ({ labels: [row.path], counts: row, outcomes: row })),
      };
    case 'landing':
      return {
        labels: ['landing page'],
        contact: false,
        outcomes: true,
        rows: report.landings.map((row) => ({ labels: [row.path], counts: row, outcomes: row })),
      };
    case 'source':
      return {
        labels: ['source', 'kind'],
        contact: true,
        outcomes: true,
        rows: report.sources.map((row) => ({ labels: [row.source, row.kind], counts: row, firstContact: row.firstContact, outcomes: row })),
      };
    case 'language':
      return {
        labels: ['language'],
        contact: false,
        outcomes: true,
        rows: report.languages.map((row) => ({ labels: [row.language], counts: row, outcomes: row })),
      };
    case 'day':
      return {
        labels: ['day'],
        contact: false,
        outcomes: false,
        rows: report.days.map((row) => ({
          labels: [weekday ? `${row.day} ${WEEKDAY.format(new Date(`${row.day}T12:00:00Z`))}` : row.day],
          counts: row,
        })),
      };
    case 'week':
      return {
        labels: ['week'],
        contact: true,
        outcomes: true,
        rows: report.weeks.map((row) => ({
          labels: [weekday ? weekText(row.week, report) : row.week],
          counts: row,
          firstContact: row.firstContact,
          outcomes: row,
        })),
      };
  }
}
