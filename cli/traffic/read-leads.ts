// Reading the lead logs (LEADS_FILE and the per-worker logs beside it) for
// the report's first-contact figures.
import { findLeadLogs, readLeadLogs, type LeadInLog } from '../../server/leads/lead-book';
import { problemText } from '../../server/storage/ndjson-log';

/** Every lead with its events; no log yet is a note (the figures are then empty), a line that is neither a warning. */
export async function readLeads(file: string, warn: (line: string) => void): Promise<LeadInLog[]> {
  const files = await findLeadLogs(file);
  if (files.length === 0) warn(`traffic: no lead log at ${file} yet: no time to first contact.`);
  const { leads, problems } = await readLeadLogs(files);
  for (const problem of problems) warn(`warning: ${problemText(problem)}`);
  return leads;
}
