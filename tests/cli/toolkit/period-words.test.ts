import { describe, expect, it } from 'vitest';
import { businessDay } from '../../../shared/new-york-time';
import { dateTimeText, periodText, periodWords } from '../../../cli/toolkit/period-words';
import { plural } from '../../../cli/toolkit/plural';

describe('days and periods', () => {
  it('a New York day: 11:59 p.m. in New York is the day before in UTC terms', () => {
    expect(businessDay(Date.parse('2024-03-06T04:59:59Z'))).toBe('2024-03-05');
    expect(businessDay(Date.parse('2024-03-06T05:00:00Z'))).toBe('2024-03-06');
  });

  it('formats a time in a given zone', () => {
    expect(dateTimeText('2024-07-04T03:07:00.000Z', 'America/New_York')).toBe('2024-07-03 23:07');
    expect(dateTimeText('2024-07-04T03:07:00.000Z', 'UTC')).toBe('2024-07-04 03:07');
  });

  it('a period from midnight to midnight is its days; any other, its times', () => {
    expect(periodText(new Date('2024-03-01T14:05:00Z'), new Date('2024-03-02T05:00:00Z'))).toBe('2024-03-01 09:05 – 2024-03-02 00:00');
    expect(periodText(new Date('2024-03-01T05:00:00Z'), new Date('2024-03-02T05:00:00Z'))).toBe('2024-03-01');
    expect(periodText(new Date('2024-03-01T05:00:00Z'), new Date('2024-04-01T04:00:00Z'))).toBe('2024-03-01 – 2024-03-31');
  });

  it("in a reader's words, the days it covers, and its times when it does not run from midnight to midnight", () => {
    const march = periodWords(new Date('2024-03-01T05:00:00Z'), new Date('2024-04-01T04:00:00Z'));
    expect(march.days).toMatch(/^Mar 1\s–\s31, 2024$/);
    expect(march.times).toBeUndefined();
    const { days, times } = periodWords(new Date('2024-03-01T19:05:00Z'), new Date('2024-03-02T05:00:00Z'));
    expect(days).toBe('Mar 1, 2024');
    expect(times).toMatch(/^Fri, Mar 1, 2024, 2:05\sPM\s–\sSat, Mar 2, 2024, 12:00\sAM$/);
  });

  it('counts a noun', () => {
    expect([plural(0, 'lead'), plural(1, 'lead'), plural(2, 'page view')]).toEqual(['0 leads', '1 lead', '2 page views']);
  });
});
