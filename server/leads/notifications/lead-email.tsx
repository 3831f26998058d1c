// The notification e-mail of new leads: subject, plain text and an
// HTML body that reads well on a phone, with tap-to-call and mailto links.
// The HTML is rendered from components, so everything the visitor typed is
// escaped by React, never by hand. One request gets a full e-mail; several
// (past the hourly number, see notifier.ts) one digest listing them all.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LEAD_SOURCE_LIMITS, UTM_PARAMETERS } from '../../../shared/lead-fields';
import { flagText, type LeadRecord } from '../lead-record';
import { leadTrafficSource } from './lead-journey';

/** The business works in New York: times in the e-mail are its local time. */
const BUSINESS_TIME_ZONE = 'America/New_York';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the e-mail says beside the visitor's fields, from the content of the moment. */
export interface LeadLabels {
  businessName: string;
  /** The name of a service by its slug (the slug itself when the content no longer has it). */
  serviceName(slug: string): string;
}

/** One line: line breaks and control characters become spaces (a header can never be split). */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

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

const knownRows = (rows: [string, string | undefined][]) => rows.filter((row): row is [string, string] => Boolean(row[1]));

/** The visit in the order it happened: where it came from, the pages it viewed, the page the request was sent from. */
interface Visit {
  arrival: [string, string][];
  pages: string[];
  pagesTitle: string;
  sentFrom: [string, string][];
}

/** The lead's visit; undefined when the request came without a source. */
function visitOf(lead: LeadRecord): Visit | undefined {
  const source = lead.source;
  if (!source) return undefined;
  const utm = UTM_PARAMETERS.filter((key) => source.utm?.[key]).map((key) => `${key.slice(4)}: ${source.utm![key]}`);
  const pages = source.pages ?? [];
  return {
    arrival: knownRows([
      ['Source', leadTrafficSource(lead).label],
      ['Landing page', source.landingPage],
      ['Referred by', source.referrer],
      ['Campaign', utm.length > 0 ? utm.join(', ') : undefined],
    ]),
    pages,
    // The browser keeps only the last pages, so a full list may have begun earlier.
    pagesTitle: `Pages viewed before the request${pages.length >= LEAD_SOURCE_LIMITS.pages ? ` (the last ${LEAD_SOURCE_LIMITS.pages})` : ''}`,
    sentFrom: knownRows([['Sent from page', source.page]]),
  };
}

/** The request's fields as label/value rows, the service by its name. */
function fieldRows(lead: LeadRecord, labels: LeadLabels): [string, string][] {
  return [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Service', lead.service ? labels.serviceName(lead.service) : 'Not chosen'],
    ['Location', lead.location || 'Not given'],
  ];
}

/** Why the request is doubtful, in words ("" when it is not flagged). */
const flagsOf = (lead: LeadRecord) => (lead.flagged ?? []).map(flagText).join('; ');

// ------------------------------------------------------------------ HTML

const COLORS = { text: '#1a1a1a', muted: '#555', link: '#0b5cad', flag: '#8a4b00', flagBackground: '#fff4e0' };
const CELL = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;
const BUTTON = { display: 'inline-block', padding: '10px 16px', margin: '0 8px 8px 0', borderRadius: 6, textDecoration: 'none' } as const;

function EmailPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 16,
          fontFamily: '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif',
          fontSize: 16,
          lineHeight: 1.5,
          color: COLORS.text,
          background: '#fff',
        }}
      >
        <div style={{ maxWidth: 600, margin: '0 auto' }}>{children}</div>
      </body>
    </html>
  );
}

function Rows({ rows, small = false }: { rows: [string, ReactNode][]; small?: boolean }) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px', ...(small && { fontSize: 14 }) }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ ...CELL, textAlign: 'left', color: COLORS.muted, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
              {label}
            </th>
            <td style={CELL}>
              <bdi>{value}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Flag({ lead }: { lead: LeadRecord }) {
  const flags = flagsOf(lead);
  if (!flags) return null;
  return (
    <p style={{ margin: '0 0 16px', padding: '8px 12px', background: COLORS.flagBackground, color: COLORS.flag, borderRadius: 6 }}>
      Flagged: {flags}. Stored and answered like any other request.
    </p>
  );
}

/** Call and e-mail buttons, then the request's fields (and `more` rows after them). */
function LeadSummary({ lead, labels, more = [] }: { lead: LeadRecord; labels: LeadLabels; more?: [string, string][] }) {
  const link = (href: string, label: string) => (
    <a href={href} style={{ color: COLORS.link }}>
      {label}
    </a>
  );
  const rows = [...fieldRows(lead, labels), ...more].map(([label, value]): [string, ReactNode] => [
    label,
    label === 'Phone' ? link(telUri(value), value)
    : label === 'Email' ? link(mailtoUri(value), value)
    : value,
  ]);
  return (
    <>
      <Flag lead={lead} />
      <p style={{ margin: '0 0 16px' }}>
        <a href={telUri(lead.phone)} style={{ ...BUTTON, background: COLORS.link, color: '#fff' }}>
          Call <bdi>{lead.phone}</bdi>
        </a>
        <a href={mailtoUri(lead.email)} style={{ ...BUTTON, border: `1px solid ${COLORS.link}`, color: COLORS.link }}>
          E-mail <bdi>{lead.name}</bdi>
        </a>
      </p>
      <Rows rows={rows} />
    </>
  );
}

const breakAnywhere = (value: string) => <bdi style={{ wordBreak: 'break-all' }}>{value}</bdi>;

function VisitHtml({ visit }: { visit: Visit | undefined }) {
  if (!visit) return <p style={{ margin: '0 0 16px', fontSize: 14 }}>Not known (sent without it).</p>;
  return (
    <>
      <Rows small rows={visit.arrival.map(([label, value]) => [label, breakAnywhere(value)])} />
      {visit.pages.length > 0 && (
        <>
          <p style={{ margin: '0 0 4px', fontSize: 14, color: COLORS.muted }}>{visit.pagesTitle}</p>
          <ol style={{ margin: '0 0 16px', paddingLeft: 28, fontSize: 14 }}>
            {visit.pages.map((page, i) => (
              <li key={i}>{breakAnywhere(page)}</li>
            ))}
          </ol>
        </>
      )}
      {visit.sentFrom.length > 0 && <Rows small rows={visit.sentFrom.map(([label, value]) => [label, breakAnywhere(value)])} />}
    </>
  );
}

function LeadHtml({ lead, labels, subject }: { lead: LeadRecord; labels: LeadLabels; subject: string }) {
  return (
    <EmailPage title={subject}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>New estimate request</h1>
      <LeadSummary lead={lead} labels={labels} />
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>Message</h2>
      <p style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>
        {lead.message ?
          <bdi>{lead.message}</bdi>
        : <em>No message</em>}
      </p>
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>Visit</h2>
      <VisitHtml visit={visitOf(lead)} />
      <p style={{ margin: 0, fontSize: 13, color: COLORS.muted }}>
        Received {formatLeadTime(lead.receivedAt)} · request {lead.id}
        <br />
        Reply to this e-mail to answer <bdi>{lead.name}</bdi> directly.
      </p>
    </EmailPage>
  );
}

function DigestHtml({ leads, labels, subject }: { leads: readonly LeadRecord[]; labels: LeadLabels; subject: string }) {
  return (
    <EmailPage title={subject}>
      <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>{leads.length} new estimate requests</h1>
      <p style={{ margin: '0 0 16px', color: COLORS.muted }}>
        More requests than usual arrived this hour, so they come together in this one e-mail. Each is in the lead log (npm run leads).
      </p>
      {leads.map((lead) => (
        <div key={lead.id} style={{ borderTop: '1px solid #ddd', padding: '16px 0 0' }}>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>
            <bdi>{lead.name}</bdi> · {formatLeadTime(lead.receivedAt)}
          </h2>
          <LeadSummary lead={lead} labels={labels} more={[['Source', leadTrafficSource(lead).label]]} />
          {lead.message && (
            <p style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>
              <bdi>{lead.message}</bdi>
            </p>
          )}
        </div>
      ))}
    </EmailPage>
  );
}

const html = (page: ReactNode) => `<!doctype html>\n${renderToStaticMarkup(page)}\n`;

// ------------------------------------------------------------------ text

const textRows = (rows: [string, string][], indent = '', width = 10) =>
  rows.map(([label, value]) => `${indent}${`${label}:`.padEnd(width)}${oneLine(value)}`);

function visitText(visit: Visit | undefined): string[] {
  if (!visit) return ['  not known (sent without it)'];
  return [
    ...textRows(visit.arrival, '  ', 16),
    ...(visit.pages.length > 0 ? [`  ${visit.pagesTitle}:`, ...visit.pages.map((page, i) => `    ${i + 1}. ${oneLine(page)}`)] : []),
    ...textRows(visit.sentFrom, '  ', 16),
  ];
}

export function leadEmail(lead: LeadRecord, labels: LeadLabels): LeadEmail {
  const service = lead.service ? labels.serviceName(lead.service) : '';
  const flags = flagsOf(lead);
  const subject = oneLine(`New estimate request: ${lead.name}${service ? ` — ${service}` : ''}${flags ? ` [flagged: ${flags}]` : ''}`);
  const text = [
    `New estimate request from the ${labels.businessName ? `${labels.businessName} ` : ''}website`,
    ...(flags ? ['', `Flagged: ${flags}. Stored and answered like any other request.`] : []),
    '',
    ...textRows(fieldRows(lead, labels)),
    '',
    'Message:',
    lead.message || '(no message)',
    '',
    'Visit:',
    ...visitText(visitOf(lead)),
    '',
    `Received: ${formatLeadTime(lead.receivedAt)}`,
    `Request id: ${lead.id}`,
    '',
    `Reply to this e-mail to answer ${oneLine(lead.name)} directly, or call ${oneLine(lead.phone)}.`,
    '',
  ].join('\n');
  return { subject, text, html: html(<LeadHtml lead={lead} labels={labels} subject={subject} />) };
}

/** One e-mail for several requests; replies go to the business's own address, not to a visitor. */
export function digestEmail(leads: readonly LeadRecord[], labels: LeadLabels): LeadEmail {
  const subject = `${leads.length} new estimate requests (${labels.businessName ? `${labels.businessName} website, ` : ''}gathered in one e-mail)`;
  const text = [
    `${leads.length} new estimate requests. More requests than usual arrived this hour, so they come together in this one e-mail.`,
    '',
    ...leads.flatMap((lead) => {
      const flags = flagsOf(lead);
      return [
        `— ${oneLine(lead.name)}, ${formatLeadTime(lead.receivedAt)} (request ${lead.id})`,
        ...(flags ? [`  Flagged: ${flags}`] : []),
        ...textRows([...fieldRows(lead, labels), ['Source', leadTrafficSource(lead).label]], '  '),
        ...(lead.message ? [`  Message:  ${oneLine(lead.message)}`] : []),
        '',
      ];
    }),
  ].join('\n');
  return { subject, text, html: html(<DigestHtml leads={leads} labels={labels} subject={subject} />) };
}
