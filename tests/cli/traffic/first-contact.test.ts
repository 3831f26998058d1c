import { describe, expect, it } from 'vitest';
import { medianText, withinHourPercent, withinHourText } from '../../../cli/traffic/contact-text';
import { spanText } from '../../../shared/time-span';
import { firstContactOf, HOUR_MS, timeToFirstContact } from '../../../cli/traffic/first-contact';
import { NO_LEADS } from '../../../cli/traffic/traffic-counts';
import { leadEvent, MINUTE, storedLead } from './sample-leads';

const NOW = Date.parse('2024-03-10T12:00:00.000Z');
const time = (lead: ReturnType<typeof storedLead>, events: Parameters<typeof timeToFirstContact>[1] = [], now = NOW) =>
  timeToFirstContact(lead, events, now);

describe("a lead's time to first contact", () => {
  it('is the time to the first of calling, no-answer or texted; a reminder is no contact', () => {
    const lead = storedLead('a');
    const events = [
      leadEvent(lead, 'reminded', 20 * MINUTE),
      leadEvent(lead, 'no-answer', 35 * MINUTE),
      leadEvent(lead, 'calling', 50 * MINUTE),
    ];
    expect(time(lead, events)).toBe(35 * MINUTE);
    expect(time(lead, [leadEvent(lead, 'texted', 7 * MINUTE)])).toBe(7 * MINUTE);
  });

  it('leaves out a spam lead, even one that was called', () => {
    const lead = storedLead('spam', { spam: 'honeypot' });
    expect(time(lead, [leadEvent(lead, 'calling', 5 * MINUTE)])).toBeUndefined();
    expect(time(lead)).toBeUndefined();
  });

  it('leaves out a lead marked not real, even one that was called first', () => {
    const lead = storedLead('fake');
    expect(time(lead, [leadEvent(lead, 'calling', 5 * MINUTE), leadEvent(lead, 'not-real', 6 * MINUTE)])).toBeUndefined();
    expect(time(lead, [leadEvent(lead, 'not-real', 2 * HOUR_MS)])).toBeUndefined();
  });

  it('counts a lead not contacted after its first hour as not reached (null)', () => {
    const lead = storedLead('waiting');
    expect(time(lead, [], Date.parse(lead.receivedAt) + HOUR_MS)).toBeNull();
    expect(time(lead, [leadEvent(lead, 'reminded', 30 * MINUTE)], Date.parse(lead.receivedAt) + 3 * HOUR_MS)).toBeNull();
  });

  it('leaves out a lead under an hour old not contacted yet: it may still be reached in time', () => {
    const lead = storedLead('fresh');
    expect(time(lead, [], Date.parse(lead.receivedAt) + 59 * MINUTE)).toBeUndefined();
    // Contacted within its first minutes, it counts at once.
    expect(time(lead, [leadEvent(lead, 'calling', 2 * MINUTE)], Date.parse(lead.receivedAt) + 3 * MINUTE)).toBe(2 * MINUTE);
  });

  it('is no less than zero when an event was stamped before the lead (two machines disagreeing on the time)', () => {
    const lead = storedLead('skew');
    expect(time(lead, [leadEvent(lead, 'calling', -2000)])).toBe(0);
  });
});

describe("a row's figures", () => {
  const minutes = (...values: (number | null)[]) => values.map((value) => (value === null ? null : value * MINUTE));

  it('the median of an odd number of contacted leads is the middle one', () => {
    expect(firstContactOf(minutes(200, 10, 30)).medianMs).toBe(30 * MINUTE);
  });

  it('the median of an even number is the mean of the two middle ones', () => {
    expect(firstContactOf(minutes(100, 10, 40, 20)).medianMs).toBe(30 * MINUTE);
  });

  it('the median is of the contacted only; the share within an hour is of every lead, an hour itself within', () => {
    expect(firstContactOf(minutes(10, 60, 61, null))).toEqual({ leads: 4, contacted: 3, withinHour: 2, medianMs: 60 * MINUTE });
  });

  it('has no median when no lead was contacted, and nothing without leads', () => {
    expect(firstContactOf([null, null])).toEqual({ leads: 2, contacted: 0, withinHour: 0 });
    expect(firstContactOf([])).toEqual(NO_LEADS);
  });
});

describe('their text', () => {
  it('writes a span to the minute: min, then h and min, then d and h', () => {
    expect([0, 12.4, 59.6, 60, 185, 47 * 60 + 59, 52 * 60].map((value) => spanText(value * MINUTE))).toEqual([
      '0 min',
      '12 min',
      '1 h',
      '1 h',
      '3 h 5 min',
      '47 h 59 min',
      '2 d 4 h',
    ]);
  });

  it('writes – for a median or a share that has no value', () => {
    expect(medianText(NO_LEADS)).toBe('–');
    expect(withinHourText(NO_LEADS)).toBe('–');
    expect(medianText({ leads: 3, contacted: 2, withinHour: 1, medianMs: 98.5 * MINUTE })).toBe('1 h 39 min');
  });

  it('gives the share within an hour as a whole percentage and the leads it is of, never 100% or 0% unless it is', () => {
    expect(withinHourText({ leads: 4, contacted: 4, withinHour: 3 })).toBe('75% of 4');
    expect(withinHourPercent({ leads: 3, contacted: 3, withinHour: 2 })).toBe('67%');
    expect(withinHourPercent({ leads: 200, contacted: 200, withinHour: 199 })).toBe('99%');
    expect(withinHourPercent({ leads: 300, contacted: 1, withinHour: 1 })).toBe('1%');
    expect(withinHourPercent({ leads: 2, contacted: 0, withinHour: 0 })).toBe('0%');
  });
});
