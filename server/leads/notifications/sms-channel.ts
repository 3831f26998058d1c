// A text to a phone of the business for each new lead (or a reminder that no
// one has answered one), through Twilio (twilio-client.ts). One channel per
// phone, so each phone's text is recorded, retried and resent on its own and
// none gets it twice.
//
// What a lock screen shows first: [ES] for a Spanish request, the service,
// area, borough and range, the first name, the visitor's phone, the photos,
// the site visit it booked, and the signed link to the lead's page. Only a first name and a phone
// number of what the visitor typed, each on one line: a text is no place
// for their message.
import { referenceOf } from '../../../shared/lead-reference';
import type { LeadPageLinks } from '../lead-links';
import type { LeadRecord } from '../lead-record';
import { oneLine } from './email-page';
import { siteVisitText, triage, type LeadLabels } from './lead-email';
import type { NotificationChannel } from './notifier';
import { createTwilioClient, type TwilioSettings } from './twilio-client';

export interface SmsSettings extends TwilioSettings {
  /** The phones told of each lead. */
  to: string[];
}
/** The leads a digest names one by one; the rest are counted. */
const DIGEST_NAMED = 5;

/** What a text is for: a new request, or a reminder that no one has answered one (lead-reminders.ts). */
export type TextPurpose = 'alert' | 'reminder';

const HEADINGS: Record<TextPurpose, { one: string; many: (count: number) => string }> = {
  alert: { one: 'New request:', many: (count) => `${count} new requests this hour:` },
  reminder: { one: 'Reminder, no one has answered:', many: (count) => `Reminder, ${count} requests no one has answered:` },
};

/** A channel's name in the delivery record: `sms:+17185550100`, `reminder:sms:+17185550100`. */
export const smsChannelName = (phone: string, purpose: TextPurpose = 'alert') => `${purpose === 'reminder' ? 'reminder:' : ''}sms:${phone}`;

const firstName = (name: string) => oneLine(name).split(' ')[0] ?? '';
const photoCount = (lead: LeadRecord) => {
  const count = lead.photos?.length ?? 0;
  return count === 0 ? undefined : `${count} photo${count === 1 ? '' : 's'}`;
};

/** The text of one lead, or of several (a digest when more than the hour's number arrived). */
export function leadText(
  leads: readonly LeadRecord[],
  labels: LeadLabels,
  link: (lead: LeadRecord) => string | undefined,
  purpose: TextPurpose = 'alert',
): string {
  const heading = HEADINGS[purpose];
  const line = (lead: LeadRecord, parts: (string | undefined)[]) =>
    `${lead.language === 'es' ? '[ES] ' : ''}${lead.flagged?.length ? '[flagged] ' : ''}${parts.filter(Boolean).join(' · ')}`;
  if (leads.length === 1) {
    const lead = leads[0]!;
    const visit = lead.visit?.slot && `visit ${siteVisitText(lead.visit.slot)}`;
    return `${heading.one} ${line(lead, [...triage(lead, labels), firstName(lead.name), oneLine(lead.phone), photoCount(lead), visit, link(lead)])}`;
  }
  const named = leads
    .slice(0, DIGEST_NAMED)
    .map((lead) =>
      line(lead, [
        lead.service && labels.serviceName(lead.service),
        firstName(lead.name),
        oneLine(lead.phone),
        link(lead) ?? referenceOf(lead.id),
      ]),
    );
  const more = leads.length - named.length;
  return [heading.many(leads.length), ...named, ...(more > 0 ? [`and ${more} more: see the e-mail or npm run leads`] : [])].join('\n');
}

/** One channel per phone of `settings.to`; `links` signs the link to each lead's page (omitted: no link). */
export function createSmsChannels(
  { to, ...account }: SmsSettings,
  labels: () => LeadLabels,
  { links, purpose = 'alert', timeoutMs }: { links?: LeadPageLinks; purpose?: TextPurpose; timeoutMs?: number } = {},
): NotificationChannel[] {
  const twilio = createTwilioClient(account, timeoutMs);
  return to.map((phone) => ({
    name: smsChannelName(phone, purpose),
    async send(leads) {
      if (leads.length === 0) return;
      const current = labels();
      const siteUrl = current.business?.siteUrl;
      await twilio.send(
        phone,
        leadText(leads, current, (lead) => (links && siteUrl ? links.url(siteUrl, lead.id) : undefined), purpose),
      );
    },
    close: () => twilio.close(),
  }));
}
