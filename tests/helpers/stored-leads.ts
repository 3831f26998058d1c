import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import type { LeadRecord } from '../../server/leads/lead-record';
import { problemText, readNdjson } from '../../server/storage/ndjson-log';

/** The leads stored under `leadsFile` (and its per-worker logs), read as the leads command reads them. */
export async function storedLeads(leadsFile: string, onProblem: (message: string) => void = () => {}): Promise<LeadRecord[]> {
  const { leads, problems } = await readLeadLogs(await findLeadLogs(leadsFile));
  for (const problem of problems) onProblem(problemText(problem));
  return leads.map(({ lead }) => lead);
}

/** Every record of one NDJSON file (a delivery record), as written. */
export async function ndjsonRecords(file: string): Promise<Record<string, unknown>[]> {
  const { records } = await readNdjson(file, (value) => value as Record<string, unknown>);
  return records.map(({ value }) => value);
}
