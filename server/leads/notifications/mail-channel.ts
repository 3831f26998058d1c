// E-mail to the business through SMTP (nodemailer): From the site's own
// address, Reply-To the visitor, so answering the e-mail answers the lead.
// Several requests at once (a digest) go as one e-mail with no Reply-To.
import nodemailer from 'nodemailer';
import { digestEmail, leadEmail, type LeadLabels } from './lead-email';
import type { NotificationChannel } from './notifier';

export interface MailSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  from: string;
  to: string[];
}

/** Bounds on a slow or silent mail server, so an attempt always ends (and is retried). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailChannel({ smtpUrl, from, to }: MailSettings, labels: () => LeadLabels): NotificationChannel {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    name: 'email',
    async send(leads) {
      const [lead] = leads;
      if (!lead) return;
      const single = leads.length === 1;
      const { subject, text, html } = single ? leadEmail(lead, labels()) : digestEmail(leads, labels());
      await transport.sendMail({
        from,
        to,
        ...(single && { replyTo: { name: lead.name, address: lead.email } }),
        subject,
        text,
        html,
        headers: { 'X-Lead-Id': leads.map((l) => l.id).join(', ') },
      });
    },
    close() {
      transport.close();
    },
  };
}
