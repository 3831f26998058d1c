// Where leads are stored, and reading them back. Each writing
// process has a log of its own: LEADS_FILE itself for a single process,
// `contacts-worker-N.ndjson` beside it for worker N, and
// `contacts-reminders.ndjson` for the reminders and `contacts-reviews.ndjson`
// for the review requests (the primary's, or the single process's), and
// `contacts-operator.ndjson` for `npm run leads`, so no two
// processes ever append to one file. Readers take the
// log and every log beside it, but not the delivery records of
// notifications (`contacts.deliveries.ndjson`, `contacts-worker-N.deliveries.ndjson`).
import path from 'node:path';
import { logFolderNames, readNdjson, type NdjsonProblem } from '../storage/ndjson-log';
import { isEventLine, parseLeadEvent, type LeadEvent } from './lead-events';
import { parseLeadRecord, type LeadRecord } from './lead-record';

const NDJSON = '.ndjson';
const DELIVERIES_SUFFIX = '.deliveries.ndjson';

const stemOf = (file: string) => {
  const base = path.basename(file);
  return base.endsWith(NDJSON) ? base.slice(0, -NDJSON.length) : base;
};

/** The log of worker `slot`: `var/contacts.ndjson` → `var/contacts-worker-1.ndjson`. */
export function workerLogFile(leadsFile: string, slot: number): string {
  return path.join(path.dirname(leadsFile), `${stemOf(leadsFile)}-worker-${slot}${NDJSON}`);
}

/** The log of the reminders' events: `var/contacts.ndjson` → `var/contacts-reminders.ndjson`. */
export function remindersLogFile(leadsFile: string): string {
  return path.join(path.dirname(leadsFile), `${stemOf(leadsFile)}-reminders${NDJSON}`);
}

/** The log of the review requests due: `var/contacts.ndjson` → `var/contacts-reviews.ndjson`. */
export function reviewsLogFile(leadsFile: string): string {
  return path.join(path.dirname(leadsFile), `${stemOf(leadsFile)}-reviews${NDJSON}`);
}

/** The log of what an operator records with `npm run leads` (a site visit confirmed, moved, cancelled): `var/contacts-operator.ndjson`. */
export function operatorLogFile(leadsFile: string): string {
  return path.join(path.dirname(leadsFile), `${stemOf(leadsFile)}-operator${NDJSON}`);
}

/** The delivery record beside a lead log: `contacts.ndjson` → `contacts.deliveries.ndjson`. */
export function deliveryRecordFile(leadsFile: string): string {
  return path.join(path.dirname(leadsFile), `${stemOf(leadsFile)}${DELIVERIES_SUFFIX}`);
}

/** True when `name` is the log `base` or one of the logs written beside it (per worker), not a delivery record. */
export function isLeadLogName(base: string, name: string): boolean {
  if (name === base) return true;
  if (!base.endsWith(NDJSON) || name.endsWith(DELIVERIES_SUFFIX)) return false;
  const stem = stemOf(base);
  return name.startsWith(stem) && /^[.-]/.test(name.slice(stem.length)) && name.endsWith(NDJSON);
}

/** The existing logs of `file`: the file itself first, then the per-worker logs by name. */
export async function findLeadLogs(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const base = path.basename(file);
  const names = await logFolderNames(dir);
  return names
    .filter((name) => isLeadLogName(base, name))
    .sort((a, b) => Number(b === base) - Number(a === base) || a.localeCompare(b))
    .map((name) => path.join(dir, name));
}

export interface LeadInLog {
  lead: LeadRecord;
  /** The log that holds it (its delivery record is beside it), and the line. */
  file: string;
  line: number;
  /** What happened to it since, from every log read, oldest first. */
  events: LeadEvent[];
}

type LogLine = { lead: LeadRecord } | { event: LeadEvent };
const parseLogLine = (value: unknown): LogLine =>
  isEventLine(value) ? { event: parseLeadEvent(value) } : { lead: parseLeadRecord(value) };

/** Every lead in `files` with its events, and every line that is neither (with its file and line number). */
export async function readLeadLogs(files: string[]): Promise<{ leads: LeadInLog[]; problems: NdjsonProblem[] }> {
  const leads: LeadInLog[] = [];
  const events = new Map<string, LeadEvent[]>();
  const problems: NdjsonProblem[] = [];
  for (const file of files) {
    const contents = await readNdjson(file, parseLogLine);
    for (const { line, value } of contents.records) {
      if ('lead' in value) leads.push({ lead: value.lead, file, line, events: [] });
      else events.set(value.event.lead, [...(events.get(value.event.lead) ?? []), value.event]);
    }
    problems.push(...contents.problems);
  }
  for (const found of leads) found.events = (events.get(found.lead.id) ?? []).sort((a, b) => a.at.localeCompare(b.at));
  return { leads, problems };
}
