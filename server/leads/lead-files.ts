// The lead log and the per-worker logs beside it: `contacts.ndjson` is read
// with the per-worker logs beside it (`contacts-worker-1.ndjson`, … one per
// worker process) and any other `contacts*.ndjson` in the same folder, but
// not the delivery records of notifications (`contacts.deliveries.ndjson`).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { toLead, type Lead } from './lead-report';
import { DELIVERIES_SUFFIX, deliveryRecordFile, readDeliveries } from './notifications/delivery-record';
import { readLeads } from './read-leads';

const NDJSON = '.ndjson';

/** True when `name` is the log `base` or one of its per-worker logs. */
export function isLeadLogName(base: string, name: string): boolean {
  if (name === base) return true;
  if (!base.endsWith(NDJSON) || name.endsWith(DELIVERIES_SUFFIX)) return false;
  const stem = base.slice(0, -NDJSON.length);
  return name.startsWith(stem) && name.endsWith(NDJSON);
}

/** The existing logs of `file`: the file itself first, then its per-worker logs by name. */
export async function findLeadLogs(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => isLeadLogName(base, name))
    .sort((a, b) => Number(b === base) - Number(a === base) || a.localeCompare(b))
    .map((name) => path.join(dir, name));
}

/** Every contact request in `files`; a torn or corrupt line, or a record that is no request, is skipped with a warning. */
export async function readLeadLogs(files: string[], onWarning: (message: string) => void): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (const file of files) {
    let skipped = 0;
    for (const record of await readLeads(file, onWarning)) {
      const lead = toLead(record);
      if (lead) leads.push(lead);
      else skipped++;
    }
    if (skipped) onWarning(`${file}: skipped ${skipped} record(s) that are not contact requests (no valid receivedAt)`);
  }
  return leads;
}

export interface LeadInLog {
  lead: Lead;
  /** The log that holds it: its delivery record is beside it. */
  file: string;
}

/** The requests of `files`, each with its log and, as `delivery`, what the delivery record beside that log says of it. */
export async function readLeadsWithDeliveries(files: string[], onWarning: (message: string) => void): Promise<LeadInLog[]> {
  const found: LeadInLog[] = [];
  for (const file of files) {
    const [leads, deliveries] = await Promise.all([readLeadLogs([file], onWarning), readDeliveries(deliveryRecordFile(file), onWarning)]);
    for (const lead of leads) found.push({ lead: { ...lead, delivery: { ...deliveries.get(lead.id) } }, file });
  }
  return found;
}
