// `npm run traffic`'s command line: its flags, their defaults and its usage.
import { COMMON_FLAGS, oneOf, parseFlags, UsageError } from '../toolkit/command-line';
import { parseTimeRange } from '../toolkit/time-range';

const TRAFFIC_FORMATS = ['table', 'csv', 'json', 'html'] as const;
type TrafficFormat = (typeof TRAFFIC_FORMATS)[number];
const TRAFFIC_GROUPS = ['page', 'landing', 'source', 'day', 'week', 'language'] as const;
export type TrafficGroup = (typeof TRAFFIC_GROUPS)[number];

/** Where `--format html` goes when --out does not say. */
const DEFAULT_HTML_FILE = 'traffic-report.html';

export interface TrafficOptions {
  since: Date;
  until: Date;
  /** The rows of the table and CSV (JSON and HTML show every grouping). */
  by: TrafficGroup;
  format: TrafficFormat;
  /** The traffic log folders (one per machine, copied together); none means TRAFFIC_DIR or the server's default. */
  dirs: string[];
  /** The file to write to; undefined means stdout. */
  out?: string;
  help: boolean;
}

export const TRAFFIC_USAGE = `usage: npm run traffic -- [--since 30d] [--until DATE] [--by page|landing|source|day|week|language] [--format table|csv|json|html] [--dir PATH] [--out FILE]

Counts the site's visits, page views, phone taps and leads from
the traffic logs in TRAFFIC_DIR (default var/traffic), by page, by landing
page (where visits began), by source (where the visits came from), by day, by
week or by language (English or Spanish pages; a lead's is the page it was
sent from). Days and weeks (Monday to Sunday) are New York's. From the lead
log (LEADS_FILE) it tells, by source and by week, how fast the leads were
first contacted, and by all but the day what the leads became and earned.

  --since AGE|DATE   from then: an age back from now (24h, 7d, 30d) or an ISO
                     date or time (2024-03-01, 2024-03-01T09:00); a date or
                     time without a zone is New York time. Default: 30d.
  --until DATE       up to (not including) then, in the same forms; default:
                     now. --since 2024-03-01 --until 2024-04-01 is March.
  --by GROUP         the rows of the table and csv: page (default), landing,
                     source, day, week or language
  --format FORMAT    table (default), csv (for spreadsheets), json (every
                     grouping, for other tools) or html (a page to open in a
                     browser: totals, a chart of the last 30 days, the top
                     pages, every source, each language, how fast leads
                     were first contacted, by week and by source, and what
                     leads became: the funnel, revenue per source)
  --dir PATH         read the traffic logs in this folder instead; repeat it to
                     add up several machines' folders
  --out FILE         write the output to FILE and print its path; html goes
                     to ${DEFAULT_HTML_FILE} unless --out names another file
  -h, --help         show this help

A visit is one browser tab's time on the site; calls are taps on a phone
number. "per 100 visits" is calls plus leads per 100 visits.

"first contact (median)" is the median time from a lead's arrival to the
first "I'm calling now", "Called, no answer" or "Texted" tapped on its page,
over the leads contacted; "within 1 h" is the share of the leads reached within
an hour, and how many leads that is of. Both leave out spam, leads marked
not real and leads under an hour old not yet contacted; a lead still not
contacted after an hour counts as not reached.

What the leads became is of the real leads of the lead log received in the
period (spam and those marked not real left out), each at the furthest step
its events reached (npm run leads -- --status): "contacted in 1 h" reached
within an hour, site visits made, quotes given (a won job counts as quoted),
won and lost now, the won amounts together, the win rate (wins per lead) and
the won revenue per visit and per lead. A lead counts under the page it was
sent from, the page its visit landed on, its source, its language and the
week it arrived in.`;

/** Parses the command line (the part after `npm run traffic --`). Throws a UsageError. */
export function parseTrafficArgs(argv: string[], now: Date): TrafficOptions {
  const values = parseFlags(argv, {
    ...COMMON_FLAGS,
    until: { type: 'string' },
    by: { type: 'string' },
    dir: { type: 'string', multiple: true },
    out: { type: 'string' },
  });
  const format = oneOf('--format', values.format ?? 'table', TRAFFIC_FORMATS);
  const by = oneOf('--by', values.by ?? 'page', TRAFFIC_GROUPS);
  if (values.dir?.some((dir) => !dir.trim())) throw new UsageError('--dir needs the path of a folder');
  if (values.out !== undefined && !values.out.trim()) throw new UsageError('--out needs the path of a file');
  return {
    ...parseTimeRange(values, now, '30d'),
    by,
    format,
    dirs: values.dir ?? [],
    out: values.out ?? (format === 'html' ? DEFAULT_HTML_FILE : undefined),
    help: values.help ?? false,
  };
}
