// The review request as a notification channel (`review:email` in the
// reviews' delivery record, so it is retried, recorded and sent once): one
// e-mail to the visitor in the request's language, From the site's address,
// Reply-To the business, with the link that stops the e-mails in its text
// and in the List-Unsubscribe headers (RFC 8058: the mail app's own
// "Unsubscribe" posts to it in one click).
import nodemailer from 'nodemailer';
import type { Language } from '../../../shared/language';
import type { LeadPageLinks } from '../lead-links';
import type { LeadLabels } from '../notifications/lead-email';
import { SMTP_TIMEOUTS } from '../notifications/mail-channel';
import type { NotificationChannel } from '../notifications/notifier';
import { REVIEW_TEXT } from './review-text';

/** The review request's name in the reviews' delivery record. */
export const REVIEW_CHANNEL = 'review:email';

export interface ReviewSettings {
  /** Where the visitor is asked to leave a review (REVIEW_URL). */
  url: string;
  delayMs: number;
  mail: { smtpUrl: string; from: string };
}

export function reviewChannel(
  { url, mail }: ReviewSettings,
  labels: (language: Language) => LeadLabels,
  stopLinks: LeadPageLinks,
): NotificationChannel {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: REVIEW_CHANNEL,
    async send(leads) {
      for (const lead of leads) {
        const language = lead.language ?? 'en';
        const { business, businessName } = labels(language);
        // The content names the business and its site in any real deployment; without them there is no one to review.
        if (!business) throw new Error('the content names no business and site: no review request can be written');
        const stopUrl = stopLinks.url(business.siteUrl, lead.id);
        const t = REVIEW_TEXT[language];
        await transport.sendMail({
          from: mail.from,
          to: { name: '', address: lead.email },
          replyTo: business.email,
          subject: t.subject(businessName),
          text: `${t.email({ businessName, reviewUrl: url, phone: business.phone.display, stopUrl })}\n`,
          headers: {
            'Auto-Submitted': 'auto-generated',
            'X-Lead-Id': lead.id,
            'List-Unsubscribe': `<${stopUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
    },
    close() {
      transport.close();
    },
  };
}
