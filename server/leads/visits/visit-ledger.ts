// Keeps the places of the site-visit slots in step with the lead logs. At
// start it counts every visit still to come that takes a place; then, every
// second, it reads the lines appended since and applies what the business
// did (a visit confirmed, moved or cancelled, from the lead page of any
// worker or from `npm run leads`, which appends to a log of its own), and
// tells of each (the e-mails that update calendars). New requests are not
// counted here: the intake took their place as it stored them. Run by one
// process, the primary or a single process, so each change is told once.
import { open } from 'node:fs/promises';
import type { Logger } from '../../logger';
import { isEventLine, parseLeadEvent, type LeadEvent } from '../lead-events';
import { findLeadLogs } from '../lead-logs';
import { parseLeadRecord } from '../lead-record';
import { afterVisitEvent, bookedVisit, takesPlace, type LeadVisit } from '../lead-visit';
import type { VisitBookings } from './visit-bookings';
import type { VisitLead } from '../notifications/visit-updates';

const FOLLOW_EVERY_MS = 1_000;

export function followVisitLedger({
  bookings,
  leadsFile,
  logger,
  onChange,
  everyMs = FOLLOW_EVERY_MS,
}: {
  bookings: VisitBookings;
  /** Told of each change the business made once the site runs (the e-mails that update calendars): not of those counted at start. */
  onChange?: (lead: VisitLead, visit: LeadVisit) => void;
  /** LEADS_FILE: its logs and every log beside it are read. */
  leadsFile: string;
  logger: Logger;
  everyMs?: number;
}) {
  const offsets = new Map<string, number>();
  const visits = new Map<string, LeadVisit | undefined>();
  const requests = new Map<string, VisitLead>();
  const applied = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  /** Reads what was appended to every log since the last pass; on the first, counts the places taken. */
  async function pass(first: boolean): Promise<number> {
    const leads: { lead: VisitLead; visit: LeadVisit | undefined }[] = [];
    const events: LeadEvent[] = [];
    for (const file of await findLeadLogs(leadsFile)) {
      for (const line of await appendedLines(file, offsets)) {
        try {
          if (isEventLine(line)) events.push(parseLeadEvent(line));
          else {
            const record = parseLeadRecord(line);
            const { id, name, email, location, language, spam } = record;
            leads.push({ lead: { id, name, email, location, language, spam }, visit: bookedVisit(record) });
          }
        } catch {
          // Not a line of ours to count (the readers report it): skipped.
        }
      }
    }
    for (const { lead, visit } of leads) {
      visits.set(lead.id, visit);
      requests.set(lead.id, lead);
    }
    let changed = 0;
    for (const event of events.sort((a, b) => a.at.localeCompare(b.at))) {
      const key = `${event.lead} ${event.event} ${event.at}`;
      if (applied.has(key) || !visits.has(event.lead)) continue;
      applied.add(key);
      const before = visits.get(event.lead);
      const after = afterVisitEvent(before, event);
      if (after === before) continue;
      visits.set(event.lead, after);
      if (first) continue;
      if (takesPlace(before)) await bookings.release(before.slot);
      if (takesPlace(after)) await bookings.take(after.slot);
      if (after) onChange?.(requests.get(event.lead)!, after);
      changed++;
    }
    if (!first) return changed;
    // At start: every place taken in a slot still to come, counted once.
    const counts = new Map<string, { visit: LeadVisit; count: number }>();
    for (const visit of visits.values()) {
      if (!takesPlace(visit) || Date.parse(visit.slot.end) < Date.now()) continue;
      counts.set(visit.slot.id, { visit, count: (counts.get(visit.slot.id)?.count ?? 0) + 1 });
    }
    for (const { visit, count } of counts.values()) await bookings.take(visit.slot, count);
    return [...counts.values()].reduce((sum, { count }) => sum + count, 0);
  }

  const follow = () => {
    timer = setTimeout(() => {
      pass(false)
        .catch((error: Error) => logger.warn({ err: error }, 'could not read the lead logs for site visits; trying again'))
        .finally(follow);
    }, everyMs);
    timer.unref();
  };

  return {
    /** Counts the places the logs hold, then follows them; resolves with how many places were counted. */
    async start(): Promise<number> {
      const held = await pass(true);
      follow();
      return held;
    },
    stop: () => clearTimeout(timer),
  };
}

/** The complete lines appended to `file` since `offsets` last saw it, parsed (a line that is not JSON is left out). */
async function appendedLines(file: string, offsets: Map<string, number>): Promise<unknown[]> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return [];
  try {
    const { size } = await handle.stat();
    const from = Math.min(offsets.get(file) ?? 0, size);
    if (size === from) return [];
    const bytes = Buffer.alloc(size - from);
    await handle.read(bytes, 0, bytes.length, from);
    const end = bytes.lastIndexOf(0x0a);
    if (end < 0) return [];
    offsets.set(file, from + end + 1);
    return bytes
      .subarray(0, end)
      .toString('utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return line.trim() ? [JSON.parse(line) as unknown] : [];
        } catch {
          return [];
        }
      });
  } finally {
    await handle.close();
  }
}
