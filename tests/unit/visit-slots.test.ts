// The dated site-visit slots made from the schedule: New York time across
// both changes of the clocks, the earliest day, closed days, the horizon and
// the booking buffer; and their labels in both languages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visitScheduleSchema, type VisitSchedule } from '../../shared/content-schema';
import { offeredSlot, offeredSlots, slotLabel } from '../../shared/visit-slots';

/** The site's own schedule (data/visits.json), changed as a test needs. */
function schedule(change: Partial<VisitSchedule> = {}): VisitSchedule {
  const { visits } = JSON.parse(readFileSync('data/visits.json', 'utf8')) as { visits: unknown };
  return { ...visitScheduleSchema.parse(visits), ...change };
}

const at = (iso: string) => Date.parse(iso);

describe('offeredSlots', () => {
  it('in early March, offers the windows in New York time on both sides of the change to summer time', () => {
    // Wednesday 10 March 2027, 10 AM in New York; the clocks go forward on Sunday 14 March.
    const slots = offeredSlots(schedule(), at('2027-03-10T15:00:00Z'));
    expect(slots.length).toBeGreaterThanOrEqual(5);
    expect(slots.slice(0, 3)).toEqual([
      { id: '2027-03-11T08:00', start: '2027-03-11T08:00:00-05:00', end: '2027-03-11T10:00:00-05:00' },
      { id: '2027-03-11T10:00', start: '2027-03-11T10:00:00-05:00', end: '2027-03-11T12:00:00-05:00' },
      { id: '2027-03-11T13:00', start: '2027-03-11T13:00:00-05:00', end: '2027-03-11T15:00:00-05:00' },
    ]);
    const byId = (id: string) => slots.find((slot) => slot.id === id);
    expect(byId('2027-03-13T09:00')).toEqual({
      id: '2027-03-13T09:00',
      start: '2027-03-13T09:00:00-05:00',
      end: '2027-03-13T11:00:00-05:00',
    });
    expect(byId('2027-03-15T08:00')).toEqual({
      id: '2027-03-15T08:00',
      start: '2027-03-15T08:00:00-04:00',
      end: '2027-03-15T10:00:00-04:00',
    });
    // No windows on Sunday.
    expect(slots.some((slot) => slot.id.startsWith('2027-03-14'))).toBe(false);
    // The same wall-clock hour is an hour earlier in UTC once summer time starts.
    expect(new Date(slots[0]!.start).toISOString()).toBe('2027-03-11T13:00:00.000Z');
    expect(new Date(byId('2027-03-15T08:00')!.start).toISOString()).toBe('2027-03-15T12:00:00.000Z');
  });

  it('in early November, offers them on both sides of the change back', () => {
    // Wednesday 3 November 2027, noon; the clocks go back on Sunday 7 November. Tuesday 2 November was Election Day.
    const slots = offeredSlots(schedule(), at('2027-11-03T16:00:00Z'));
    expect(slots.length).toBeGreaterThanOrEqual(5);
    expect(slots.find((slot) => slot.id === '2027-11-05T13:00')).toEqual({
      id: '2027-11-05T13:00',
      start: '2027-11-05T13:00:00-04:00',
      end: '2027-11-05T15:00:00-04:00',
    });
    expect(slots.find((slot) => slot.id === '2027-11-08T08:00')).toEqual({
      id: '2027-11-08T08:00',
      start: '2027-11-08T08:00:00-05:00',
      end: '2027-11-08T10:00:00-05:00',
    });
    // Veterans Day is closed.
    expect(slots.some((slot) => slot.id.startsWith('2027-11-11'))).toBe(false);
  });

  it('never offers the day of the request: a request on Saturday evening starts on Monday, Sunday having no windows', () => {
    // Saturday 28 November 2026, 7:30 PM in New York.
    const [first] = offeredSlots(schedule(), at('2026-11-29T00:30:00Z'));
    expect(first!.id).toBe('2026-11-30T08:00');
    // Friday 8 AM: tomorrow's first window, whatever the hour today.
    expect(offeredSlots(schedule(), at('2026-12-03T13:00:00Z'))[0]!.id).toBe('2026-12-04T08:00');
  });

  it('offers nothing past the horizon, and the earliest day moves with earliestDays', () => {
    const now = at('2026-12-01T15:00:00Z'); // Tuesday 1 December, 10 AM
    const slots = offeredSlots(schedule({ horizonDays: 3 }), now);
    expect(slots.map((slot) => slot.id)).toEqual([
      '2026-12-02T08:00',
      '2026-12-02T10:00',
      '2026-12-02T13:00',
      '2026-12-03T08:00',
      '2026-12-03T10:00',
      '2026-12-03T13:00',
      '2026-12-04T08:00',
      '2026-12-04T10:00',
      '2026-12-04T13:00',
    ]);
    expect(offeredSlots(schedule({ earliestDays: 3 }), now)[0]!.id).toBe('2026-12-04T08:00');
  });

  it('stops offering a window the buffer before it starts', () => {
    // Tuesday 1 December, 7 AM: with a 26-hour buffer, Wednesday 8 AM is already too close; 10 AM is not.
    const slots = offeredSlots(schedule({ bookingBufferMinutes: 26 * 60 }), at('2026-12-01T12:00:00Z'));
    expect(slots[0]!.id).toBe('2026-12-02T10:00');
  });
});

describe('offeredSlot', () => {
  const now = at('2026-12-01T15:00:00Z');

  it('finds an offered slot by its id', () => {
    expect(offeredSlot(schedule(), '2026-12-02T13:00', now)).toEqual({
      id: '2026-12-02T13:00',
      start: '2026-12-02T13:00:00-05:00',
      end: '2026-12-02T15:00:00-05:00',
    });
  });

  it('finds nothing for an id that is malformed, past, today, on a closed day, outside the windows or past the horizon', () => {
    for (const id of [
      'tomorrow',
      '2026-12-02 08:00',
      '2026-12-02T08:00:00',
      42,
      undefined,
      '2026-11-30T08:00',
      '2026-12-01T13:00',
      '2026-12-25T08:00',
      '2026-12-02T09:00',
      '2027-01-05T08:00',
    ])
      expect(offeredSlot(schedule(), id, now), String(id)).toBeUndefined();
  });
});

describe('slotLabel', () => {
  it('says the day and the window as people write them, in English and in Spanish', () => {
    const morning = { start: '2026-12-01T08:00:00-05:00', end: '2026-12-01T10:00:00-05:00' };
    const noon = { start: '2026-12-01T10:00:00-05:00', end: '2026-12-01T12:00:00-05:00' };
    const afternoon = { start: '2027-06-05T13:30:00-04:00', end: '2027-06-05T15:00:00-04:00' };
    expect(slotLabel(morning, 'en')).toBe('Tue, Dec 1 · 8–10\u00a0a.m.');
    expect(slotLabel(morning, 'es')).toBe('mar 1 de dic · 8–10\u00a0a.m.');
    expect(slotLabel(noon, 'en')).toBe('Tue, Dec 1 · 10\u00a0a.m.–12\u00a0p.m.');
    expect(slotLabel(afternoon, 'en')).toBe('Sat, Jun 5 · 1:30–3\u00a0p.m.');
    expect(slotLabel(afternoon, 'es')).toBe('sáb 5 de jun · 1:30–3\u00a0p.m.');
  });
});
