// The one lead an operator names wherever the command takes one (--show,
// --photos, --resend, --delete): by its id, an unambiguous start of it, or
// the reference the visitor can quote ("6C1E-0F3A", shared/lead-reference.ts).
import { findLeadLogs, type LeadInLog } from '../../server/leads/lead-book';
import { isReferenceOf } from '../../shared/lead-reference';
import type { CommandIo } from '../run-main';
import { readLogs } from './read-leads';
import type { Lead } from './lead-selection';

export type FoundLead = LeadInLog & { lead: Lead };

/**
 * The leads `query` names: the lead of exactly that id when there is one,
 * else those whose id starts so (in any case: the ids are UUIDs) or whose
 * reference it is, in the logs' order.
 * One lead in two logs (a log copied beside another) counts once.
 */
export function leadsNamed<T extends { lead: { id: string } }>(stored: readonly T[], query: string): T[] {
  const exact = stored.filter(({ lead }) => lead.id === query);
  const start = query.toLowerCase();
  const matches =
    exact.length > 0 ? exact : stored.filter(({ lead }) => lead.id.toLowerCase().startsWith(start) || isReferenceOf(query, lead.id));
  return matches.filter((found, i) => matches.findIndex((other) => other.lead.id === found.lead.id) === i);
}

/**
 * The lead `query` names in the logs of `file` (with its deliveries when
 * asked), or the exit code 1 after saying why there is none, or why it
 * names more than one.
 */
export async function findLead(
  query: string,
  file: string,
  io: Pick<CommandIo, 'warn'>,
  { withDeliveries = false }: { withDeliveries?: boolean } = {},
): Promise<FoundLead | number> {
  let stored: FoundLead[];
  try {
    stored = await readLogs(await findLeadLogs(file), (message) => io.warn(`warning: ${message}`), { withDeliveries });
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }
  const matches = leadsNamed(stored, query);
  if (matches.length === 0) {
    io.warn(`leads: there is no lead ${query} in ${file} (npm run leads lists the references, --undelivered the ids)`);
    return 1;
  }
  if (matches.length > 1) {
    io.warn(`leads: ${query} names ${matches.length} leads (${matches.map(({ lead }) => lead.id).join(', ')}); give more of the id`);
    return 1;
  }
  return matches[0]!;
}
