// `npm run leads -- --status ID EVENT [--amount N] [--reason R] [--note TEXT]
// [--at TIME]`: what a request became, appended as an event to the
// operator's log beside the lead log. A bad value says which and writes
// nothing.
import { findLeadLogs, operatorLogFile, outcomeChange, outcomeOf, OUTCOME_REFUSAL_TEXT } from '../../server/leads/lead-book';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { referenceOf } from '../../shared/lead-reference';
import type { CommandIo } from '../run-main';
import { leadsNamed } from './find-lead';
import type { LeadsOptions } from './lead-options';
import { readLogs } from './read-leads';

/** Records `options.event` for the lead `query` names in the logs of `file`. Returns the exit code. */
export async function recordOutcome(
  query: string,
  { event = '', amount, reason, note, at }: Pick<LeadsOptions, 'event' | 'amount' | 'reason' | 'note' | 'at'>,
  file: string,
  io: CommandIo,
): Promise<number> {
  let stored;
  try {
    stored = await readLogs(await findLeadLogs(file), (message) => io.warn(`warning: ${message}`), { withDeliveries: false });
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }
  const [found, ...others] = leadsNamed(stored, query);
  if (!found || others.length > 0) {
    io.warn(
      found ? `leads: ${query} names ${others.length + 1} leads; give more of the id` : `leads: there is no lead ${query} in ${file}`,
    );
    return 1;
  }
  const change = outcomeChange(event, {
    leadId: found.lead.id,
    ...(amount !== undefined && { amount }),
    ...(reason !== undefined && { reason }),
    ...(note !== undefined && { note }),
    ...(at && { at: at.getTime() }),
    now: io.now.getTime(),
  });
  if ('refused' in change) {
    io.warn(`leads: "${event}" for lead ${referenceOf(found.lead.id)} not recorded: ${OUTCOME_REFUSAL_TEXT[change.refused]}`);
    return 1;
  }
  const log = openNdjsonLog(operatorLogFile(file));
  try {
    await log.append(change.event);
  } catch (error) {
    io.warn(`leads: could not record it in ${log.file}: ${(error as Error).message}`);
    return 1;
  } finally {
    await log.close();
  }
  const events = [...found.events, change.event].sort((a, b) => a.at.localeCompare(b.at));
  io.write(`lead ${referenceOf(found.lead.id)}: ${change.event.event} recorded; now ${outcomeOf(events).status}\n`);
  return 0;
}
