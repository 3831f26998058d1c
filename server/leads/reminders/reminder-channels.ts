// Where a reminder goes: a text to each alert and backup phone, and an
// e-mail to the backup addresses, each its own channel in the reminders'
// delivery record (reminder:sms:+1…, reminder:email), so each is retried on
// its own and none gets it twice. The words are the alert's (sms-channel.ts)
// under a reminder's heading; the e-mail is that text, plain.
import nodemailer from 'nodemailer';
import { referenceOf } from '../../../shared/lead-reference';
import type { LeadPageLinks } from '../lead-links';
import type { LeadRecord } from '../lead-record';
import { oneLine } from '../notifications/email-page';
import type { LeadLabels } from '../notifications/lead-email';
import { SMTP_TIMEOUTS, type MailSettings } from '../notifications/mail-channel';
import type { NotificationChannel } from '../notifications/notifier';
import { createSmsChannels, leadText, type SmsSettings } from '../notifications/sms-channel';

export interface ReminderSettings {
  sms?: SmsSettings;
  email?: MailSettings;
}

export function reminderChannels(settings: ReminderSettings, labels: () => LeadLabels, links: LeadPageLinks): NotificationChannel[] {
  return [
    ...(settings.sms ? createSmsChannels(settings.sms, labels, { links, purpose: 'reminder' }) : []),
    ...(settings.email ? [reminderMailChannel(settings.email, labels, links)] : []),
  ];
}

/** "Reminder: no one has answered Maria's request (ref 6C1E-0F3A)", or the count of several. */
export function reminderSubject(leads: readonly LeadRecord[]): string {
  if (leads.length !== 1) return `Reminder: ${leads.length} requests no one has answered`;
  const lead = leads[0]!;
  return `Reminder: no one has answered ${oneLine(lead.name).split(' ')[0]}'s request (ref ${referenceOf(lead.id)})`;
}

function reminderMailChannel({ smtpUrl, from, to }: MailSettings, labels: () => LeadLabels, links: LeadPageLinks): NotificationChannel {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: 'reminder:email',
    async send(leads) {
      if (leads.length === 0) return;
      const current = labels();
      const siteUrl = current.business?.siteUrl;
      await transport.sendMail({
        from,
        to,
        subject: reminderSubject(leads),
        text: `${leadText(leads, current, (lead) => (siteUrl ? links.url(siteUrl, lead.id) : undefined), 'reminder')}\n`,
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': leads.map((lead) => lead.id).join(', ') },
      });
    },
    close() {
      transport.close();
    },
  };
}
