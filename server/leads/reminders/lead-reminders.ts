// One reminder for a request no one has answered: no tap on its lead page
// within `ackMs` of business time. One process decides, the primary with
// workers or the process itself alone. It reads every lead log (every
// worker's requests and taps), at the next time a reminder is due and
// whenever a log changes. A due request is first recorded as reminded (an
// event in the reminders' own log, read with the others), then handed to a
// notifier over that log: its delivery record makes the reminder go once
// per channel, and after a restart the scan hands every reminded, unanswered
// request to it again, which sends only what was not sent. (The reading and
// waking: follow-lead-logs.ts.)
import type { Logger } from '../../logger';
import type { NdjsonLog } from '../../storage/ndjson-log';
import { afterBusinessTime, type OpeningHours } from '../business-clock';
import { followLeadLogs, type LeadLogFollower } from '../follow-lead-logs';
import { answered, leadEvent } from '../lead-events';
import type { LeadInLog } from '../lead-logs';
import type { LeadRecord } from '../lead-record';
import type { Notifier } from '../notifications/notifier';

/** A reminder later than this (the site was down when it was due) is no reminder: the request shows as waiting in npm run leads. */
const MAX_LATE_MS = 60 * 60_000;
/** A request older than this is past any reminder (no week of opening hours holds a longer wait) and its sending: not looked at. */
const MAX_AGE_MS = 8 * 24 * 60 * 60_000;

export interface LeadReminderOptions {
  /** LEADS_FILE: the logs are it and every log beside it. */
  leadsFile: string;
  /** The reminders' own log, where `reminded` events are appended. */
  log: NdjsonLog;
  /** Sends a reminder on every channel, over the reminders' log. */
  notifier: Notifier;
  /** Business time a request may wait. */
  ackMs: number;
  /** The opening hours of the content of the moment. */
  hours: () => readonly OpeningHours[];
  logger: Logger;
  now?: () => number;
}

/** scan() reads the logs now and sends what is due; stop() also stops the sends and closes the log. */
export type LeadReminders = LeadLogFollower;

export function startLeadReminders({ leadsFile, log, notifier, ackMs, hours, logger, now = Date.now }: LeadReminderOptions): LeadReminders {
  /** Requests whose reminder came too late to send, said once each. */
  const tooLate = new Set<string>();

  async function remind(leads: LeadInLog[]) {
    const reminded: LeadRecord[] = [];
    let next = Infinity;
    for (const { lead, events } of leads) {
      const received = Date.parse(lead.receivedAt);
      if (lead.spam || answered(events) || now() - received > MAX_AGE_MS) continue;
      if (events.length > 0) {
        // Reminded before: whatever of it is unsent goes now.
        reminded.push(lead);
        continue;
      }
      const due = afterBusinessTime(received, ackMs, hours());
      if (due > now()) {
        next = Math.min(next, due);
      } else if (now() - due > MAX_LATE_MS) {
        if (!tooLate.has(lead.id))
          logger.warn({ leadId: lead.id, due: new Date(due).toISOString() }, 'a reminder was due while the site was down; not sent');
        tooLate.add(lead.id);
      } else {
        // Recorded first: a request is reminded once, whichever process is up later.
        await log.append(leadEvent('reminded', lead.id, now()));
        logger.info({ leadId: lead.id }, 'no one has answered a request in time: reminding');
        reminded.push(lead);
      }
    }
    if (reminded.length > 0) await notifier.replay(reminded);
    return next;
  }

  return followLeadLogs({
    leadsFile,
    decide: remind,
    what: 'reminders',
    logger,
    now,
    close: async () => {
      await notifier.stop();
      await log.close();
    },
  });
}
