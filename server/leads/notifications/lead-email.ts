// The notification e-mail of a new contact request: subject, plain text and
// a simple HTML body that reads well on a phone, with a tap-to-call link and
// a mailto link. Everything the visitor typed is escaped. Pure functions.
import { SERVICE_OPTIONS, UTM_PARAMETERS } from '../../../shared/contact-fields';
import type { StoredLead } from '../submit-contact';

/** The business works in New York: times in the e-mail are its local time. */
const BUSINESS_TIME_ZONE = 'America/New_York';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The label the form showed for a service value; the value itself when unknown. */
export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** One line: line breaks and control characters become spaces (a header can never be split). */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A tel: URI (RFC 3966) for what the visitor typed: a US number of 10 digits
 * (or 11 starting with 1) gets +1, a number typed with + keeps its country
 * code, an extension becomes ;ext=. Other numbers are dialled as typed.
 */
export function telUri(phone: string): string {
  const [, number = phone, ext] = /^(.*?)(?:\s*(?:x|ext\.?)\s*(\d+))?$/i.exec(phone.trim()) ?? [];
  const digits = number.replace(/\D/g, '');
  const global =
    number.trim().startsWith('+') ? `+${digits}`
    : digits.length === 10 ? `+1${digits}`
    : digits.length === 11 && digits.startsWith('1') ? `+${digits}`
    : digits;
  return `tel:${global}${ext ? `;ext=${ext}` : ''}`;
}

export function mailtoUri(email: string): string {
  return `mailto:${email.split('@').map(encodeURIComponent).join('@')}`;
}

const LEAD_TIME = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

/** `Friday, March 1, 2024 at 9:15 AM EST`, in the business's time zone. */
export function formatLeadTime(iso: string): string {
  return LEAD_TIME.format(new Date(iso));
}

/** The lead's source as label/value rows (empty when unknown). */
function sourceRows(lead: StoredLead): [string, string][] {
  const source = lead.source ?? {};
  const utm = UTM_PARAMETERS.filter((key) => source.utm?.[key]).map((key) => `${key.slice(4)}: ${source.utm![key]}`);
  const rows: [string, string | undefined][] = [
    ['Sent from page', source.page],
    ['Landing page', source.landingPage],
    ['Referred by', source.referrer],
    ['Campaign', utm.length > 0 ? utm.join(', ') : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function leadEmail(lead: StoredLead, { businessName }: { businessName: string }): LeadEmail {
  const service = lead.service ? serviceLabel(lead.service) : '';
  const subject = oneLine(`New estimate request: ${lead.name}${service ? ` — ${service}` : ''}`);
  const received = formatLeadTime(lead.receivedAt);
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Service', service || 'Not chosen'],
    ['Location', lead.location || 'Not given'],
  ];
  const source = sourceRows(lead);

  const text = [
    `New estimate request from the ${businessName ? `${businessName} ` : ''}website`,
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(10)}${oneLine(value)}`),
    '',
    'Message:',
    lead.message || '(no message)',
    '',
    'Source:',
    ...(source.length > 0 ?
      source.map(([label, value]) => `  ${`${label}:`.padEnd(16)}${oneLine(value)}`)
    : ['  not known (sent without it)']),
    '',
    `Received: ${received}`,
    `Request id: ${lead.id}`,
    '',
    `Reply to this e-mail to answer ${oneLine(lead.name)} directly, or call ${oneLine(lead.phone)}.`,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const row = (label: string, valueHtml: string) =>
    `<tr><th scope="row" style="${cell}text-align:left;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${valueHtml}</td></tr>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#0b5cad">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#fff">
<div style="max-width:600px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 12px">New estimate request</h1>
<p style="margin:0 0 16px">
<a href="${escapeHtml(telUri(lead.phone))}" style="display:inline-block;padding:10px 16px;margin:0 8px 8px 0;background:#0b5cad;color:#fff;text-decoration:none;border-radius:6px">Call ${escapeHtml(lead.phone)}</a>
<a href="${escapeHtml(mailtoUri(lead.email))}" style="display:inline-block;padding:10px 16px;margin:0 8px 8px 0;border:1px solid #0b5cad;color:#0b5cad;text-decoration:none;border-radius:6px">E-mail ${escapeHtml(lead.name)}</a>
</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${row('Name', escapeHtml(lead.name))}
${row('Phone', link(telUri(lead.phone), lead.phone))}
${row('Email', link(mailtoUri(lead.email), lead.email))}
${row('Service', escapeHtml(service || 'Not chosen'))}
${row('Location', escapeHtml(lead.location || 'Not given'))}
</table>
<h2 style="font-size:16px;margin:0 0 4px">Message</h2>
<p style="margin:0 0 16px;white-space:pre-wrap">${lead.message ? escapeHtml(lead.message) : '<em>No message</em>'}</p>
<h2 style="font-size:16px;margin:0 0 4px">Source</h2>
${
  source.length > 0 ?
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">\n${source.map(([label, value]) => row(label, `<span style="word-break:break-all">${escapeHtml(value)}</span>`)).join('\n')}\n</table>`
  : '<p style="margin:0 0 16px;font-size:14px">Not known (sent without it).</p>'
}
<p style="margin:0;font-size:13px;color:#555">Received ${escapeHtml(received)} · request ${escapeHtml(lead.id)}<br>Reply to this e-mail to answer ${escapeHtml(lead.name)} directly.</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
