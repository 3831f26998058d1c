// The calendar invitation for a site visit (the contractor comes to the
// visitor's home to measure the floor for an estimate): the iCalendar text
// sent by e-mail as a REQUEST when the visit is booked or moved, and as a
// CANCEL when it is called off. Calendars match these by the event's UID and
// keep the one with the highest SEQUENCE. The times are New York
// wall-clock times with the zone's rules (VTIMEZONE) in the file, so a
// visitor's calendar shows the right hour on either side of a daylight-saving
// change. What a visitor typed goes only into escaped values.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { z } from 'zod';

/** The business's zone: the visit's times are written as its wall-clock times. */
const VISIT_TIME_ZONE = 'America/New_York';

/** One invitation (or cancellation) of the site visit of one lead. */
export interface VisitInvitation {
  /** The lead's id (a UUID): the event's UID is derived from it and the site's host, stable for the lead's whole life. */
  leadId: string;
  /** 0 for the first invitation, raised by 1 on each move; a cancellation takes the next number too. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** The visit's start and end as ISO 8601 with an offset, e.g. "2026-12-01T08:00:00-05:00" (the New York one, though any names the same instant). */
  start: string;
  end: string;
  /** Summary line, e.g. "Terrazzo site visit: Five Borough Terrazzo" (the caller's words, in the visitor's language). */
  summary: string;
  /** Plain text description (the caller's words). */
  description: string;
  /** The visitor's location as they typed it (untrusted: it becomes an escaped value only). */
  location: string;
  /** The business: its name is also the company in the file's PRODID. */
  organizer: { name: string; email: string };
  /** The visitor. */
  attendee: { name: string; email: string };
  /** The site's host, e.g. "www.fiveboroughterrazzo.example": part of the UID. */
  host: string;
  /** When the invitation is made (DTSTAMP). */
  now: Date;
}

const zonedTime = z.iso.datetime({ offset: true });

/**
 * The .ics text (CRLF line endings, lines folded at 75 octets) of one
 * invitation: METHOD REQUEST with a confirmed event, or METHOD CANCEL with a
 * cancelled one. Throws on a lead id that is not a UUID, a host that is not a
 * host name, a sequence that is not a whole number from 0, a time without an
 * offset, an end not after the start, or an e-mail address that is not one.
 */
export function visitInvitation(invitation: VisitInvitation): string {
  const { leadId, sequence, method, start, end, organizer, attendee, host, now } = invitation;
  check(z.uuid().safeParse(leadId).success, 'the lead id is not a UUID');
  check(z.hostname().safeParse(host).success, 'the host is not a host name');
  check(Number.isSafeInteger(sequence) && sequence >= 0, 'the sequence is not a whole number from 0');
  check(zonedTime.safeParse(start).success && zonedTime.safeParse(end).success, 'a time is not ISO 8601 with an offset');
  check(Date.parse(start) < Date.parse(end), 'the visit ends before it starts');
  check(z.email().safeParse(organizer.email).success && z.email().safeParse(attendee.email).success, 'an e-mail address is not one');

  const isRequest = method === 'REQUEST';
  const calendar = new ICalCalendar({
    prodId: { company: oneLine(organizer.name), product: 'Site visits', language: 'EN' },
    method: isRequest ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    // No zone of the calendar's own (with one, DTSTAMP would lose its Z); the
    // generator writes the VTIMEZONE of the event's zone, which must not be
    // silently left out (the package reads it from a file of its own).
    timezone: { name: null, generator: vtimezoneOf },
  });
  calendar.createEvent({
    id: `visit-${leadId}@${host}`,
    sequence,
    stamp: now,
    // Zoned dates: ical-generator writes a plain Date's fields in the server's own zone.
    start: new TZDate(start, VISIT_TIME_ZONE),
    end: new TZDate(end, VISIT_TIME_ZONE),
    timezone: VISIT_TIME_ZONE,
    status: isRequest ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    summary: textValue(invitation.summary),
    description: textValue(invitation.description),
    location: textValue(invitation.location),
    organizer: { name: parameterValue(organizer.name), email: organizer.email },
    attendees: [
      {
        name: parameterValue(attendee.name),
        email: attendee.email,
        ...(isRequest && { rsvp: true, status: ICalAttendeeStatus.NEEDSACTION }),
      },
    ],
  });
  // The library leaves the last line (END:VCALENDAR) without its CRLF.
  return `${calendar.toString()}\r\n`;
}

function vtimezoneOf(zone: string): string {
  const vtimezone = getVtimezoneComponent(zone);
  check(vtimezone !== null, `no VTIMEZONE for ${zone}`);
  return vtimezone;
}

function check(condition: boolean, problem: string): asserts condition {
  if (!condition) throw new RangeError(`Site visit invitation: ${problem}`);
}

/** Text for an escaped value: without the control characters iCalendar does not allow (line breaks are escaped by the library). */
function textValue(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** Text on one line, its control characters (line breaks too) made spaces. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * A name for a quoted parameter (CN="…"): on one line and without double
 * quotes, which end the value whatever comes before them (the library's
 * backslash before one is not iCalendar's).
 */
function parameterValue(text: string): string {
  return oneLine(text).replaceAll('"', "'");
}
