// `npm run leads`' command line: its flags, their defaults and its usage.
import { COMMON_FLAGS, oneOf, parseFlags, UsageError } from '../toolkit/command-line';
import { parseTime } from '../toolkit/time-range';

const LEAD_FORMATS = ['table', 'csv', 'json'] as const;
type LeadFormat = (typeof LEAD_FORMATS)[number];

export interface LeadsOptions {
  since?: Date;
  format: LeadFormat;
  /** The lead log; undefined means LEADS_FILE or the server's default. */
  file?: string;
  includeSpam: boolean;
  /** Only leads flagged as doubtful (e.g. "rate": many from one address). */
  flagged: boolean;
  /** Only leads not yet notified on every channel. */
  undelivered?: boolean;
  /** The id (or the start of it) of a lead to notify again now. */
  resend?: string;
  help: boolean;
}

export const LEADS_USAGE = `usage: npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
       npm run leads -- --resend ID [--file PATH]

Prints the leads of the lead log, newest first. Reads LEADS_FILE
(default var/contacts.ndjson) and the per-worker logs beside it
(contacts-worker-1.ndjson, contacts-worker-2.ndjson, …).

  --since AGE|DATE   only leads received since then: an age back from now
                     (30m, 24h, 7d) or an ISO date or time (2024-03-01,
                     2024-03-01T09:00); a date or time without a zone is New
                     York time (2024-03-01 is midnight in New York).
                     Default: all.
  --format FORMAT    table (default), csv (for spreadsheets) or json
  --file PATH        read this log (and its per-worker logs) instead
  --include-spam     also show leads screened as spam, with the reason
  --flagged          only leads flagged as doubtful (stored, answered and
                     notified all the same), e.g. rate: many from one address
  --undelivered      only leads the business was not told of on every
                     channel (the configured ones, SMTP_URL and
                     LEADS_WEBHOOK_URL, and any tried before), with their id
                     and what each channel did
  --resend ID        notify the business of lead ID (or an unambiguous start
                     of it) again now, on every configured channel, and
                     record it; exits 1 if a channel fails
  -h, --help         show this help

Times are New York time, in the table as in --since.`;

/** Parses the command line (the part after `npm run leads --`). Throws a UsageError. */
export function parseLeadsArgs(argv: string[], now: Date): LeadsOptions {
  const values = parseFlags(argv, {
    ...COMMON_FLAGS,
    file: { type: 'string' },
    'include-spam': { type: 'boolean' },
    flagged: { type: 'boolean' },
    undelivered: { type: 'boolean' },
    resend: { type: 'string' },
  });
  const format = oneOf('--format', values.format ?? 'table', LEAD_FORMATS);
  if (values.file !== undefined && !values.file.trim()) throw new UsageError('--file needs a path');
  if (values.resend !== undefined && !values.resend.trim())
    throw new UsageError('--resend needs the id of a lead (npm run leads -- --undelivered lists them)');
  if (values.resend !== undefined && values.undelivered) throw new UsageError('use --resend ID or --undelivered, not both');
  return {
    since: values.since === undefined ? undefined : parseTime('--since', values.since, now, '30m, 24h or 7d'),
    format,
    file: values.file,
    includeSpam: values['include-spam'] ?? false,
    flagged: values.flagged ?? false,
    undelivered: values.undelivered,
    resend: values.resend?.trim(),
    help: values.help ?? false,
  };
}
