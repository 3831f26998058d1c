// The calendar invitation of a request's site visit (visit-invitation.ts
// writes the file), for the visitor in the request's language and for the
// business. What the visitor typed reaches only the business's copy (their
// name and location, as escaped values): the visitor's copy, which anyone
// can make the site send to any address, carries the site's words, the
// borough the site read from the location, and nothing else of theirs.
import type { Language } from '../../../shared/language';
import { referenceOf } from '../../../shared/lead-reference';
import type { LeadRecord } from '../lead-record';
import type { LeadLabels } from './lead-email';
import { VISITOR_COPY_TEXT } from './visitor-copy-text';
import { bookedVisit, takesPlace, type LeadVisit } from '../lead-visit';
import { visitInvitation } from './visit-invitation';

/** What a mail carries it as (nodemailer's icalEvent: a text/calendar alternative with its method, and the .ics file). */
export interface InvitationPart {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/** The invitation of `visit` for `who`; undefined when the business's details are not known (no content), or an address is not one. */
export function invitationPart(
  lead: Pick<LeadRecord, 'id' | 'name' | 'email' | 'location'>,
  visit: LeadVisit,
  who: 'visitor' | 'business',
  { labels, language = 'en', now = new Date() }: { labels: LeadLabels; language?: Language; now?: Date },
): InvitationPart | undefined {
  const business = labels.business;
  if (!business) return undefined;
  const method = visit.state === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const reference = referenceOf(lead.id);
  const borough = lead.location ? labels.boroughOf?.(lead.location) : undefined;
  const words =
    who === 'visitor' ?
      {
        summary: VISITOR_COPY_TEXT[language].invitation.summary(labels.businessName),
        description: VISITOR_COPY_TEXT[language].invitation.description(reference, business.phone.display),
        location: borough ? `${borough}, NY` : '',
        attendee: { name: '', email: lead.email },
      }
    : {
        summary: `Site visit ${reference}${borough ? ` · ${borough}` : ''}`,
        description: `Estimate request ${reference}: the lead page has the request whole.`,
        location: lead.location,
        attendee: { name: lead.name, email: lead.email },
      };
  let content: string;
  try {
    content = visitInvitation({
      leadId: lead.id,
      sequence: visit.sequence,
      method,
      start: visit.slot.start,
      end: visit.slot.end,
      ...words,
      organizer: { name: labels.businessName, email: business.email },
      host: new URL(business.siteUrl).host,
      now,
    });
  } catch {
    // An address the calendar format refuses: the e-mail goes without the invitation.
    return undefined;
  }
  return { method, filename: method === 'CANCEL' ? 'site-visit-cancelled.ics' : 'site-visit.ics', content };
}

/** The invitation a new request's e-mails carry: for the slot it holds, none when it holds none. */
export function bookedInvitation(
  lead: LeadRecord,
  who: 'visitor' | 'business',
  options: { labels: LeadLabels; language?: Language; now?: Date },
): InvitationPart | undefined {
  const visit = bookedVisit(lead);
  return takesPlace(visit) ? invitationPart(lead, visit, who, options) : undefined;
}
