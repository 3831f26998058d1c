// E-mail to the business through SMTP (nodemailer): From the site's own
// address, Reply-To the visitor, so answering the e-mail answers the lead.
import nodemailer from 'nodemailer';
import type { StoredLead } from '../submit-contact';
import { leadEmail } from './lead-email';
import type { NotificationChannel } from './notifier';

export interface MailSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  from: string;
  to: string[];
}

/** Bounds on a slow or silent mail server, so an attempt always ends (and is retried). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailChannel(
  { smtpUrl, from, to }: MailSettings,
  { businessName }: { businessName: () => string },
): NotificationChannel {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    name: 'email',
    async send(lead: StoredLead) {
      const { subject, text, html } = leadEmail(lead, { businessName: businessName() });
      await transport.sendMail({
        from,
        to,
        replyTo: { name: lead.name, address: lead.email },
        subject,
        text,
        html,
        headers: { 'X-Lead-Id': lead.id },
      });
    },
    close() {
      transport.close();
    },
  };
}
