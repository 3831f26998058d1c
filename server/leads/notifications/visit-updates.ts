// The e-mails a change of a site visit sends (confirmed, moved, cancelled by
// the business, visit-ledger.ts tells of each): to the visitor in the
// request's language, and to the business, each with the calendar invitation
// that updates it (the same UID, SEQUENCE one more after a move, METHOD
// CANCEL after a cancel). Tried three times; a failure is logged, never
// thrown: the change itself is already in the log.
import type { LeadPageLinks } from '../lead-links';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Language } from '../../../shared/language';
import { referenceOf } from '../../../shared/lead-reference';
import { slotLabel } from '../../../shared/visit-slots';
import type { Logger } from '../../logger';
import type { LeadRecord } from '../lead-record';
import type { LeadLabels } from './lead-email';
import { SMTP_TIMEOUTS, type MailSettings } from './mail-channel';
import { VISITOR_COPY_TEXT } from './visitor-copy-text';
import type { LeadVisit } from '../lead-visit';
import { invitationPart } from './visit-invitations';

/** What an update needs of the request: who to write to, in which language. */
export type VisitLead = Pick<LeadRecord, 'id' | 'name' | 'email' | 'location' | 'language' | 'spam'>;

const RETRY_MS: readonly number[] = [5_000, 60_000];

export function createVisitUpdates({
  mail,
  labels,
  logger,
  visitPages,
  retryMs = RETRY_MS,
}: {
  mail: MailSettings;
  /** The links to the visitor's page of their visit, in their e-mail; omitted, none. */
  visitPages?: LeadPageLinks;
  labels: (language?: Language) => LeadLabels;
  logger: Logger;
  retryMs?: readonly number[];
}) {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });

  async function sendWithRetries(what: string, lead: VisitLead, message: SendMailOptions): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await transport.sendMail(message);
        return;
      } catch (error) {
        if (attempt >= retryMs.length)
          return void logger.error({ err: error, leadId: lead.id }, `the site visit's ${what} could not be sent`);
        await new Promise((resolve) => setTimeout(resolve, retryMs[attempt]));
      }
    }
  }

  return {
    /** Tells the visitor and the business where `visit` now stands. */
    async send(lead: VisitLead, visit: LeadVisit): Promise<void> {
      if (visit.state === 'taken') return;
      const state = visit.state === 'cancelled' ? 'cancelled' : 'set';
      const language = lead.language ?? 'en';
      const business = labels('en');
      const theirs = labels(language);
      const reference = referenceOf(lead.id);
      const sends: Promise<void>[] = [];
      const forBusiness = invitationPart(lead, visit, 'business', { labels: business });
      if (forBusiness)
        sends.push(
          sendWithRetries('update to the business', lead, {
            from: mail.from,
            to: mail.to,
            subject: `Site visit ${reference} ${state === 'cancelled' ? 'cancelled' : 'set'}: ${slotLabel(visit.slot, 'en')}`,
            text: `Site visit of request ${reference}: ${state === 'cancelled' ? 'cancelled' : slotLabel(visit.slot, 'en')}. The invitation attached updates your calendar.\n`,
            icalEvent: forBusiness,
            headers: { 'X-Lead-Id': lead.id },
          }),
        );
      // Never to a request screened as spam: its address may be anyone's.
      const forVisitor = !lead.spam && theirs.business && invitationPart(lead, visit, 'visitor', { labels: theirs, language });
      if (forVisitor && theirs.business) {
        const t = VISITOR_COPY_TEXT[language].update;
        const slot = slotLabel(visit.slot, language);
        const link =
          visitPages && state === 'set' ?
            `\n\n${VISITOR_COPY_TEXT[language].visit.change}: ${visitPages.url(theirs.business.siteUrl, lead.id)}`
          : '';
        sends.push(
          sendWithRetries('update to the visitor', lead, {
            from: mail.from,
            to: { name: '', address: lead.email },
            replyTo: theirs.business.email,
            subject: t.subject(state, slot),
            text: `${t.text(state, slot, theirs.business.phone.display)}${link}\n\n${theirs.businessName}\n`,
            icalEvent: forVisitor,
            headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
          }),
        );
      }
      await Promise.all(sends);
    },
    close: () => transport.close(),
  };
}
