import { describe, expect, it } from 'vitest';
import { openingHoursText, twelveHour } from '../../shared/business-hours';

describe('opening hours in US 12-hour form', () => {
  it.each([
    ['07:00', '7 AM'],
    ['17:00', '5 PM'],
    ['12:00', '12 PM'],
    ['00:00', '12 AM'],
    ['08:30', '8:30 AM'],
    ['23:05', '11:05 PM'],
  ])('%s is %s', (time, text) => {
    expect(twelveHour(time)).toBe(text);
  });

  it('names a run of days by its first and last, and lists days that do not follow each other', () => {
    expect(
      openingHoursText([
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
        { days: ['Sa'], opens: '08:00', closes: '16:00' },
        { days: ['Sa', 'Mo'], opens: '09:00', closes: '12:00' },
      ]),
    ).toEqual(['Mon–Fri 7 AM–5 PM', 'Sat 8 AM–4 PM', 'Mon, Sat 9 AM–12 PM']);
  });

  it('in Spanish: Spanish days, and a.m. and p.m. as US Spanish writes them', () => {
    expect(
      openingHoursText(
        [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
          { days: ['Sa'], opens: '08:00', closes: '12:30' },
        ],
        'es',
      ),
    ).toEqual(['Lun–Vie 7\u00a0a.m.–5\u00a0p.m.', 'Sáb 8\u00a0a.m.–12:30\u00a0p.m.']);
  });
});
