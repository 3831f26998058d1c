// What `npm run leads` shows: the leads of the lead log(s),
// filtered and newest first, as a table, CSV or JSON, with their source,
// flags and, for --undelivered, what was (not) notified. Pure functions; the
// command (cli/leads.ts) reads the files, the terminal width and the settings.
import { stringify } from 'csv-stringify/sync';
import { parseArgs } from 'node:util';
import type { LeadSource } from '../shared/lead-source';
import { UTM_PARAMETERS } from '../shared/lead-fields';
import type { LeadRecord } from '../server/leads/lead-record';
import type { ChannelDelivery } from '../server/leads/notifications/delivery-record';

/** One lead as the report shows it: the stored record, and with --undelivered each channel's deliveries (attempts 0: never tried). */
export type Lead = LeadRecord & { delivery?: Record<string, ChannelDelivery> };

const LEAD_FORMATS = ['table', 'csv', 'json'] as const;
type LeadFormat = (typeof LEAD_FORMATS)[number];

export interface LeadsOptions {
  since?: Date;
  format: LeadFormat;
  /** The lead log; undefined means LEADS_FILE or the server's default. */
  file?: string;
  includeSpam: boolean;
  /** Only requests flagged as doubtful (e.g. "rate": many from one address). */
  flagged: boolean;
  /** Only requests not yet notified on every channel. */
  undelivered?: boolean;
  /** The id (or the start of it) of a request to notify again now. */
  resend?: string;
  help: boolean;
}

/** A bad command line: the script prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const LEADS_USAGE = `usage: npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
       npm run leads -- --resend ID [--file PATH]

Prints the contact requests of the lead log, newest first. Reads LEADS_FILE
(default var/contacts.ndjson) and the per-worker logs beside it
(contacts-worker-1.ndjson, contacts-worker-2.ndjson, …).

  --since AGE|DATE   only requests received since then: 30m, 24h, 7d, or an ISO
                     date or time (2024-03-01, 2024-03-01T09:00:00Z); a date
                     alone means local midnight. Default: all.
  --format FORMAT    table (default), csv (for spreadsheets) or json
  --file PATH        read this log (and its per-worker logs) instead
  --include-spam     also show requests screened as spam, with the reason
  --flagged          only requests flagged as doubtful (stored, answered and
                     notified all the same), e.g. rate: many from one address
  --undelivered      only requests the business was not told of on every
                     channel (the configured ones, SMTP_URL and
                     LEADS_WEBHOOK_URL, and any tried before), with their id
                     and what each channel did
  --resend ID        notify the business of request ID (or an unambiguous
                     start of it) again now, on every configured channel, and
                     record it; exits 1 if a channel fails
  -h, --help         show this help

Times in the table are local (set TZ, e.g. TZ=America/New_York).`;

/** Parses the command line (the part after `npm run leads --`). Throws a UsageError. */
export function parseLeadsArgs(argv: string[], now: Date): LeadsOptions {
  let values: {
    since?: string;
    format?: string;
    file?: string;
    'include-spam'?: boolean;
    flagged?: boolean;
    undelivered?: boolean;
    resend?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        format: { type: 'string' },
        file: { type: 'string' },
        'include-spam': { type: 'boolean' },
        flagged: { type: 'boolean' },
        undelivered: { type: 'boolean' },
        resend: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const format = values.format ?? 'table';
  if (!(LEAD_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${LEAD_FORMATS.join(', ')}, not "${format}"`);
  }
  if (values.file !== undefined && !values.file.trim()) throw new UsageError('--file needs a path');
  if (values.resend !== undefined && !values.resend.trim())
    throw new UsageError('--resend needs the id of a request (npm run leads -- --undelivered lists them)');
  if (values.resend !== undefined && values.undelivered) throw new UsageError('use --resend ID or --undelivered, not both');
  return {
    since: values.since === undefined ? undefined : parseSince(values.since, now),
    format: format as LeadFormat,
    file: values.file,
    includeSpam: values['include-spam'] ?? false,
    flagged: values.flagged ?? false,
    undelivered: values.undelivered,
    resend: values.resend?.trim(),
    help: values.help ?? false,
  };
}

const AGE = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
export const DAY_MS = UNIT_MS.d;

/** `30m`, `24h`, `7d` before `now`; undefined when `value` is no age. */
export function parseAge(value: string, now: Date): Date | undefined {
  const age = AGE.exec(value);
  return age ? new Date(now.getTime() - Number(age[1]) * UNIT_MS[age[2] as keyof typeof UNIT_MS]) : undefined;
}

/** `1 call`, `3 calls`. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** `30m`, `24h`, `7d` before `now`, or an ISO date (local midnight) or date-time. Throws a UsageError. */
export function parseSince(value: string, now: Date): Date {
  const age = parseAge(value, now);
  if (age) return age;
  const date = DATE_ONLY.exec(value);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const midnight = new Date(year, month - 1, day);
    // new Date() rolls 2024-02-30 over into March: refuse a day that does not exist.
    if (midnight.getFullYear() === year && midnight.getMonth() === month - 1 && midnight.getDate() === day) return midnight;
  } else if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value);
  }
  throw new UsageError(`--since must be an age like 30m, 24h or 7d, or an ISO date like 2024-03-01, not "${value}"`);
}

/**
 * True when the business was not told of a request on every channel: the
 * channels configured now and those tried before; a request no channel ever
 * sent is undelivered too. Spam is never notified, so never undelivered.
 */
export function isUndelivered(lead: Lead, configuredChannels: readonly string[]): boolean {
  if (lead.spam) return false;
  const delivery = lead.delivery ?? {};
  const channels = new Set([...configuredChannels, ...Object.keys(delivery)]);
  return channels.size === 0 || [...channels].some((channel) => !delivery[channel]?.sent);
}

/** One short line per channel: `email: sent`, `webhook: failed ×3 (HTTP 500)`, `email: not tried`. */
export function deliveryText(lead: Lead): string {
  const channels = Object.entries(lead.delivery ?? {});
  if (channels.length === 0) return 'never notified';
  return channels
    .map(([channel, d]) =>
      d.sent ? `${channel}: sent`
      : d.attempts === 0 ? `${channel}: not tried`
      : `${channel}: failed ×${d.attempts}${d.error ? ` (${d.error})` : ''}`,
    )
    .join('; ');
}

/** A short source for the table: utm_source (and medium), else the referring site, else the landing page. */
export function sourceText(source: LeadSource | undefined): string {
  if (!source) return '';
  if (source.utm?.utm_source) return [source.utm.utm_source, source.utm.utm_medium].filter(Boolean).join('/');
  if (source.referrer) {
    try {
      return new URL(source.referrer).hostname;
    } catch {
      return source.referrer;
    }
  }
  return source.landingPage ?? source.page ?? '';
}

/** The requests to show: since `since`, spam left out unless asked for, only the flagged ones if asked, newest first. */
export function selectLeads(
  leads: Lead[],
  { since, includeSpam, flagged = false }: { since?: Date; includeSpam: boolean; flagged?: boolean },
): Lead[] {
  return leads
    .map((lead) => ({ lead, at: Date.parse(lead.receivedAt) }))
    .filter(({ lead, at }) => (includeSpam || !lead.spam) && (!flagged || lead.flagged?.length) && (!since || at >= since.getTime()))
    .sort((a, b) => b.at - a.at || b.lead.receivedAt.localeCompare(a.lead.receivedAt) || a.lead.id.localeCompare(b.lead.id))
    .map(({ lead }) => lead);
}

// ---------------------------------------------------------------- CSV

const CSV_COLUMNS = ['receivedAt', 'name', 'email', 'phone', 'service', 'location', 'message'] as const;
const SOURCE_COLUMNS = ['page', 'landingPage', 'referrer', ...UTM_PARAMETERS] as const;

/** The flags of a request as one text: `rate`, or several joined by spaces. */
const flagsText = (lead: Lead) => (lead.flagged ?? []).join(' ');

/** The text of a CSV column of a request. */
function csvCell(lead: Lead, column: string): string {
  switch (column) {
    case 'page':
    case 'landingPage':
    case 'referrer':
      return lead.source?.[column] ?? '';
    case 'delivery':
      return deliveryText(lead);
    case 'flagged':
      return flagsText(lead);
    case 'spam':
      return lead.spam ?? '';
    default:
      if (column.startsWith('utm_')) return lead.source?.utm?.[column as (typeof UTM_PARAMETERS)[number]] ?? '';
      return String(lead[column as (typeof CSV_COLUMNS)[number] | 'id']);
  }
}

/**
 * A header row, then one row per request; CRLF line ends (RFC 4180), fields
 * quoted where needed, and safe to open in a spreadsheet: a field starting
 * with = + - @, a tab or a carriage return, which Excel, LibreOffice and
 * Google Sheets would run as a formula, is prefixed with ' (OWASP "CSV
 * Injection"). The source columns (page, landingPage, referrer, utm_*) come
 * when any request has a source, the flagged column when any is flagged, the
 * delivery column with --undelivered.
 */
export function leadsToCsv(leads: Lead[], { includeSpam, undelivered = false }: { includeSpam: boolean; undelivered?: boolean }): string {
  const columns = [
    ...CSV_COLUMNS,
    ...(leads.some((lead) => lead.source) ? SOURCE_COLUMNS : []),
    ...(leads.some((lead) => lead.flagged?.length) ? ['flagged'] : []),
    ...(includeSpam ? ['spam'] : []),
    ...(undelivered ? ['delivery'] : []),
    'id',
  ];
  return stringify(
    leads.map((lead) => columns.map((column) => csvCell(lead, column))),
    // A line break of either kind is quoted too (csv-stringify quotes only the record delimiter itself).
    { header: true, columns, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

// ---------------------------------------------------------------- JSON

/** The requests as stored, without the fields only the intake uses. */
export function leadsToJson(leads: Lead[]): string {
  const shown = leads.map(({ v: _version, idempotencyKey: _key, fieldsHash: _hash, ...lead }) => lead);
  return `${JSON.stringify(shown, null, 2)}\n`;
}

// ---------------------------------------------------------------- table

const MESSAGE_PREVIEW = 60;

interface TableColumn {
  header: string;
  cell(lead: Lead): string;
  /** Narrowed to `soft` first (a whole phone number, a readable email), to `min` only if still too wide. */
  min: number;
  soft: number;
  max: number;
}

/**
 * Text for one terminal cell: whitespace (line breaks too) collapsed, and
 * control and bidirectional-override characters removed, so a visitor's
 * message can never move the cursor, recolour or reorder the terminal.
 */
export function terminalText(value: string): string {
  return value
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `2024-03-01 09:15` in the local time zone (or `timeZone`). */
export function formatReceivedAt(iso: string, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const chars = (value: string) => Array.from(value);

function clip(value: string, width: number): string {
  const c = chars(value);
  return c.length <= width ? value : `${c.slice(0, Math.max(0, width - 1)).join('')}…`;
}

/**
 * A table fitting `width` columns: received at, name, email, phone, service,
 * location, the first 60 characters of the message, a short source when any
 * request has one (and the spam reason when spam is shown). --undelivered adds
 * the id (first) and what each channel did (last). Wide columns give way
 * first, down to a minimum; longer values end in "…".
 */
export function leadsToTable(
  leads: Lead[],
  { width, includeSpam, undelivered = false, timeZone }: { width: number; includeSpam: boolean; undelivered?: boolean; timeZone?: string },
): string {
  if (leads.length === 0) return undelivered ? 'Every contact request was notified.\n' : 'No contact requests.\n';
  const columns: TableColumn[] = [
    { header: 'received at', cell: (l) => formatReceivedAt(l.receivedAt, timeZone), min: 16, soft: 16, max: 16 },
    ...(undelivered ? [{ header: 'id', cell: (l: Lead) => l.id, min: 8, soft: 36, max: 36 }] : []),
    { header: 'name', cell: (l) => l.name, min: 6, soft: 12, max: 24 },
    { header: 'email', cell: (l) => l.email, min: 8, soft: 18, max: 32 },
    { header: 'phone', cell: (l) => l.phone, min: 8, soft: 14, max: 18 },
    { header: 'service', cell: (l) => l.service, min: 7, soft: 12, max: 20 },
    { header: 'location', cell: (l) => l.location, min: 8, soft: 12, max: 24 },
    {
      header: 'message',
      cell: (l) => {
        const message = terminalText(l.message);
        return chars(message).length > MESSAGE_PREVIEW ? `${chars(message).slice(0, MESSAGE_PREVIEW).join('')}…` : message;
      },
      min: 8,
      soft: 20,
      max: MESSAGE_PREVIEW + 1,
    },
    ...(leads.some((l) => l.source) ? [{ header: 'source', cell: (l: Lead) => sourceText(l.source), min: 6, soft: 12, max: 30 }] : []),
    ...(leads.some((l) => l.flagged?.length) ? [{ header: 'flagged', cell: flagsText, min: 4, soft: 7, max: 16 }] : []),
    ...(includeSpam ? [{ header: 'spam', cell: (l: Lead) => l.spam ?? '', min: 4, soft: 8, max: 16 }] : []),
    ...(undelivered ? [{ header: 'delivery', cell: deliveryText, min: 8, soft: 24, max: 80 }] : []),
  ];
  const GAP = '  ';
  const cells = leads.map((lead) => columns.map((column) => terminalText(column.cell(lead))));
  const widths = columns.map((column, i) =>
    Math.min(column.max, Math.max(column.header.length, ...cells.map((row) => chars(row[i]!).length))),
  );
  // Narrow the widest column that can still give way until the table fits (or none can).
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1);
  for (const floor of [(c: TableColumn) => c.soft, (c: TableColumn) => c.min]) {
    while (total() > width) {
      let widest = -1;
      widths.forEach((w, i) => {
        if (w > Math.max(floor(columns[i]!), columns[i]!.header.length) && (widest < 0 || w > widths[widest]!)) widest = i;
      });
      if (widest < 0) break;
      widths[widest] = widths[widest]! - 1;
    }
  }
  const line = (values: string[]) =>
    values
      .map((value, i) => {
        const clipped = clip(value, widths[i]!);
        return i === values.length - 1 ? clipped : clipped + ' '.repeat(widths[i]! - chars(clipped).length);
      })
      .join(GAP)
      .trimEnd();
  return `${[line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...cells.map(line)].join('\n')}\n`;
}
