// How the table, the CSV and the HTML page write what leads became:
// which figures, in which order, under which headings.
import { dollarText } from '../../shared/price-range';
import { revenuePer, winRate, type OutcomeRow } from './traffic-counts';

/** The figures of a row's leads, in the order a job goes, then what it earned. */
export const OUTCOME_COLUMNS = [
  { header: 'leads', csv: 'real_leads' },
  { header: 'contacted in 1 h', csv: 'contacted_within_1h' },
  { header: 'site visits', csv: 'site_visits' },
  { header: 'quotes', csv: 'quotes' },
  { header: 'won', csv: 'wins' },
  { header: 'lost', csv: 'losses' },
  { header: 'won revenue', csv: 'won_revenue' },
  { header: 'win rate', csv: 'win_rate_percent' },
  { header: 'per visit', csv: 'revenue_per_visit' },
  { header: 'per lead', csv: 'revenue_per_lead' },
] as const;

/** How a format writes a figure that is not a count: an amount, a rate (0–1), and a rate without a denominator. */
interface FigureStyle {
  money: (dollars: number) => string;
  rate: (share: number) => string;
  absent: string;
}

/** The terminal's: `$12,000`, `25%`, `–`. */
export const TEXT_FIGURES: FigureStyle = { money: dollarText, rate: (share) => `${Math.round(share * 100)}%`, absent: '–' };

/** A row's figures in OUTCOME_COLUMNS' order. */
export function outcomeCells(row: OutcomeRow, { money, rate, absent }: FigureStyle): string[] {
  const { leads, contactedWithinHour, siteVisits, quotes, wins, losses, wonRevenue } = row.outcomes;
  const optional = <T>(value: T | undefined, write: (value: T) => string) => (value === undefined ? absent : write(value));
  return [
    ...[leads, contactedWithinHour, siteVisits, quotes, wins, losses].map(String),
    money(wonRevenue),
    optional(winRate(row.outcomes), rate),
    optional(revenuePer(row, 'visit'), money),
    optional(revenuePer(row, 'lead'), money),
  ];
}
