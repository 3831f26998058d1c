// What a job of a given area usually costs, from the business's prices
// (data/prices.json): a range, never a price. The estimate form shows it as
// the visitor types an area, the request stores it with the date the figures
// were set, and content:check holds the site's "starting at" claims to it.
import type { Price } from './api-types';

export interface PriceRange {
  low: number;
  high: number;
}

/** To the nearest hundred dollars: a range, not a quote. */
const roundToHundreds = (dollars: number) => Math.round(dollars / 100) * 100;

/** The usual cost of `sqFt` square feet of this work installed, the minimum job included. */
export function priceRange(price: Pick<Price, 'perSqFt' | 'minimumJob'>, sqFt: number): PriceRange {
  const job = (perSqFt: number) => roundToHundreds(Math.max(price.minimumJob, sqFt * perSqFt));
  return { low: job(price.perSqFt.low), high: job(price.perSqFt.high) };
}

/** "$12,000" (US format), whole dollars; a fraction of an amount under $100 to the cent, "$4.50". */
export function dollarText(value: number): string {
  const digits = Math.abs(value) < 100 && !Number.isInteger(value) ? 2 : 0;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** "$11,400–$25,200" (US format). */
export function formatRange({ low, high }: PriceRange): string {
  return low === high ? dollarText(low) : `${dollarText(low)}–${dollarText(high)}`;
}

/** The lowest price per square foot of a new floor: what a "starting at" claim may say; undefined without one. */
export function startingPerSqFt(prices: readonly Pick<Price, 'work' | 'perSqFt'>[]): number | undefined {
  const lows = prices.filter((price) => price.work === 'new-floor').map((price) => price.perSqFt.low);
  return lows.length > 0 ? Math.min(...lows) : undefined;
}

/** The dollar figure a claim states: "$19 per sq ft" → 19; undefined when it states none. */
export function claimedDollars(claim: string): number | undefined {
  const match = /\$\s*(\d+(?:\.\d+)?)/.exec(claim);
  return match ? Number(match[1]) : undefined;
}
