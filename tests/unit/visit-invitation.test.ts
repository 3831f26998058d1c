import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { visitInvitation, type VisitInvitation } from '../../server/leads/notifications/visit-invitation';

const LEAD_ID = '3f2b8c1e-6d4a-4e7b-9a05-2c8f1d7e4b60';
const OTHER_LEAD_ID = 'a9e4c2d7-1b3f-4c8e-8d6a-5f0b7e2c9a14';

function invitation(change: Partial<VisitInvitation> = {}): VisitInvitation {
  return {
    leadId: LEAD_ID,
    sequence: 0,
    method: 'REQUEST',
    start: '2026-12-01T08:00:00-05:00',
    end: '2026-12-01T09:00:00-05:00',
    summary: 'Terrazzo site visit: Five Borough Terrazzo',
    description: 'We will measure the floor for your estimate.\nCall us to move the visit.',
    location: '12 Main St, Apt 3; Brooklyn, NY 11201',
    organizer: { name: 'Five Borough Terrazzo', email: 'office@fiveboroughterrazzo.example' },
    attendee: { name: 'Maria Lopez', email: 'maria@example.com' },
    host: 'www.fiveboroughterrazzo.example',
    now: new Date('2026-11-20T15:30:00Z'),
    ...change,
  };
}

function required<T>(value: T | null): T {
  if (value === null) throw new Error('missing from the invitation');
  return value;
}

/** The invitation read back by Mozilla's parser: the calendar, its one event, and its New York zone as the file defines it. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = required(vevents[0] ?? null);
  const zone = new ICAL.Timezone(required(calendar.getFirstSubcomponent('vtimezone')));
  return { calendar, vevent, event: new ICAL.Event(vevent), zone };
}

/** The instant (epoch ms) of DTSTART or DTEND, its wall-clock time read in the zone the file defines (not one the parser knows). */
function instantOf(ics: string, name: 'dtstart' | 'dtend'): number {
  const { vevent, zone } = parsed(ics);
  const property = required(vevent.getFirstProperty(name));
  expect(property.getParameter('tzid')).toBe('America/New_York');
  const wallClock = property.getFirstValue() as ICAL.Time;
  const { year, month, day, hour, minute, second } = wallClock;
  return ICAL.Time.fromData({ year, month, day, hour, minute, second }, zone).toUnixTime() * 1000;
}

describe('the calendar invitation for a site visit', () => {
  it('is a confirmed event sent as a request, from the business to the visitor, who is asked to reply', () => {
    const { calendar, event, vevent } = parsed(visitInvitation(invitation()));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Five Borough Terrazzo//Site visits//EN');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.summary).toBe('Terrazzo site visit: Five Borough Terrazzo');
    expect(event.description).toBe('We will measure the floor for your estimate.\nCall us to move the visit.');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T15:30:00Z');

    const organizer = required(vevent.getFirstProperty('organizer'));
    expect(organizer.getFirstValue()).toBe('mailto:office@fiveboroughterrazzo.example');
    expect(organizer.getParameter('cn')).toBe('Five Borough Terrazzo');
    expect(event.attendees).toHaveLength(1);
    const [attendee] = event.attendees;
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:maria@example.com');
    expect(attendee?.getParameter('cn')).toBe('Maria Lopez');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(attendee?.getParameter('partstat')).toBe('NEEDS-ACTION');
  });

  it('keeps one UID for a lead as the visit moves, raising the sequence, and another for another lead', () => {
    const first = parsed(visitInvitation(invitation())).event;
    const moved = parsed(
      visitInvitation(invitation({ sequence: 1, start: '2026-12-03T13:00:00-05:00', end: '2026-12-03T14:00:00-05:00' })),
    ).event;
    const otherLead = parsed(visitInvitation(invitation({ leadId: OTHER_LEAD_ID }))).event;
    expect(first.uid).toBe(`visit-${LEAD_ID}@www.fiveboroughterrazzo.example`);
    expect(moved.uid).toBe(first.uid);
    expect(otherLead.uid).not.toBe(first.uid);
    expect([first.sequence, moved.sequence]).toEqual([0, 1]);
  });

  it('is a cancelled event sent as a cancellation when the visit is called off', () => {
    const ics = visitInvitation(invitation({ method: 'CANCEL', sequence: 2 }));
    const { calendar, event, vevent } = parsed(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(`visit-${LEAD_ID}@www.fiveboroughterrazzo.example`);
    expect(event.sequence).toBe(2);
    expect(event.organizer).toBe('mailto:office@fiveboroughterrazzo.example');
    expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe('mailto:maria@example.com');
    expect(event.attendees[0]?.getParameter('rsvp')).toBeUndefined();
  });
});

describe('the times of the visit', () => {
  it('are New York wall-clock times with the zone and its daylight-saving rules in the file', () => {
    const ics = visitInvitation(invitation());
    const { zone } = parsed(ics);
    expect(zone.tzid).toBe('America/New_York');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261201T080000\r\n');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261201T090000\r\n');
    expect(ics).toMatch(/BEGIN:DAYLIGHT\r\n[^]*?RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n/);
    expect(ics).toMatch(/BEGIN:STANDARD\r\n[^]*?RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n/);
  });

  it('name the same instants as the times given, in winter and in summer', () => {
    const winter = visitInvitation(invitation());
    expect(instantOf(winter, 'dtstart')).toBe(Date.parse('2026-12-01T13:00:00Z'));
    expect(instantOf(winter, 'dtend')).toBe(Date.parse('2026-12-01T14:00:00Z'));
    const summer = visitInvitation(invitation({ start: '2027-06-01T08:00:00-04:00', end: '2027-06-01T09:30:00-04:00' }));
    expect(instantOf(summer, 'dtstart')).toBe(Date.parse('2027-06-01T12:00:00Z'));
    expect(instantOf(summer, 'dtend')).toBe(Date.parse('2027-06-01T13:30:00Z'));
  });

  it('follow the March change to daylight saving time: five hours behind UTC before it, four after', () => {
    const before = visitInvitation(invitation({ start: '2027-03-12T08:00:00-05:00', end: '2027-03-12T09:00:00-05:00' }));
    const after = visitInvitation(invitation({ start: '2027-03-15T08:00:00-04:00', end: '2027-03-15T09:00:00-04:00' }));
    expect(before).toContain('DTSTART;TZID=America/New_York:20270312T080000\r\n');
    expect(after).toContain('DTSTART;TZID=America/New_York:20270315T080000\r\n');
    expect(instantOf(before, 'dtstart')).toBe(Date.parse('2027-03-12T13:00:00Z'));
    expect(instantOf(after, 'dtstart')).toBe(Date.parse('2027-03-15T12:00:00Z'));
  });

  it('do not depend on the time zone of the server that writes them', () => {
    const serverZone = process.env.TZ;
    const written = (zone: string) => {
      process.env.TZ = zone;
      return visitInvitation(invitation({ start: '2027-03-15T08:00:00-04:00', end: '2027-03-15T09:00:00-04:00' }));
    };
    try {
      const inTokyo = written('Asia/Tokyo');
      expect(inTokyo).toContain('DTSTART;TZID=America/New_York:20270315T080000\r\n');
      expect(written('America/Los_Angeles')).toBe(inTokyo);
      expect(written('UTC')).toBe(inTokyo);
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it('are written in New York time whatever offset the instant was given in', () => {
    const ics = visitInvitation(invitation({ start: '2026-12-01T13:00:00Z', end: '2026-12-01T14:00:00+00:00' }));
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261201T080000\r\n');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261201T090000\r\n');
  });
});

describe('what the visitor typed', () => {
  it('comes back exactly as the location, commas, semicolons, backslashes and all', () => {
    const location = '12 Main St, Apt 3; back door \\ side gate, "Café Ñandú" 🏠';
    expect(parsed(visitInvitation(invitation({ location }))).event.location).toBe(location);
  });

  it('cannot add a property with a line break in the location, summary or description', () => {
    const injected = '12 Main St\r\nATTENDEE:mailto:evil@example.com';
    const ics = visitInvitation(
      invitation({ location: injected, summary: `Visit\nATTENDEE:mailto:evil@example.com`, description: `Hi\rMETHOD:CANCEL` }),
    );
    const { calendar, event, vevent } = parsed(ics);
    expect(vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(calendar.getAllProperties('method').map((property) => property.getFirstValue())).toEqual(['REQUEST']);
    expect(event.location).toBe('12 Main St\nATTENDEE:mailto:evil@example.com');
    expect(ics).not.toMatch(/^ATTENDEE:mailto:evil/m);
  });

  it('cannot add a parameter or a property through a name with quotes, semicolons or line breaks', () => {
    const name = 'Maria "M";ROLE=CHAIR;X="\r\nATTENDEE:mailto:evil@example.com';
    const { vevent } = parsed(visitInvitation(invitation({ attendee: { name, email: 'maria@example.com' } })));
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]?.getFirstValue()).toLowerCase()).toBe('mailto:maria@example.com');
    expect(attendees[0]?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendees[0]?.getParameter('cn')).toBe("Maria 'M';ROLE=CHAIR;X=' ATTENDEE:mailto:evil@example.com");
  });
});

describe('the text of the file', () => {
  it('ends every line with CRLF and folds lines longer than 75 octets', () => {
    const ics = visitInvitation(invitation({ location: 'Ünit 4B, '.repeat(20), description: 'A long description. '.repeat(12) }));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('an invitation that cannot be made', () => {
  it('is refused rather than written wrong', () => {
    expect(() => visitInvitation(invitation({ start: '2026-12-01T08:00:00' }))).toThrow(/offset/);
    expect(() => visitInvitation(invitation({ end: '2026-12-01T07:00:00-05:00' }))).toThrow(/ends before/);
    expect(() => visitInvitation(invitation({ sequence: 1.5 }))).toThrow(/sequence/);
    expect(() => visitInvitation(invitation({ leadId: `${LEAD_ID}\r\nX:1` }))).toThrow(/UUID/);
    expect(() => visitInvitation(invitation({ host: 'example.com\r\nX:1' }))).toThrow(/host/);
    expect(() => visitInvitation(invitation({ attendee: { name: 'Maria', email: 'maria@example.com\r\nX:1' } }))).toThrow(/e-mail/);
  });
});
