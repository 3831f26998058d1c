import { describe, expect, it } from 'vitest';
import { claimedDollars, formatRange, priceRange, startingPerSqFt } from '../../shared/price-range';

const epoxy = { perSqFt: { low: 19, high: 42 }, minimumJob: 9500 };

describe('priceRange', () => {
  it('is the area at the low and the high price, to the nearest hundred dollars', () => {
    expect(priceRange(epoxy, 600)).toEqual({ low: 11_400, high: 25_200 });
    expect(priceRange(epoxy, 1_234)).toEqual({ low: 23_400, high: 51_800 });
  });

  it('never goes below the minimum job, at either end', () => {
    expect(priceRange(epoxy, 100)).toEqual({ low: 9_500, high: 9_500 });
    expect(priceRange(epoxy, 300)).toEqual({ low: 9_500, high: 12_600 });
  });

  it('reads as a range in US format, or one figure when both ends meet', () => {
    expect(formatRange({ low: 11_400, high: 25_200 })).toBe('$11,400–$25,200');
    expect(formatRange({ low: 9_500, high: 9_500 })).toBe('$9,500');
  });
});

describe('the claims the site makes', () => {
  it('start at the lowest price of a new floor, not of a restoration', () => {
    expect(
      startingPerSqFt([
        { work: 'restoration', perSqFt: { low: 5, high: 12 } },
        { work: 'new-floor', perSqFt: { low: 30, high: 60 } },
        { work: 'new-floor', perSqFt: { low: 19, high: 42 } },
      ]),
    ).toBe(19);
    expect(startingPerSqFt([{ work: 'precast', perSqFt: { low: 45, high: 95 } }])).toBeUndefined();
  });

  it('state a dollar figure, or none', () => {
    expect(claimedDollars('$19 per sq ft')).toBe(19);
    expect(claimedDollars('from $ 22.50')).toBe(22.5);
    expect(claimedDollars('Call for a price')).toBeUndefined();
  });
});
