// The visitor's copy of their request (visitor-copy-email.tsx), sent as a
// message to the visitor (visitor-messages.ts: screened, one per address a
// day, the hourly number) through the business's SMTP server: From the
// site's address, Reply-To the business, so a reply reaches a person. The
// address is counted by a hash of it, lowercased, without a +tag (and, at
// Gmail, without dots), so the variants that reach one inbox count as one.
import type { LeadPageLinks } from '../lead-links';
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Language } from '../../../shared/language';
import type { LeadLabels } from './lead-email';
import { SMTP_TIMEOUTS, type MailSettings } from './mail-channel';
import { visitorCopyEmail } from './visitor-copy-email';
import { createVisitorMessages, type VisitorMessageOptions, type VisitorMessages } from './visitor-messages';

/** Waits before the 2nd and 3rd attempts; then the copy is given up. */
const RETRY_SCHEDULE_MS: readonly number[] = [60_000, 600_000];

/** Mail providers that ignore dots in the part before the @. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** What the per-address count is kept under: a hash of the address as its inbox sees it. */
export function addressKey(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase().split('+')[0]!;
  let domain = email.slice(at + 1).toLowerCase();
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return createHash('sha256').update(`${local}@${domain}`).digest('base64url');
}

export interface VisitorCopyOptions extends VisitorMessageOptions {
  /** The business's SMTP server and the site's From address (LEADS_MAIL_FROM). */
  mail: Pick<MailSettings, 'smtpUrl' | 'from'>;
  /** The names a copy shows, from the content in the copy's language. */
  labels: (language: Language) => LeadLabels;
  /** The links to the visitor's page of their site visit; omitted, the copy has none. */
  visitPages?: LeadPageLinks;
  /** Tests shorten it. */
  retrySchedule?: readonly number[];
}

export function createVisitorCopies({
  mail,
  labels,
  visitPages,
  retrySchedule = RETRY_SCHEDULE_MS,
  ...options
}: VisitorCopyOptions): VisitorMessages {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  return createVisitorMessages(
    {
      what: 'copy of the request',
      key: 'visitor-copy',
      recipient: (lead) => ({ key: addressKey(lead.email) }),
      compose(lead, language) {
        const current = labels(language);
        const siteUrl = current.business?.siteUrl;
        const visitLink = lead.visit?.slot && visitPages && siteUrl ? visitPages.url(siteUrl, lead.id) : undefined;
        const email = visitorCopyEmail(lead, current, language, visitLink);
        return email && current.business ? { email, replyTo: current.business.email } : undefined;
      },
      async deliver({ email, replyTo }, lead) {
        await transport.sendMail({
          from: mail.from,
          // The address alone: the name the visitor typed is never in a header of ours.
          to: { name: '', address: lead.email },
          replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.invitation && { icalEvent: email.invitation }),
          // RFC 3834: an automatic message, which auto-responders do not answer.
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
        });
      },
      close: () => transport.close(),
      retrySchedule,
    },
    options,
  );
}
