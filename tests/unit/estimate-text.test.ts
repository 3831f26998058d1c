import { describe, expect, it } from 'vitest';
import { estimateJob, monthOf, perSqFtText, rangeBasis, rangeSentence } from '../../shared/estimate-text';
import { AREA_LIMITS, readArea } from '../../shared/estimate-fields';

const price = (overrides: Partial<Parameters<typeof estimateJob>[0][number]> = {}) => ({
  label: 'Epoxy terrazzo, poured in place',
  work: 'new-floor' as const,
  service: 'custom-installation',
  perSqFt: { low: 19, high: 42 },
  minimumJob: 9500,
  setOn: '2026-11-01',
  ...overrides,
});
const epoxy = price();
const restoration = price({
  label: 'Restoring an existing terrazzo floor',
  work: 'restoration',
  service: 'restoration',
  perSqFt: { low: 5, high: 12 },
  minimumJob: 2000,
});
const prices = [epoxy, restoration];

describe('the range the estimate form shows', () => {
  it('for 600 sq ft of a new floor, reads as one sentence with the range set apart', () => {
    const job = estimateJob(prices, { area: '600', work: 'new-floor' });
    expect(job).toMatchObject({ kind: 'range', sqFt: 600, price: epoxy, range: { low: 11_400, high: 25_200 } });
    if (job.kind !== 'range') throw new Error('no range');
    expect(rangeSentence(job.price, job.sqFt, job.range)).toEqual({
      lead: 'Epoxy terrazzo, poured in place, about 600 sq ft: usually ',
      figure: '$11,400–$25,200',
      tail: ' in New York City, labor and materials included.',
      text: 'Epoxy terrazzo, poured in place, about 600 sq ft: usually $11,400–$25,200 in New York City, labor and materials included.',
    });
  });

  it('changes with the area, and reads areas as people type them', () => {
    const text = (area: string) => {
      const job = estimateJob(prices, { area, work: 'new-floor' });
      return job.kind === 'range' ? rangeSentence(job.price, job.sqFt, job.range).figure : job.kind;
    };
    expect(text('600')).toBe('$11,400–$25,200');
    expect(text('1,200 sq ft')).toBe('$22,800–$50,400');
    expect(text('599.6')).toBe('$11,400–$25,200');
  });

  it('says when only the minimum job applies', () => {
    const job = estimateJob(prices, { area: '50', work: 'new-floor' });
    if (job.kind !== 'range') throw new Error('no range');
    expect(rangeSentence(job.price, job.sqFt, job.range).text).toBe(
      'Epoxy terrazzo, poured in place, about 50 sq ft: the minimum job, $9,500, in New York City, labor and materials included.',
    );
  });

  it('takes the price of the chosen service when the kind of work is not known', () => {
    expect(estimateJob(prices, { area: '400', work: 'not-sure', service: 'restoration' })).toMatchObject({
      kind: 'range',
      price: restoration,
      range: { low: 2_000, high: 4_800 },
    });
    expect(estimateJob(prices, { area: '400', service: 'restoration' })).toMatchObject({ kind: 'range', price: restoration });
    // The kind of work, when chosen, wins over the service.
    expect(estimateJob(prices, { area: '400', work: 'new-floor', service: 'restoration' })).toMatchObject({ price: epoxy });
  });

  it('has no range without an area, with an area that is not one, or when nothing says which price', () => {
    expect(estimateJob(prices, { area: '', work: 'new-floor' })).toEqual({ kind: 'none' });
    expect(estimateJob(prices, { area: 'about half the lobby', work: 'new-floor' })).toEqual({ kind: 'bad-area' });
    expect(estimateJob(prices, { area: '0', work: 'new-floor' })).toEqual({ kind: 'bad-area' });
    expect(estimateJob(prices, { area: String(AREA_LIMITS.max + 1), work: 'new-floor' })).toEqual({ kind: 'bad-area' });
    expect(estimateJob(prices, { area: String(AREA_LIMITS.max), work: 'new-floor' })).toMatchObject({ kind: 'range' });
    expect(estimateJob(prices, { area: '600', work: 'not-sure' })).toEqual({ kind: 'no-price', sqFt: 600 });
    expect(estimateJob(prices, { area: '600', work: 'precast' })).toEqual({ kind: 'no-price', sqFt: 600 });
  });

  it('states what it rests on in one line, with the month the figures were set', () => {
    expect(rangeBasis(epoxy)).toBe('$19–$42 per sq ft · minimum job $9,500 · prices as of November 2026');
    expect(perSqFtText(restoration)).toBe('$5–$12 per sq ft');
    expect(monthOf('2027-01-31')).toBe('January 2027');
  });
});

describe('readArea (the form and the server read an area alike)', () => {
  it('reads digits with thousands separators and a unit, and nothing else', () => {
    expect(readArea('1,200')).toBe(1200);
    expect(readArea(' 600 sq ft')).toBe(600);
    expect(readArea('600sf')).toBe(600);
    expect(readArea('')).toBeUndefined();
    expect(readArea('  ')).toBeUndefined();
    expect(readArea('six hundred')).toBeNaN();
    expect(readArea('-5')).toBeNaN();
    expect(readArea(600)).toBe(600);
  });
});
