// What the estimate form says of a job's price as the visitor types (and the
// confirmation repeats): a range for the area from the business's prices
// (data/prices.json, shared/price-range.ts), what it rests on, and when the
// figures were set. A range in words, never a quote: the site visit fixes the
// price. The server works out the range it stores by the same rules
// (server/leads/estimate-input.ts), never taking the browser's.
import type { Price } from './api-types';
import { isAreaInLimits, priceFor, readArea } from './estimate-fields';
import { formatRange, priceRange, type PriceRange } from './price-range';

type RangePrice = Pick<Price, 'label' | 'work' | 'service' | 'perSqFt' | 'minimumJob' | 'setOn'>;

/** What can be said of a job from what the visitor has typed so far. */
export type JobEstimate<P> =
  /** No area yet. */
  | { kind: 'none' }
  /** An area that is not a number of square feet the form takes. */
  | { kind: 'bad-area' }
  /** An area, but neither the kind of work nor the service says which price. */
  | { kind: 'no-price'; sqFt: number }
  | { kind: 'range'; sqFt: number; price: P; range: PriceRange };

export function estimateJob<P extends RangePrice>(
  prices: readonly P[],
  { area, work, service }: { area: string; work?: string; service?: string },
): JobEstimate<P> {
  const sqFt = readArea(area);
  if (sqFt === undefined) return { kind: 'none' };
  if (!isAreaInLimits(sqFt)) return { kind: 'bad-area' };
  // As the server stores it: whole square feet.
  const whole = Math.round(sqFt);
  const price = priceFor(prices, work, service);
  return price ? { kind: 'range', sqFt: whole, price, range: priceRange(price, whole) } : { kind: 'no-price', sqFt: whole };
}

/** The range as a sentence in three parts, so a page can set the figure apart; `text` is the whole. */
export interface RangeSentence {
  lead: string;
  figure: string;
  tail: string;
  text: string;
}

/**
 * "Epoxy terrazzo, poured in place, about 600 sq ft: usually $11,400–$25,200
 * in New York City, labor and materials included." A job below the minimum
 * says so: "…, about 50 sq ft: the minimum job, $9,500, in New York City, …".
 */
export function rangeSentence(price: Pick<Price, 'label' | 'minimumJob'>, sqFt: number, range: PriceRange): RangeSentence {
  const minimumOnly = range.low === range.high && range.high === price.minimumJob;
  const lead = `${price.label}, about ${sqFt.toLocaleString('en-US')} sq ft: ${minimumOnly ? 'the minimum job, ' : 'usually '}`;
  const figure = formatRange(range);
  const tail = `${minimumOnly ? ',' : ''} in New York City, labor and materials included.`;
  return { lead, figure, tail, text: `${lead}${figure}${tail}` };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-01" → "November 2026" (read from the text: no time zone can move it a month). */
export function monthOf(isoDate: string): string {
  const [year, month] = isoDate.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim();
}

/** "$19–$42 per sq ft". */
export const perSqFtText = (price: Pick<Price, 'perSqFt'>) => `${formatRange(price.perSqFt)} per sq ft`;

/** What a range rests on, in one line: "$19–$42 per sq ft · minimum job $9,500 · prices as of November 2026". */
export function rangeBasis(price: Pick<Price, 'perSqFt' | 'minimumJob' | 'setOn'>): string {
  return `${perSqFtText(price)} · minimum job ${formatRange({ low: price.minimumJob, high: price.minimumJob })} · prices as of ${monthOf(price.setOn)}`;
}
