import { describe, expect, it } from 'vitest';
import { afterBusinessTime, nextOpening } from '../../server/leads/business-clock';

const HOURS = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
  { days: ['Sa'], opens: '08:00', closes: '16:00' },
];
const ALWAYS = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];
const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('business time', () => {
  it('runs with the clock while the business is open', () => {
    // Tuesday 10:00 in New York (EST).
    expect(iso(afterBusinessTime(at('2026-11-24T15:00:00Z'), 15 * MINUTE, HOURS))).toBe('2026-11-24T15:15:00.000Z');
  });

  it('stops at closing and goes on at the next opening', () => {
    // Tuesday 16:50: ten minutes that day, five on Wednesday from 07:00.
    expect(iso(afterBusinessTime(at('2026-11-24T21:50:00Z'), 15 * MINUTE, HOURS))).toBe('2026-11-25T12:05:00.000Z');
  });

  it('starts at the opening for a request sent while closed, across a closed Sunday', () => {
    // Saturday 20:00 → Monday 07:15.
    expect(iso(afterBusinessTime(at('2026-11-29T01:00:00Z'), 15 * MINUTE, HOURS))).toBe('2026-11-30T12:15:00.000Z');
  });

  it('follows the clocks across the change to summer time', () => {
    // Saturday 17:00 EST, 7 March 2026 → Monday 07:15 EDT (UTC-4) on the 9th.
    expect(iso(afterBusinessTime(at('2026-03-07T22:00:00Z'), 15 * MINUTE, HOURS))).toBe('2026-03-09T11:15:00.000Z');
  });

  it('reads a period closing at 23:59 as running to midnight', () => {
    // Sunday 23:50 → Monday 00:05, no minute lost at midnight.
    expect(iso(afterBusinessTime(at('2026-11-30T04:50:00Z'), 15 * MINUTE, ALWAYS))).toBe('2026-11-30T05:05:00.000Z');
  });

  it('is plain time when the hours name no day', () => {
    expect(afterBusinessTime(1_000, 15 * MINUTE, [])).toBe(1_000 + 15 * MINUTE);
  });
});

describe('the next opening', () => {
  it('is now while open, and the next period while closed', () => {
    expect(iso(nextOpening(at('2026-11-24T15:00:00Z'), HOURS)!)).toBe('2026-11-24T15:00:00.000Z');
    expect(iso(nextOpening(at('2026-11-29T01:00:00Z'), HOURS)!)).toBe('2026-11-30T12:00:00.000Z');
    // Saturday 07:00 (before its 08:00 opening).
    expect(iso(nextOpening(at('2026-11-28T12:00:00Z'), HOURS)!)).toBe('2026-11-28T13:00:00.000Z');
    expect(nextOpening(0, [])).toBeUndefined();
  });
});
