// `npm run leads`' command line: its flags, their defaults and its usage.
import { COMMON_FLAGS, oneOf, parseFlags, UsageError } from '../toolkit/command-line';
import { parseTime } from '../toolkit/time-range';
import { LEAD_STATUSES, type LeadStatus } from '../../server/leads/lead-book';

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
  /** A lead (its id, the start of it, or its reference) to notify again now. */
  resend?: string;
  /** A lead to show whole, with the files of its photos. */
  show?: string;
  /** A lead whose photos to copy into `to`. */
  photos?: string;
  to?: string;
  /** A lead to delete with its photos, at its sender's request; `yes` without asking. */
  delete?: string;
  yes?: boolean;
  /** A lead whose site visit to confirm, move (to `slot`) or cancel. */
  confirm?: string;
  move?: string;
  cancel?: string;
  slot?: string;
  /** A lead whose outcome to record: `event`, with its amount, reason, note, and when it happened (`at`, New York time without a zone). */
  status?: string;
  event?: string;
  amount?: string;
  reason?: string;
  note?: string;
  at?: Date;
  /** Only the leads at this step. */
  statusIs?: LeadStatus;
  help: boolean;
}

/** The options that act on one lead, each taking it as its value. */
const ONE_LEAD_ACTIONS = ['resend', 'show', 'photos', 'delete', 'confirm', 'move', 'cancel', 'status'] as const;

export const LEADS_USAGE = `usage: npm run leads -- [--since 7d] [--format table|csv|json] [--file PATH] [--include-spam] [--flagged] [--undelivered]
       npm run leads -- --show ID [--file PATH]
       npm run leads -- --photos ID --to DIR [--file PATH]
       npm run leads -- --resend ID [--file PATH]
       npm run leads -- --delete ID [--yes] [--file PATH]
       npm run leads -- --confirm ID | --move ID SLOT | --cancel ID [--file PATH]
       npm run leads -- --status ID EVENT [--amount N] [--reason R] [--note TEXT] [--at TIME]

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
  --status-is STATUS only leads at this step: new, contacted, visit-booked,
                     visited, quoted, won or lost
  --undelivered      only leads the business was not told of on every
                     channel (the configured ones, SMTP_URL and
                     LEADS_WEBHOOK_URL, and any tried before), with their id
                     and what each channel did
  --show ID          show lead ID whole: every field, the labels of its
                     estimate's fields, and the file of each photo
  --photos ID        copy the photos of lead ID into the folder of --to
  --to DIR           (created if missing), named REFERENCE-1.jpg,
                     REFERENCE-2.jpg, … in the order they were sent
  --resend ID        notify the business of lead ID again now, on every
                     configured channel, and record it; exits 1 if a
                     channel fails
  --delete ID        delete lead ID and its photos for good, when its sender
                     asks: its line in the lead log and its lines in the
                     delivery records are overwritten with spaces where
                     they are (safe while the site runs), its photos
                     removed from LEAD_PHOTOS_DIR; asks first
  --yes              with --delete: do not ask (needed without a terminal)
  --confirm ID       confirm the site visit lead ID booked
  --move ID SLOT     move the site visit of lead ID to SLOT (an id such as
                     2026-12-01T08:00, as GET /api/visit-slots lists them),
                     which must be on offer and have a place; books one
                     when the lead had none (also --move ID --slot SLOT)
  --cancel ID        cancel the site visit of lead ID: its place is free
                     again. Each is recorded in contacts-operator.ndjson
                     beside the lead log; the site counts the places anew
                     within seconds
  --status ID EVENT  record what lead ID became: contacted, visit-booked,
                     visited, quoted (with --amount), won (with --amount),
                     lost (with --reason: price, timing, chose-another,
                     no-response, not-a-fit, or other with --note), or
                     reopened (a won or lost lead back to its step before);
                     --at TIME when it happened (an ISO date or time, New
                     York time without a zone; default now). Recorded in
                     contacts-operator.ndjson; a bad value says which and
                     writes nothing (exit code 1)
  -h, --help         show this help

ID is a lead's id, an unambiguous start of it, or its reference, as the
table shows it (6C1E-0F3A). Times are New York time, in the table as in
--since. Photos are read from LEAD_PHOTOS_DIR (default var/lead-photos).`;

/** Parses the command line (the part after `npm run leads --`). Throws a UsageError. */
export function parseLeadsArgs(argv: string[], now: Date): LeadsOptions {
  const values = parseFlags(withEventFlag(withSlotFlag(argv)), {
    ...COMMON_FLAGS,
    file: { type: 'string' },
    'include-spam': { type: 'boolean' },
    flagged: { type: 'boolean' },
    undelivered: { type: 'boolean' },
    resend: { type: 'string' },
    show: { type: 'string' },
    photos: { type: 'string' },
    to: { type: 'string' },
    delete: { type: 'string' },
    yes: { type: 'boolean' },
    confirm: { type: 'string' },
    move: { type: 'string' },
    cancel: { type: 'string' },
    slot: { type: 'string' },
    status: { type: 'string' },
    event: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
    note: { type: 'string' },
    at: { type: 'string' },
    'status-is': { type: 'string' },
  });
  const format = oneOf('--format', values.format ?? 'table', LEAD_FORMATS);
  if (values.file !== undefined && !values.file.trim()) throw new UsageError('--file needs a path');
  const actions = ONE_LEAD_ACTIONS.filter((action) => values[action] !== undefined);
  for (const action of actions) {
    if (!values[action]!.trim()) throw new UsageError(`--${action} needs the id or reference of a lead (npm run leads lists them)`);
  }
  const chosen = [...actions.map((action) => `--${action} ID`), ...(values.undelivered ? ['--undelivered'] : [])];
  if (chosen.length > 1) throw new UsageError(`use one of ${chosen.join(', ')}, not several`);
  if (values.photos !== undefined && !values.to?.trim()) throw new UsageError('--photos ID needs --to DIR, the folder to copy them into');
  if (values.to !== undefined && values.photos === undefined) throw new UsageError('--to DIR goes with --photos ID');
  if (values.yes && values.delete === undefined) throw new UsageError('--yes goes with --delete ID');
  if (values.move !== undefined && !values.slot?.trim())
    throw new UsageError('--move ID needs the slot to move the visit to: --move ID SLOT');
  if (values.slot !== undefined && values.move === undefined) throw new UsageError('a slot goes with --move ID');
  if (values.status !== undefined && !values.event?.trim())
    throw new UsageError('--status ID needs what the lead became: --status ID EVENT');
  for (const flag of ['event', 'amount', 'reason', 'note', 'at'] as const) {
    if (values[flag] !== undefined && values.status === undefined) throw new UsageError(`--${flag} goes with --status ID EVENT`);
  }
  return {
    since: values.since === undefined ? undefined : parseTime('--since', values.since, now, '30m, 24h or 7d'),
    format,
    file: values.file,
    includeSpam: values['include-spam'] ?? false,
    flagged: values.flagged ?? false,
    undelivered: values.undelivered,
    resend: values.resend?.trim(),
    show: values.show?.trim(),
    photos: values.photos?.trim(),
    to: values.to,
    delete: values.delete?.trim(),
    yes: values.yes,
    confirm: values.confirm?.trim(),
    move: values.move?.trim(),
    cancel: values.cancel?.trim(),
    slot: values.slot?.trim(),
    status: values.status?.trim(),
    event: values.event?.trim(),
    amount: values.amount,
    reason: values.reason?.trim(),
    note: values.note,
    at: values.at === undefined ? undefined : parseTime('--at', values.at, now, '3h or 2d'),
    statusIs: values['status-is'] === undefined ? undefined : oneOf('--status-is', values['status-is'], LEAD_STATUSES),
    help: values.help ?? false,
  };
}

/** `--move ID SLOT` as `--move ID --slot SLOT`, and `--status ID EVENT` as `--status ID --event EVENT`: the flags that take two values. */
const withSecondValue = (flag: string, as: string) => (argv: string[]) => {
  const at = argv.indexOf(flag);
  const second = argv[at + 2];
  if (at < 0 || second === undefined || second.startsWith('-')) return argv;
  return [...argv.slice(0, at + 2), as, ...argv.slice(at + 2)];
};
const withSlotFlag = withSecondValue('--move', '--slot');
const withEventFlag = withSecondValue('--status', '--event');
