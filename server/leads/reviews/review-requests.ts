// One review request after a won job: `delayMs` after the job was won (its
// last `won`), for a request that is neither spam nor flagged and whose
// visitor has not asked for no more e-mails. One process decides, the
// primary or a single process, reading every lead log as the reminders do
// (follow-lead-logs.ts). A due request is first recorded (`review-requested`
// in the reviews' own log), then handed to a notifier over that log, whose
// delivery record sends it once; after a restart the recorded, unsent ones
// are handed over again and only what was not sent goes.
import type { Logger } from '../../logger';
import type { NdjsonLog } from '../../storage/ndjson-log';
import { followLeadLogs, type LeadLogFollower } from '../follow-lead-logs';
import { leadEvent, type LeadEvent } from '../lead-events';
import type { LeadInLog } from '../lead-logs';
import { outcomeOf } from '../lead-outcome';
import type { LeadRecord } from '../lead-record';
import type { Notifier } from '../notifications/notifier';

/** A request due this long ago (a win entered for a job long done, or the site down for weeks) is not asked: too late to be welcome. */
const MAX_LATE_MS = 30 * 24 * 60 * 60_000;

/** Whether the visitor of `lead` may be asked at all: not spam, not flagged, still won, and no "no more e-mails". */
function mayAsk(lead: LeadRecord, events: readonly LeadEvent[]): boolean {
  if (lead.spam || (lead.flagged?.length ?? 0) > 0) return false;
  if (events.some((event) => event.event === 'emails-stopped')) return false;
  return outcomeOf(events).status === 'won';
}

export function startReviewRequests({
  leadsFile,
  log,
  notifier,
  delayMs,
  logger,
  now = Date.now,
}: {
  /** LEADS_FILE: the logs are it and every log beside it. */
  leadsFile: string;
  /** The reviews' own log, where `review-requested` events are appended. */
  log: NdjsonLog;
  /** Sends the request, over that log. */
  notifier: Notifier;
  delayMs: number;
  logger: Logger;
  now?: () => number;
}): LeadLogFollower {
  /** Requests whose moment passed while no process was up, said once each. */
  const tooLate = new Set<string>();

  async function ask(leads: LeadInLog[]) {
    const due: LeadRecord[] = [];
    let next = Infinity;
    for (const { lead, events } of leads) {
      if (!mayAsk(lead, events)) continue;
      if (events.some((event) => event.event === 'review-requested')) {
        // Recorded before: whatever of it is unsent goes now, and nothing twice.
        due.push(lead);
        continue;
      }
      const wonAt = events.filter((event) => event.event === 'won').at(-1)!.at;
      const dueAt = Date.parse(wonAt) + delayMs;
      if (dueAt > now()) next = Math.min(next, dueAt);
      else if (now() - dueAt > MAX_LATE_MS) {
        if (!tooLate.has(lead.id)) logger.info({ leadId: lead.id, wonAt }, 'a job won long ago: no review request');
        tooLate.add(lead.id);
      } else {
        await log.append(leadEvent('review-requested', lead.id, now()));
        logger.info({ leadId: lead.id }, 'a won job: asking for a review');
        due.push(lead);
      }
    }
    if (due.length > 0) await notifier.replay(due);
    return next;
  }

  return followLeadLogs({
    leadsFile,
    decide: ask,
    what: 'review requests',
    logger,
    now,
    close: async () => {
      await notifier.stop();
      await log.close();
    },
  });
}
