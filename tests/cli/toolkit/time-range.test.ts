import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../cli/toolkit/command-line';
import { parseTime, parseTimeRange } from '../../../cli/toolkit/time-range';

const NOW = new Date('2024-03-10T12:00:00.000Z');
/** The ages `npm run leads` shows as examples; `npm run traffic` shows the default ones. */
const LEAD_AGES = '30m, 24h or 7d';

describe('parseTime', () => {
  it('reads minutes, hours and days back from now', () => {
    expect(parseTime('--since', '30m', NOW).toISOString()).toBe('2024-03-10T11:30:00.000Z');
    expect(parseTime('--since', '24h', NOW).toISOString()).toBe('2024-03-09T12:00:00.000Z');
    expect(parseTime('--since', '7d', NOW).toISOString()).toBe('2024-03-03T12:00:00.000Z');
    expect(parseTime('--since', '30d', NOW).toISOString()).toBe('2024-02-09T12:00:00.000Z');
  });

  it('when a date is given alone, it means midnight in New York, in winter and in summer time', () => {
    expect(parseTime('--since', '2024-03-01', NOW).toISOString()).toBe('2024-03-01T05:00:00.000Z');
    expect(parseTime('--since', '2024-07-04', NOW).toISOString()).toBe('2024-07-04T04:00:00.000Z');
    // The day the clocks go forward (2 a.m.): its midnight is still on standard time.
    expect(parseTime('--since', '2024-03-10', NOW).toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(parseTime('--since', '2024-03-11', NOW).toISOString()).toBe('2024-03-11T04:00:00.000Z');
    // And the day they go back: standard time from the next midnight on.
    expect(parseTime('--since', '2024-11-03', NOW).toISOString()).toBe('2024-11-03T04:00:00.000Z');
    expect(parseTime('--since', '2024-11-04', NOW).toISOString()).toBe('2024-11-04T05:00:00.000Z');
  });

  it('when a date and time names no zone, it is New York time; a zone it names is honoured', () => {
    expect(parseTime('--until', '2024-03-01T09:30', NOW).toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseTime('--until', '2024-03-01T09:30:00Z', NOW).toISOString()).toBe('2024-03-01T09:30:00.000Z');
    expect(parseTime('--until', '2024-03-01T09:30:00-08:00', NOW).toISOString()).toBe('2024-03-01T17:30:00.000Z');
    expect(parseTime('--since', '2024-03-01T09:30:00-05:00', NOW).toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseTime('--since', '2024-03-01T09:30:15.250Z', NOW).toISOString()).toBe('2024-03-01T09:30:15.250Z');
  });

  it('is the same instant whatever the time zone of the machine', () => {
    const zone = process.env.TZ;
    try {
      const instants = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map((tz) => {
        process.env.TZ = tz;
        return parseTime('--since', '2024-03-01T09:30', NOW).toISOString();
      });
      expect(instants).toEqual(['2024-03-01T14:30:00.000Z', '2024-03-01T14:30:00.000Z', '2024-03-01T14:30:00.000Z']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it.each(['7', 'd7', '7w', '-7d', '7 d', '1.5h', 'yesterday', '2024-02-30', '2024-13-01', '03/01/2024', ''])(
    'refuses "%s" with a usage error that shows the accepted forms with the ages npm run leads gives',
    (value) => {
      expect(() => parseTime('--since', value, NOW, LEAD_AGES)).toThrow(UsageError);
      expect(() => parseTime('--since', value, NOW, LEAD_AGES)).toThrow(/30m, 24h or 7d, or an ISO date/);
    },
  );

  it.each([
    '7',
    '7w',
    '-7d',
    '1.5h',
    'yesterday',
    '2024-02-30',
    '2024-02-30T10:00:00Z',
    '2024-13-01',
    '2024-03-01T25:00',
    '2024-03-01T09:30:00+24:00',
    '03/01/2024',
    '',
  ])('refuses "%s" with a usage error that names the flag and shows the accepted forms', (value) => {
    expect(() => parseTime('--until', value, NOW)).toThrow(UsageError);
    expect(() => parseTime('--until', value, NOW)).toThrow(/^--until must be an age like 24h, 7d or 30d, or an ISO date/);
  });
});

describe('parseTimeRange', () => {
  it('runs from the default age to now when neither flag is given', () => {
    expect(parseTimeRange({}, NOW, '30d')).toEqual({ since: new Date('2024-02-09T12:00:00.000Z'), until: NOW });
  });

  it('reads both flags the same way', () => {
    expect(parseTimeRange({ since: '2024-03-01', until: '2024-03-08T00:00' }, NOW, '30d')).toEqual({
      since: new Date('2024-03-01T05:00:00.000Z'),
      until: new Date('2024-03-08T05:00:00.000Z'),
    });
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => parseTimeRange({ since: '2024-03-05', until: '2024-03-05' }, NOW, '30d')).toThrow(
      '--since (2024-03-05T05:00:00.000Z) must be before --until (2024-03-05T05:00:00.000Z)',
    );
  });
});
