// `npm run leads -- --delete ID`: deletes a lead when the person who sent it
// asks (privacy): its line in the lead log, the lines of its notification
// attempts in the delivery record, and its photos. The logs are erased in
// place (server/leads/lead-erasure.ts), which is safe while the site runs
// and appends to them; the photos go through the photo store. The operator
// is told what will go and asked first, unless --yes; with no one to ask (not
// a terminal) and no --yes, nothing is deleted.
import {
  findLeadErasure,
  eraseLead,
  findLeadLogs,
  createLeadPhotoStore,
  namedPhotoIds,
  type LeadErasure,
} from '../../server/leads/lead-book';
import type { CommandIo } from '../run-main';
import { businessDay } from '../../shared/new-york-time';
import { plural } from '../toolkit/plural';
import { shownPath } from '../toolkit/shown-path';
import { terminalText } from '../toolkit/terminal-text';
import { referenceText } from './estimate-text';
import { findLead } from './find-lead';
import { leadPhotosDir } from './lead-photo-files';

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const isEventLine = ({ bytes }: { bytes: Buffer }) => 'event' in (JSON.parse(bytes.toString('utf8')) as object);

/** "its record in var/contacts.ndjson, 2 events, 2 lines of its delivery record": what the logs hold of it. */
function logsText({ leadLines, deliveryLines }: LeadErasure): string {
  const files = [...new Set(leadLines.filter((line) => !isEventLine(line)).map((line) => shownPath(line.file)))];
  const events = leadLines.filter(isEventLine).length;
  return [
    `its record${files.length > 1 ? 's' : ''} in ${list(files)}`,
    ...(events > 0 ? [plural(events, 'event')] : []),
    ...(deliveryLines.length > 0 ? [`${plural(deliveryLines.length, 'line')} of its delivery record`] : []),
  ].join(', ');
}

/** The channels that sent it, from its delivery lines: the copies outside the site that this command cannot delete. */
function channelsSent({ deliveryLines }: LeadErasure): string[] {
  const sent = deliveryLines.flatMap(({ bytes }) => {
    const delivery = JSON.parse(bytes.toString('utf8')) as { channel?: unknown; status?: unknown };
    return delivery.status === 'sent' && typeof delivery.channel === 'string' ? [delivery.channel] : [];
  });
  return [...new Set(sent)];
}

/** Deletes the lead `query` names in the logs of `file`, with its photos. Returns the exit code. */
export async function deleteLead(query: string, file: string, io: CommandIo, { yes = false }: { yes?: boolean } = {}): Promise<number> {
  const found = await findLead(query, file, io);
  if (typeof found === 'number') return found;
  const { lead } = found;
  const named = `lead ${referenceText(lead)} of ${businessDay(Date.parse(lead.receivedAt))}`;
  const photoIds = (lead.photos ?? []).map((photo) => photo.id);
  let erasure: LeadErasure;
  try {
    erasure = await findLeadErasure(lead.id, await findLeadLogs(file));
  } catch (error) {
    io.warn(`leads: could not read the lead log: ${(error as Error).message}`);
    return 1;
  }
  if (erasure.leadLines.length === 0) {
    io.warn(`leads: ${named} is no longer in the logs (deleted meanwhile?); nothing was deleted`);
    return 1;
  }
  if (!yes) {
    if (!io.ask) {
      io.warn(`leads: --delete asks before it deletes: run it in a terminal, or add --yes. Nothing was deleted.`);
      return 2;
    }
    const photos = photoIds.length > 0 ? `, ${plural(photoIds.length, 'photo')}` : '';
    const answer = await io.ask(
      `Delete ${named} from ${terminalText(lead.name)} <${terminalText(lead.email)}> for good: ${logsText(erasure)}${photos}? This cannot be undone. [y/N] `,
    );
    if (!/^y(es)?$/i.test(answer.trim())) {
      io.warn('Nothing was deleted.');
      return 1;
    }
  }
  try {
    await eraseLead(erasure);
  } catch (error) {
    io.warn(`leads: could not delete ${named}: ${(error as Error).message}. Run the command again.`);
    return 1;
  }
  let photos: string;
  try {
    // A photo another lead names too (the same visitor's form sent twice) stays with that lead.
    const keep = await namedPhotoIds(file);
    const kept = photoIds.filter((id) => keep.has(id)).length;
    const removed = await createLeadPhotoStore({ dir: leadPhotosDir(io.env) }).remove(photoIds.filter((id) => !keep.has(id)));
    const gone = photoIds.length - kept - removed;
    const notes = [
      ...(gone > 0 ? [`${gone} of its ${photoIds.length} already gone`] : []),
      ...(kept > 0 ? [`${kept} kept: another lead names it`] : []),
    ];
    photos = `${plural(removed, 'photo')}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  } catch (error) {
    io.warn(`leads: deleted the records of ${named}, but not its photos: ${(error as Error).message}`);
    io.warn('The site deletes photos no lead names once they are a day old.');
    return 1;
  }
  io.write(`Deleted ${named}: ${logsText(erasure)}, ${photos}\n`);
  const sent = channelsSent(erasure);
  if (sent.includes('email')) io.warn('The notification e-mail of it is still in the mailbox it was sent to: delete it there too.');
  if (sent.includes('webhook')) io.warn("The webhook's receiver keeps its own copy: delete it there too.");
  return 0;
}
