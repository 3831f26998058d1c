// What `npm run traffic` shows: the site's own counts of visits, page views,
// phone taps and leads over a period, by page, by source (where
// visits came from) and by New York day, as a table, CSV or JSON (the HTML
// page is cli/traffic-report-html.ts). Pure functions; the command
// (cli/traffic.ts) reads the traffic logs and writes the result.
import { stringify } from 'csv-stringify/sync';
import { parseArgs } from 'node:util';
import type { TrafficEvent } from '../server/traffic/traffic-event';
import { trafficSource, type SourceKind, type VisitOrigin } from '../server/traffic/traffic-source';
import { DAY_MS, UsageError, formatReceivedAt, parseAge, plural, terminalText } from './lead-report';

/** The business works in New York: a date given alone and the report's days are its days. */
const BUSINESS_TIME_ZONE = 'America/New_York';

const REPORT_FORMATS = ['table', 'csv', 'json', 'html'] as const;
type ReportFormat = (typeof REPORT_FORMATS)[number];
const REPORT_GROUPS = ['page', 'source', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Where `--format html` goes when --out does not say. */
const DEFAULT_HTML_FILE = 'traffic-report.html';

export interface ReportOptions {
  since: Date;
  until: Date;
  /** The rows of the table and CSV (JSON and HTML show every grouping). */
  by: ReportGroup;
  format: ReportFormat;
  /** The events folders (one per machine, copied together); none means TRAFFIC_DIR or the server's default. */
  dirs: string[];
  /** The file to write the report to; undefined means stdout. */
  out?: string;
  help: boolean;
}

export const REPORT_USAGE = `usage: npm run traffic -- [--since 30d] [--until DATE] [--by page|source|day] [--format table|csv|json|html] [--dir PATH] [--out FILE]

Counts the site's visits, page views, phone taps and leads from
the traffic logs in TRAFFIC_DIR (default var/traffic), by page, by source (where
the visits came from) or by day. Days are New York days.

  --since AGE|DATE   from then: an age back from now (24h, 7d, 30d) or an ISO
                     date or time (2024-03-01, 2024-03-01T09:00); a date or
                     time without a zone is New York time. Default: 30d.
  --until DATE       up to (not including) then, in the same forms; default:
                     now. --since 2024-03-01 --until 2024-04-01 is March.
  --by GROUP         the rows of the table and csv: page (default), source
                     or day
  --format FORMAT    table (default), csv (for spreadsheets), json (every
                     grouping, for other tools) or html (a page to open in a
                     browser: totals, a chart of the last 30 days, the top
                     pages and every source)
  --dir PATH         read the traffic logs in this folder instead; repeat it to
                     add up several machines' folders
  --out FILE         write the report to FILE and print its path; html goes
                     to ${DEFAULT_HTML_FILE} unless --out names another file
  -h, --help         show this help

A visit is one browser tab's time on the site; calls are taps on a phone
number. "per 100 visits" is calls plus leads per 100 visits.`;

/** Parses the command line (the part after `npm run traffic --`). Throws a UsageError. */
export function parseReportArgs(argv: string[], now: Date): ReportOptions {
  let values: { since?: string; until?: string; by?: string; format?: string; dir?: string[]; out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        by: { type: 'string' },
        format: { type: 'string' },
        dir: { type: 'string', multiple: true },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const format = oneOf('--format', values.format ?? 'table', REPORT_FORMATS);
  const by = oneOf('--by', values.by ?? 'page', REPORT_GROUPS);
  if (values.dir?.some((dir) => !dir.trim())) throw new UsageError('--dir needs the path of a folder');
  if (values.out !== undefined && !values.out.trim()) throw new UsageError('--out needs the path of a file');
  const since = parseReportTime('--since', values.since ?? '30d', now);
  const until = values.until === undefined ? now : parseReportTime('--until', values.until, now);
  if (since.getTime() >= until.getTime()) {
    throw new UsageError(`--since (${since.toISOString()}) must be before --until (${until.toISOString()})`);
  }
  return {
    since,
    until,
    by,
    format,
    dirs: values.dir ?? [],
    out: values.out ?? (format === 'html' ? DEFAULT_HTML_FILE : undefined),
    help: values.help ?? false,
  };
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
  return value as T;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * `24h`, `7d`, `30d` before `now`, or an ISO date or date-time; without a
 * zone it is New York time (a date alone, New York midnight). Throws a
 * UsageError naming `flag`.
 */
export function parseReportTime(flag: string, value: string, now: Date): Date {
  const age = parseAge(value, now);
  if (age) return age;
  const match = DATE_TIME.exec(value);
  if (match) {
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const ms = Math.round(Number(match[7] ?? 0) * 1000);
    const zone = match[8];
    // Date.UTC rolls 2024-02-30 over into March: refuse a day or time that does not exist.
    const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const exists =
      fields.getUTCFullYear() === year &&
      fields.getUTCMonth() === month - 1 &&
      fields.getUTCDate() === day &&
      fields.getUTCHours() === hour &&
      fields.getUTCMinutes() === minute &&
      fields.getUTCSeconds() === second;
    if (exists) {
      if (!zone) return new Date(zonedTime(year, month, day, hour, minute, second, ms));
      const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
      return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000);
    }
  }
  throw new UsageError(`${flag} must be an age like 24h, 7d or 30d, or an ISO date like 2024-03-01, not "${value}"`);
}

// ---------------------------------------------------------------- New York time

const ZONE_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zoneParts(ms: number) {
  const parts = Object.fromEntries(ZONE_PARTS.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The New York wall-clock time as milliseconds since the epoch, for the instant `ms`. */
function wallClock(ms: number): number {
  const p = zoneParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, ((ms % 1000) + 1000) % 1000);
}

/** The instant a New York wall-clock time names (in the hour the clocks repeat, the first of the two). */
function zonedTime(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // The offset at the guess can differ from the offset at the answer across a change of clocks: a second pass settles it.
  const guess = wall - (wallClock(wall) - wall);
  return wall - (wallClock(guess) - guess);
}

/** The New York day of an instant: `2024-03-01`. */
export function businessDay(ms: number): string {
  return new Date(wallClock(ms)).toISOString().slice(0, 10);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isBusinessMidnight = (ms: number) => wallClock(ms) % DAY_MS === 0;

/**
 * The period in the table's words: `2024-03-01 – 2024-03-31` when it runs
 * from midnight to midnight (the last day shown is the last one included),
 * else the times, `2024-03-01 14:05 – 2024-03-31 14:05`.
 */
export function periodText(since: Date, until: Date): string {
  if (isBusinessMidnight(since.getTime()) && isBusinessMidnight(until.getTime())) {
    const [first, last] = [businessDay(since.getTime()), businessDay(until.getTime() - 1)];
    return first === last ? first : `${first} – ${last}`;
  }
  const at = (date: Date) => formatReceivedAt(date.toISOString(), BUSINESS_TIME_ZONE);
  return `${at(since)} – ${at(until)}`;
}

const LONG_DAYS = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const LONG_TIMES = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * The period in a reader's words: the days it covers, `Mar 1 – 31, 2024`,
 * and, when it does not run from midnight to midnight, its times
 * (`Fri, Mar 1, 2024, 2:05 PM – …`).
 */
export function periodWords(since: Date, until: Date): { days: string; times?: string } {
  const lastIncluded = new Date(until.getTime() - 1);
  const days = LONG_DAYS.formatRange(since, lastIncluded);
  return isBusinessMidnight(since.getTime()) && isBusinessMidnight(until.getTime()) ?
      { days }
    : { days, times: LONG_TIMES.formatRange(since, until) };
}

/** How the report names its time zone. */
export const REPORT_TIME_ZONE_NAME = 'New York time';

// ---------------------------------------------------------------- counting

export interface Counts {
  views: number;
  /** Distinct visits (browser tabs). */
  visits: number;
  /** Taps on a phone number. */
  calls: number;
  /** Leads sent. */
  leads: number;
}

interface PageRow extends Counts {
  path: string;
}

export interface SourceRow extends Counts {
  /** trafficSource's label: `spring-mailer / april`, `Google search`, `Direct`. */
  source: string;
  kind: SourceKind;
}

export interface DayRow extends Counts {
  /** The New York day: `2024-03-01`. */
  day: string;
}

export interface TrafficReport {
  since: Date;
  until: Date;
  totals: Counts;
  /** Most visited first. */
  pages: PageRow[];
  sources: SourceRow[];
  /** In date order, days without events included. */
  days: DayRow[];
}

/** A report shows every day of its period (zeros included, so a chart has no gaps) unless the period is longer than this. */
const MAX_FILLED_DAYS = 400;

interface Tally {
  views: number;
  calls: number;
  leads: number;
  visits: Set<string>;
}

interface VisitTally {
  /** The time of the visit's first event seen, whose origin the visit is counted under. */
  firstAt: number;
  origin: Omit<VisitOrigin, 'known'>;
  views: number;
  calls: number;
  leads: number;
}

const FIELD = { view: 'views', call: 'calls', lead: 'leads' } as const;

const emptyTally = (): Tally => ({ views: 0, calls: 0, leads: 0, visits: new Set() });

/**
 * Counts records one at a time (a log file at a time, so memory holds the
 * counts, not the records), keeping those at or after `since` and before
 * `until`. A visit's events all count under the source of its first event,
 * so the sources' visits add up to the total; a lead without a
 * visit counts under its own source (Not known, unless it names a campaign)
 * with no visit.
 */
export function createTrafficTally({ since, until }: { since: Date; until: Date }) {
  const [from, to] = [since.getTime(), until.getTime()];
  const visits = new Map<string, VisitTally>();
  const visitless = new Map<string, SourceRow>();
  const pages = new Map<string, Tally>();
  const days = new Map<string, Tally>();

  return {
    add(record: TrafficEvent): void {
      const at = Date.parse(record.at);
      if (!(at >= from && at < to)) return;
      const field = FIELD[record.type];
      const page = getOrAdd(pages, record.page, emptyTally);
      const day = getOrAdd(days, businessDay(at), emptyTally);
      page[field] += 1;
      day[field] += 1;
      const origin = { ref: record.ref, utm: record.utm };
      if (record.visit === undefined) {
        const source = trafficSource({ known: false, ...origin });
        const row = getOrAdd(visitless, `${source.kind}\n${source.label}`, () => ({
          ...zeroCounts(),
          source: source.label,
          kind: source.kind,
        }));
        row[field] += 1;
        return;
      }
      if (record.type === 'view') page.visits.add(record.visit);
      day.visits.add(record.visit);
      const visit = getOrAdd(visits, record.visit, () => ({ firstAt: at, origin, views: 0, calls: 0, leads: 0 }));
      if (at < visit.firstAt) Object.assign(visit, { firstAt: at, origin });
      visit[field] += 1;
    },

    report(): TrafficReport {
      const sources = new Map([...visitless].map(([key, row]) => [key, { ...row }]));
      for (const visit of visits.values()) {
        const source = trafficSource({ ...visit.origin, known: true });
        const row = getOrAdd(sources, `${source.kind}\n${source.label}`, () => ({
          ...zeroCounts(),
          source: source.label,
          kind: source.kind,
        }));
        row.visits += 1;
        row.views += visit.views;
        row.calls += visit.calls;
        row.leads += visit.leads;
      }
      const pageRows = [...pages].map(([path, tally]) => ({ path, ...countsOf(tally) }));
      const sourceRows = [...sources.values()];
      const sum = (field: 'views' | 'calls' | 'leads') => pageRows.reduce((total, row) => total + row[field], 0);
      return {
        since,
        until,
        totals: { views: sum('views'), visits: visits.size, calls: sum('calls'), leads: sum('leads') },
        pages: pageRows.sort((a, b) => byVisits(a, b) || compareText(a.path, b.path)),
        sources: sourceRows.sort((a, b) => byVisits(a, b) || compareText(a.source, b.source) || compareText(a.kind, b.kind)),
        days: dayRows(from, to, days),
      };
    },
  };
}

/** The report of `records` over [since, until). */
export function summarizeTraffic(records: Iterable<TrafficEvent>, period: { since: Date; until: Date }): TrafficReport {
  const tally = createTrafficTally(period);
  for (const record of records) tally.add(record);
  return tally.report();
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}

const zeroCounts = (): Counts => ({ views: 0, visits: 0, calls: 0, leads: 0 });
const countsOf = (tally: Tally): Counts => ({
  views: tally.views,
  visits: tally.visits.size,
  calls: tally.calls,
  leads: tally.leads,
});
const byVisits = (a: Counts, b: Counts) => b.visits - a.visits || b.views - a.views || b.calls + b.leads - (a.calls + a.leads);
// Code-unit order, the same whatever the locale of the machine.
const compareText = (a: string, b: string) =>
  a < b ? -1
  : a > b ? 1
  : 0;

/**
 * Every New York day of [from, to), zeros included. A period longer than
 * MAX_FILLED_DAYS (`--since 2015-01-01`) would be years of empty rows: then
 * the days run from the first to the last day with an event.
 */
function dayRows(from: number, to: number, days: Map<string, Tally>): DayRow[] {
  let [first, last] = [businessDay(from), businessDay(to - 1)];
  if ((Date.parse(last) - Date.parse(first)) / DAY_MS >= MAX_FILLED_DAYS) {
    const present = [...days.keys()].sort();
    if (present.length === 0) return [];
    [first, last] = [present[0]!, present.at(-1)!];
  }
  const rows: DayRow[] = [];
  for (let day = first; day <= last; day = nextDay(day)) rows.push({ day, ...countsOf(days.get(day) ?? emptyTally()) });
  return rows;
}

/** Calls plus leads per 100 visits; undefined without visits. */
export function perHundredVisits(counts: Counts): number | undefined {
  return counts.visits === 0 ? undefined : ((counts.calls + counts.leads) * 100) / counts.visits;
}

/** `3.6`, or `–` without visits. */
export function perHundredText(counts: Counts): string {
  const value = perHundredVisits(counts);
  return value === undefined ? '–' : value.toFixed(1);
}

// ---------------------------------------------------------------- rows of a grouping

interface GroupColumns {
  /** The label columns of a row: the page, the source and its kind, the day. */
  labels: string[];
  rows: { labels: string[]; counts: Counts }[];
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

function groupColumns(report: TrafficReport, by: ReportGroup, { weekday = false } = {}): GroupColumns {
  switch (by) {
    case 'page':
      return { labels: ['page'], rows: report.pages.map((row) => ({ labels: [row.path], counts: row })) };
    case 'source':
      return { labels: ['source', 'kind'], rows: report.sources.map((row) => ({ labels: [row.source, row.kind], counts: row })) };
    case 'day':
      return {
        labels: ['day'],
        rows: report.days.map((row) => ({
          labels: [weekday ? `${row.day} ${WEEKDAY.format(new Date(`${row.day}T12:00:00Z`))}` : row.day],
          counts: row,
        })),
      };
  }
}

const COUNT_COLUMNS = ['visits', 'views', 'calls', 'leads'] as const;

// ---------------------------------------------------------------- CSV

/**
 * A header row, then one row per page, source or day; CRLF line ends (RFC
 * 4180), and a field a spreadsheet would run as a formula (a utm value can
 * be anything a link said) prefixed with ' (OWASP "CSV Injection"). Without
 * visits the per-100 cell is empty rather than "–": a spreadsheet then
 * leaves it out of a column's sums and averages.
 */
export function trafficToCsv(report: TrafficReport, by: ReportGroup): string {
  const { labels, rows } = groupColumns(report, by);
  const columns = [...labels, ...COUNT_COLUMNS, 'per_100_visits'];
  return stringify(
    rows.map((row) => [
      ...row.labels,
      ...COUNT_COLUMNS.map((column) => row.counts[column]),
      perHundredVisits(row.counts)?.toFixed(1) ?? '',
    ]),
    { header: true, columns, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

// ---------------------------------------------------------------- JSON

const countsJson = ({ views, visits, calls, leads }: Counts) => ({ views, visits, calls, leads });

/** Every grouping, in the shape other tools read: since, until, totals, pages, sources, days. */
export function trafficToJson(report: TrafficReport): string {
  const json = {
    since: report.since.toISOString(),
    until: report.until.toISOString(),
    totals: countsJson(report.totals),
    pages: report.pages.map((row) => ({ path: row.path, ...countsJson(row) })),
    sources: report.sources.map((row) => ({ source: row.source, kind: row.kind, ...countsJson(row) })),
    days: report.days.map((row) => ({ day: row.day, ...countsJson(row) })),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

// ---------------------------------------------------------------- table

const GROUP_TITLE = { page: 'by page', source: 'by source', day: 'by day' } as const;
const chars = (value: string) => Array.from(value);
const clip = (value: string, width: number) => {
  const c = chars(value);
  return c.length <= width ? value : `${c.slice(0, Math.max(0, width - 1)).join('')}…`;
};

/**
 * A title line with the period, then aligned columns: the page (or source
 * and kind, or day), visits, views, calls, leads and calls + leads per
 * 100 visits, and a total row. The first column gives way to fit `width`
 * (a long path ends in "…").
 */
export function trafficToTable(report: TrafficReport, { by, width }: { by: ReportGroup; width: number }): string {
  const title = `Traffic ${GROUP_TITLE[by]}, ${periodText(report.since, report.until)} (${REPORT_TIME_ZONE_NAME})`;
  const { labels, rows } = groupColumns(report, by, { weekday: true });
  if (rows.length === 0) return `${title}\n\nNo visits, calls or leads were counted in this period.\n`;
  const headers = [...labels, ...COUNT_COLUMNS, 'per 100 visits'];
  const numbers = (counts: Counts) => [...COUNT_COLUMNS.map((column) => String(counts[column])), perHundredText(counts)];
  const totalLabels = labels.map((_, i) => (i === 0 ? 'total' : ''));
  const body = rows.map((row) => [...row.labels.map(terminalText), ...numbers(row.counts)]);
  const total = [...totalLabels, ...numbers(report.totals)];
  const widths = headers.map((header, i) => Math.max(chars(header).length, ...[...body, total].map((row) => chars(row[i]!).length)));
  const GAP = '  ';
  const rest = widths.slice(1).reduce((sum, w) => sum + w + GAP.length, 0);
  widths[0] = Math.max(Math.min(widths[0]!, width - rest), chars(headers[0]!).length, 12);
  const line = (values: string[]) =>
    values
      .map((value, i) => {
        const text = clip(value, widths[i]!);
        const pad = ' '.repeat(widths[i]! - chars(text).length);
        return i < labels.length ? text + pad : pad + text;
      })
      .join(GAP)
      .trimEnd();
  const rule = line(widths.map((w) => '─'.repeat(w)));
  return `${[title, '', line(headers), rule, ...body.map(line), rule, line(total)].join('\n')}\n`;
}

/** One line for stderr: `412 visits, 530 page views, 12 calls and 3 leads, 2024-03-01 – 2024-03-31 (New York time)`. */
export function trafficSummary({ totals, since, until }: TrafficReport): string {
  return (
    `${plural(totals.visits, 'visit')}, ${plural(totals.views, 'page view')}, ${plural(totals.calls, 'call')} and ` +
    `${plural(totals.leads, 'lead')}, ${periodText(since, until)} (${REPORT_TIME_ZONE_NAME})`
  );
}
