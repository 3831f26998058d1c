// The notification e-mail of new leads: subject, plain text and an
// HTML body that reads well on a phone, with tap-to-call and mailto links.
// The HTML is rendered from components, so everything the visitor typed is
// escaped by React, never by hand, and never becomes markup or a link (the
// phone and e-mail links are made from digits and an encoded address). One
// request gets a full e-mail, its photos shown and attached (mail-photos.ts);
// several (past the hourly number, see notifier.ts) one digest listing them all.
import { slotLabel, type VisitSlot } from '../../../shared/visit-slots';
import type { ReactNode } from 'react';
import type { Borough } from '../../../shared/constants';
import { ACCESS_NEEDS, labelOf, WORK_KINDS } from '../../../shared/estimate-fields';
import { LEAD_SOURCE_LIMITS, UTM_PARAMETERS } from '../../../shared/lead-fields';
import { referenceOf } from '../../../shared/lead-reference';
import { formatRange } from '../../../shared/price-range';
import { flagText, type LeadRecord } from '../lead-record';
import { BUTTON, COLORS, EmailPage, emailHtml as html, oneLine, Rows } from './email-page';
import { leadTrafficSource } from './lead-journey';
import { BUSINESS_TIME_ZONE } from '../../../shared/new-york-time';
import { planAttachments, type MailPhoto, type MailPhotos } from './mail-photos';

/** A file the message carries: an inline thumbnail (with its cid) or an attached photo. */
interface MailAttachment {
  filename: string;
  path: string;
  contentType: 'image/jpeg';
  cid?: string;
  contentDisposition: 'inline' | 'attachment';
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * What the e-mail says beside the visitor's fields, from the content of the
 * moment (server/leads/notifications/lead-labels.ts). The optional parts are
 * missing only when the content cannot be read (a resend from the command
 * line without it): the e-mail then names values as they are stored.
 */
export interface LeadLabels {
  businessName: string;
  /** The name of a service by its slug (the slug itself when the content no longer has it). */
  serviceName(slug: string): string;
  /** The borough a location names (shared/location-borough.ts), when it can tell. */
  boroughOf?(location: string): Borough | undefined;
  /** A visit window's label ("Weekday morning, 7 AM–12 PM") by its value; undefined once the opening hours no longer have it. */
  windowLabel?(value: string): string | undefined;
  /** The business as a visitor's copy names it, and the origin of photo links. */
  business?: {
    phone: { display: string; tel: string };
    email: string;
    /** The license line (data/business.json), when the business has one. */
    license?: string;
    siteUrl: string;
  };
}

/** A subject longer than this (RFC 5322's recommended line length) leaves out the visitor's name. */
const SUBJECT_FITS = 78;

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

/** What the e-mail says of a request sent from a Spanish page. */
const SPANISH_REQUEST = 'Spanish: sent from a Spanish page; answer in Spanish if you can';

/** The request's fields as label/value rows, the service by its name. */
function fieldRows(lead: LeadRecord, labels: LeadLabels): [string, string][] {
  return [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Service', lead.service ? labels.serviceName(lead.service) : 'Not chosen'],
    ['Location', lead.location || 'Not given'],
    ...knownRows([['Borough', boroughOf(lead, labels)]]),
    ...(lead.language === 'es' ? [['Language', SPANISH_REQUEST] as [string, string]] : []),
  ];
}

const boroughOf = (lead: LeadRecord, labels: LeadLabels) => (lead.location ? labels.boroughOf?.(lead.location) : undefined);
const sqFt = (area: number) => `${area.toLocaleString('en-US')} sq ft`;

/** The estimate's rows: the area, kind of work, range, visit windows, access and photos, each when sent, then the reference. */
function estimateRows(lead: LeadRecord, labels: LeadLabels): [string, string][] {
  const { project, visit } = lead;
  const range = project?.range;
  return [
    ...knownRows([
      ['Area', project?.areaSqFt === undefined ? undefined : sqFt(project.areaSqFt)],
      ['Kind of work', project?.work && labelOf(WORK_KINDS, project.work)],
      ['Range', range && `${formatRange(range)} (prices of ${range.setOn})`],
      ['Site visit', visit?.slot && siteVisitText(visit.slot)],
      ['Visit windows', visit?.windows.map((value) => labels.windowLabel?.(value) ?? value).join('; ')],
      ['Access', visit?.access.map((value) => labelOf(ACCESS_NEEDS, value)).join('; ')],
      ['Photos', lead.photos?.length ? String(lead.photos.length) : undefined],
    ]),
    ['Reference', referenceOf(lead.id)],
  ];
}

/** The slot a request booked, as the business reads it: held for the visitor, or full when the request came (plain spaces: a text stays GSM-7). */
export const siteVisitText = (slot: VisitSlot & { held: boolean }) =>
  `${slotLabel(slot, 'en').replace(/\u00a0/g, ' ')} ${slot.held ? '(held: confirm it)' : '(was full when sent: agree another time)'}`;

/** "Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200": what a lock screen shows of a request. */
export function triage(lead: LeadRecord, labels: LeadLabels): string[] {
  const { project } = lead;
  return [
    lead.service ? labels.serviceName(lead.service) : undefined,
    project?.areaSqFt === undefined ? undefined : sqFt(project.areaSqFt),
    boroughOf(lead, labels),
    project?.range && formatRange(project.range),
  ].filter((part): part is string => Boolean(part));
}

/** Why the request is doubtful, in words ("" when it is not flagged). */
const flagsOf = (lead: LeadRecord) => (lead.flagged ?? []).map(flagText).join('; ');

// ------------------------------------------------------------------ HTML

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
/** `actions`: more buttons after Call and E-mail (the lead page's Text and Map). */
export function LeadSummary({
  lead,
  labels,
  more = [],
  actions,
  beforeRows,
}: {
  lead: LeadRecord;
  labels: LeadLabels;
  more?: [string, string][];
  actions?: ReactNode;
  /** Shown between the buttons and the rows (the lead page's own buttons). */
  beforeRows?: ReactNode;
}) {
  const link = (href: string, label: string) => (
    <a href={href} style={{ color: COLORS.link }}>
      {label}
    </a>
  );
  const rows = [...fieldRows(lead, labels), ...estimateRows(lead, labels), ...more].map(([label, value]): [string, ReactNode] => [
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
        {actions}
      </p>
      {beforeRows}
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

/** The visitor's message, then the visit that led to it: in the e-mail and on the lead page. */
export function MessageAndVisit({ lead }: { lead: LeadRecord }) {
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>Message</h2>
      <p style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>
        {lead.message ?
          <bdi>{lead.message}</bdi>
        : <em>No message</em>}
      </p>
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>Visit</h2>
      <VisitHtml visit={visitOf(lead)} />
    </>
  );
}

/** The long side of a thumbnail as the body shows it, in CSS pixels (the file has 480, for sharp screens). */
const THUMB_SHOWN = 160;

const shownSize = ({ width, height }: MailPhoto) => {
  const scale = THUMB_SHOWN / Math.max(width, height, 1);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** What became of each photo, in words: attached, only linked, or gone from the server. */
function photoNote(photo: MailPhoto, attached: boolean): string {
  if (attached) return 'attached';
  if (!photo.photo) return 'no longer kept on the server';
  return photo.url ? 'too large to attach with the others: open it by its link' : 'too large to attach with the others';
}

const LINK_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** Each photo's thumbnail (linked to the photo), then what became of each. */
function PhotosHtml({ mail, plan, thumbCid }: { mail: MailPhotos; plan: PhotoPlan[]; thumbCid: (i: number) => string }) {
  const { photos, linksUntil } = mail;
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Photos ({photos.length})</h2>
      <p style={{ margin: '0 0 8px' }}>
        {photos.map((photo, i) => {
          if (!plan[i]!.inline) return null;
          const image = (
            <img
              src={`cid:${thumbCid(i)}`}
              alt={`Photo ${i + 1} of ${photos.length}`}
              {...shownSize(photo)}
              style={{ margin: '0 8px 8px 0', borderRadius: 4, verticalAlign: 'top' }}
            />
          );
          return photo.url ?
              <a key={photo.id} href={photo.url}>
                {image}
              </a>
            : <span key={photo.id}>{image}</span>;
        })}
      </p>
      <ol style={{ margin: '0 0 16px', paddingLeft: 28, fontSize: 14 }}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            {photo.width} × {photo.height}, {photoNote(photo, plan[i]!.attached)}
            {photo.url && (
              <>
                {' '}
                (
                <a href={photo.url} style={{ color: COLORS.link }}>
                  open photo {i + 1}
                </a>
                )
              </>
            )}
          </li>
        ))}
      </ol>
      {linksUntil && (
        <p style={{ margin: '-8px 0 16px', fontSize: 13, color: COLORS.muted }}>
          The links work until {LINK_DATE.format(linksUntil)}; the photos stay in the lead photo folder.
        </p>
      )}
    </>
  );
}

type PhotoPlan = ReturnType<typeof planAttachments>[number];

function LeadHtml({
  lead,
  labels,
  subject,
  mail,
  plan,
  thumbCid,
  pageLink,
}: {
  lead: LeadRecord;
  labels: LeadLabels;
  subject: string;
  mail: MailPhotos;
  plan: PhotoPlan[];
  thumbCid: (i: number) => string;
  pageLink?: string;
}) {
  return (
    <EmailPage title={subject}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>New estimate request</h1>
      {pageLink && (
        <p style={{ margin: '0 0 12px', fontSize: 14 }}>
          <a href={pageLink} style={{ color: COLORS.link }}>
            Open it on a phone
          </a>{' '}
          (a private link, 30 days)
        </p>
      )}
      <LeadSummary lead={lead} labels={labels} />
      {mail.photos.length > 0 && <PhotosHtml mail={mail} plan={plan} thumbCid={thumbCid} />}
      <MessageAndVisit lead={lead} />
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

// ------------------------------------------------------------------ text

/** Label/value lines, the values in one column: `width` wide labels, or as wide as the longest label needs. */
const textRows = (rows: [string, string][], indent = '', width = Math.max(10, ...rows.map(([label]) => label.length + 2))) =>
  rows.map(([label, value]) => `${indent}${`${label}:`.padEnd(width)}${oneLine(value)}`);

function visitText(visit: Visit | undefined): string[] {
  if (!visit) return ['  not known (sent without it)'];
  return [
    ...textRows(visit.arrival, '  ', 16),
    ...(visit.pages.length > 0 ? [`  ${visit.pagesTitle}:`, ...visit.pages.map((page, i) => `    ${i + 1}. ${oneLine(page)}`)] : []),
    ...textRows(visit.sentFrom, '  ', 16),
  ];
}

function photosText({ photos, linksUntil }: MailPhotos, plan: PhotoPlan[], attachedName: (i: number) => string): string[] {
  if (photos.length === 0) return [];
  return [
    `Photos (${photos.length}${linksUntil ? `; the links work until ${LINK_DATE.format(linksUntil)}` : ''}):`,
    ...photos.map((photo, i) => {
      const attached = plan[i]!.attached;
      const note = attached ? `attached as ${attachedName(i)}` : photoNote(photo, false);
      return `  ${i + 1}. ${photo.width} × ${photo.height}, ${note}${photo.url ? `\n     ${photo.url}` : ''}`;
    }),
    '',
  ];
}

/** The subject: [ES] for a request sent from a Spanish page, the triage parts, the visitor's name when it still fits, and why the request is flagged. */
function leadSubject(lead: LeadRecord, labels: LeadLabels): string {
  const flags = flagsOf(lead);
  const parts = triage(lead, labels);
  const flagged = flags ? ` [flagged: ${oneLine(flags)}]` : '';
  const language = lead.language === 'es' ? '[ES] ' : '';
  if (parts.length === 0) return `${language}${oneLine(`New estimate request: ${lead.name}`)}${flagged}`;
  const subject = `${language}${oneLine(`New estimate request: ${parts.join(' · ')}`)}`;
  const named = `${subject} — ${oneLine(lead.name)}`;
  return `${named.length <= SUBJECT_FITS ? named : subject}${flagged}`;
}

/**
 * The e-mail of one request; with `mail`, its photos: thumbnails inline,
 * full photos attached within MAIL_ATTACHMENT_BUDGET, the rest linked.
 */
export function leadEmail(lead: LeadRecord, labels: LeadLabels, mail: MailPhotos = { photos: [] }, pageLink?: string): LeadEmail {
  const flags = flagsOf(lead);
  const subject = leadSubject(lead, labels);
  const plan = planAttachments(mail.photos);
  const reference = referenceOf(lead.id);
  const thumbCid = (i: number) => `photo-${i + 1}-thumb@${reference}`;
  const attachedName = (i: number) => `${reference}-photo-${i + 1}.jpg`;
  const attachments = mail.photos.flatMap((photo, i): MailAttachment[] => [
    ...(plan[i]!.inline && photo.thumb ?
      [
        {
          filename: `${reference}-photo-${i + 1}-thumbnail.jpg`,
          path: photo.thumb.path,
          contentType: 'image/jpeg' as const,
          cid: thumbCid(i),
          contentDisposition: 'inline' as const,
        },
      ]
    : []),
    ...(plan[i]!.attached && photo.photo ?
      [{ filename: attachedName(i), path: photo.photo.path, contentType: 'image/jpeg' as const, contentDisposition: 'attachment' as const }]
    : []),
  ]);
  const text = [
    `New estimate request from the ${labels.businessName ? `${labels.businessName} ` : ''}website`,
    ...(pageLink ? ['', `Open it on a phone (a private link, 30 days): ${pageLink}`] : []),
    ...(flags ? ['', `Flagged: ${flags}. Stored and answered like any other request.`] : []),
    '',
    ...textRows([...fieldRows(lead, labels), ...estimateRows(lead, labels)]),
    '',
    ...photosText(mail, plan, attachedName),
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
  return {
    subject,
    text,
    html: html(<LeadHtml lead={lead} labels={labels} subject={subject} mail={mail} plan={plan} thumbCid={thumbCid} pageLink={pageLink} />),
    attachments,
  };
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
        ...textRows(
          [
            ...fieldRows(lead, labels),
            ...estimateRows(lead, labels),
            ['Source', leadTrafficSource(lead).label],
            ...(lead.message ? [['Message', lead.message] as [string, string]] : []),
          ],
          '  ',
        ),
        '',
      ];
    }),
  ].join('\n');
  return { subject, text, html: html(<DigestHtml leads={leads} labels={labels} subject={subject} />), attachments: [] };
}
