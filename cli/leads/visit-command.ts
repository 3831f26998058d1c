// `npm run leads -- --confirm ID | --move ID SLOT | --cancel ID`: what the
// business did with a request's site visit, appended as an event to the
// operator's log beside the lead log (never a change to the request's line).
// The places a move needs are counted from the logs; the running site
// follows the logs and counts the places anew within seconds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { fileSchema, VISITS_FILE } from '../../server/content/collections';
import {
  findLeadLogs,
  operatorLogFile,
  takesPlace,
  visitChange,
  visitOf,
  VISIT_REFUSAL_TEXT,
  type VisitAction,
} from '../../server/leads/lead-book';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import type { VisitSchedule } from '../../shared/content-schema';
import { referenceOf } from '../../shared/lead-reference';
import { slotLabel } from '../../shared/visit-slots';
import type { CommandIo } from '../run-main';
import { leadsNamed } from './find-lead';
import { readLogs } from './read-leads';

const DONE: Record<VisitAction, string> = { confirm: 'confirmed', move: 'moved to', cancel: 'cancelled' };

/** Does `action` to the site visit of the lead `query` names in the logs of `file`. Returns the exit code. */
export async function changeVisit(
  action: VisitAction,
  query: string,
  slotId: string | undefined,
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
  const schedule = action === 'move' ? await readSchedule(io.env) : undefined;
  if (action === 'move' && !schedule) {
    io.warn('leads: the site-visit schedule (visits.json in DATA_DIR) cannot be read: a visit cannot be moved');
    return 1;
  }
  const { lead, events } = found;
  // The places each slot has left, as the logs say: the visits that take one, this lead's aside.
  const placesLeft = (slot: { id: string }) =>
    schedule!.crews - stored.filter(({ lead: other }) => other.id !== lead.id && visitTakes(visitOf(other, other.events), slot.id)).length;
  const change = visitChange(
    action,
    { leadId: lead.id, visit: visitOf(lead, events), now: io.now.getTime() },
    schedule && { slotId, schedule, placesLeft },
  );
  if ('refused' in change) {
    io.warn(`leads: lead ${referenceOf(lead.id)}: ${VISIT_REFUSAL_TEXT[change.refused]}`);
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
  const visit = visitOf(lead, [...events, change.event])!;
  io.write(`lead ${referenceOf(lead.id)}: site visit ${DONE[action]} ${slotLabel(visit.slot, 'en').replace(/\u00a0/g, ' ')}\n`);
  return 0;
}

const visitTakes = (visit: ReturnType<typeof visitOf>, slotId: string) => takesPlace(visit) && visit.slot.id === slotId;

/** The site-visit schedule of the content (DATA_DIR); undefined when it cannot be read. */
async function readSchedule(env: NodeJS.ProcessEnv): Promise<VisitSchedule | undefined> {
  try {
    const file = path.join(loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir, VISITS_FILE.files);
    const parsed = fileSchema(VISITS_FILE).parse(JSON.parse(await readFile(file, 'utf8'))) as Record<string, VisitSchedule>;
    return parsed[VISITS_FILE.key];
  } catch {
    return undefined;
  }
}
