// E-mail to the business through SMTP (nodemailer): From the site's own
// address, Reply-To the visitor, so answering the e-mail answers the lead.
// A request's photos go with it (mail-photos.ts), read from their files as
// the message is sent. Several requests at once (a digest) go as one e-mail
// with no Reply-To, and no photos.
import { bookedInvitation } from './visit-invitations';
import nodemailer from 'nodemailer';
import type { LeadPageLinks } from '../lead-links';
import { digestEmail, leadEmail, type LeadLabels } from './lead-email';
import { mailPhotos, type LeadPhotoAccess } from './mail-photos';
import type { NotificationChannel } from './notifier';

export interface MailSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  from: string;
  to: string[];
}

/** Bounds on a slow or silent mail server, so an attempt always ends (and is retried). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * `photos`: where the request's photos are and how to link to them; omitted,
 * the e-mail only counts them. `leadPages`: the e-mail links to the lead's
 * private page; omitted, it does not.
 */
export function createMailChannel(
  { smtpUrl, from, to }: MailSettings,
  labels: () => LeadLabels,
  photos?: LeadPhotoAccess,
  leadPages?: LeadPageLinks,
): NotificationChannel {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: 'email',
    async send(leads) {
      const [lead] = leads;
      if (!lead) return;
      const single = leads.length === 1;
      const current = labels();
      const siteUrl = current.business?.siteUrl;
      const { subject, text, html, attachments } =
        single ?
          leadEmail(
            lead,
            current,
            photos && (await mailPhotos(lead, photos, siteUrl)),
            leadPages && siteUrl ? leadPages.url(siteUrl, lead.id) : undefined,
          )
        : digestEmail(leads, current);
      // The site visit the request holds, for the business's calendar.
      const invitation = single ? bookedInvitation(lead, 'business', { labels: current }) : undefined;
      await transport.sendMail({
        from,
        to,
        ...(single && { replyTo: { name: lead.name, address: lead.email } }),
        subject,
        text,
        html,
        attachments,
        ...(invitation && { icalEvent: invitation }),
        headers: { 'X-Lead-Id': leads.map((l) => l.id).join(', ') },
      });
    },
    close() {
      transport.close();
    },
  };
}
