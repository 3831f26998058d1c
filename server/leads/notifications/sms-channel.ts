// A text to a phone of the business for each new lead, through Twilio's
// Messages API: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json with
// the form fields To, From and Body, HTTP Basic auth with the account's SID
// and token; 201 is sent. One channel per phone, so each phone's text is
// recorded, retried and resent on its own and none gets it twice.
//
// What a lock screen shows first: [ES] for a Spanish request, the service,
// area, borough and range, the first name, the visitor's phone, the photos,
// and the signed link to the lead's page. Only a first name and a phone
// number of what the visitor typed, each on one line: a text is no place
// for their message.
import { referenceOf } from '../../../shared/lead-reference';
import type { LeadPageLinks } from '../lead-page/lead-page-links';
import type { LeadRecord } from '../lead-record';
import { oneLine } from './email-page';
import { triage, type LeadLabels } from './lead-email';
import type { NotificationChannel } from './notifier';

export interface SmsSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The business's registered number the texts come from. */
  from: string;
  /** The phones told of each lead. */
  to: string[];
}

/** A provider that does not answer in time has failed (and is retried). */
const TIMEOUT_MS = 10_000;
/** The leads a digest names one by one; the rest are counted. */
const DIGEST_NAMED = 5;

/** A channel's name in the delivery record: `sms:+17185550100`. */
export const smsChannelName = (phone: string) => `sms:${phone}`;

const firstName = (name: string) => oneLine(name).split(' ')[0] ?? '';
const photoCount = (lead: LeadRecord) => {
  const count = lead.photos?.length ?? 0;
  return count === 0 ? undefined : `${count} photo${count === 1 ? '' : 's'}`;
};

/** The text of one lead, or of several (a digest when more than the hour's number arrived). */
export function leadText(leads: readonly LeadRecord[], labels: LeadLabels, link: (lead: LeadRecord) => string | undefined): string {
  const line = (lead: LeadRecord, parts: (string | undefined)[]) =>
    `${lead.language === 'es' ? '[ES] ' : ''}${lead.flagged?.length ? '[flagged] ' : ''}${parts.filter(Boolean).join(' · ')}`;
  if (leads.length === 1) {
    const lead = leads[0]!;
    return `New request: ${line(lead, [...triage(lead, labels), firstName(lead.name), oneLine(lead.phone), photoCount(lead), link(lead)])}`;
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
  return [
    `${leads.length} new requests this hour:`,
    ...named,
    ...(more > 0 ? [`and ${more} more: see the e-mail or npm run leads`] : []),
  ].join('\n');
}

/** One channel per phone of `settings.to`; `links` signs the link to each lead's page (omitted: no link). */
export function createSmsChannels(
  { apiUrl, accountSid, authToken, from, to }: SmsSettings,
  labels: () => LeadLabels,
  { links, timeoutMs = TIMEOUT_MS }: { links?: LeadPageLinks; timeoutMs?: number } = {},
): NotificationChannel[] {
  const endpoint = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl).href;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const closing = new AbortController();
  return to.map((phone) => ({
    name: smsChannelName(phone),
    async send(leads) {
      if (leads.length === 0) return;
      const current = labels();
      const siteUrl = current.business?.siteUrl;
      const body = leadText(leads, current, (lead) => (links && siteUrl ? links.url(siteUrl, lead.id) : undefined));
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: phone, From: from, Body: body }),
        redirect: 'error',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
      const answer = await res.text().catch(() => '');
      if (!res.ok) throw new Error(`the SMS provider answered HTTP ${res.status}${twilioError(answer)}`);
    },
    close() {
      closing.abort(new Error('the notifier stopped'));
    },
  }));
}

/** `: 21211 The 'To' number is not a valid phone number.`, from Twilio's JSON error; "" when there is none. */
function twilioError(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: unknown; message?: unknown };
    return typeof message === 'string' ? `: ${typeof code === 'number' ? `${code} ` : ''}${oneLine(message).slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
