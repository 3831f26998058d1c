// Which requests the reminders pick, read from real log files at a fixed
// time: due and unanswered ones, once; not those answered, spam, not yet due,
// or due so long ago that the site must have been down.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadEvent } from '../../server/leads/lead-events';
import { remindersLogFile } from '../../server/leads/lead-logs';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import type { Notifier } from '../../server/leads/notifications/notifier';
import { startLeadReminders } from '../../server/leads/reminders/lead-reminders';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { captureLogger } from '../helpers/notify-servers';
import { ndjsonRecords } from '../helpers/stored-leads';

const NOW = Date.parse('2026-11-24T15:00:00Z');
const MINUTE = 60_000;
const ALWAYS = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];

const lead = (n: number, minutesAgo: number, extra: Partial<LeadRecord> = {}) => ({
  v: LEAD_RECORD_VERSION,
  id: `6c1e0f3a-0000-4000-8000-00000000000${n}`,
  receivedAt: new Date(NOW - minutesAgo * MINUTE).toISOString(),
  name: `Visitor ${n}`,
  email: 'v@example.com',
  phone: '7185550100',
  service: '',
  location: '',
  message: '',
  ...extra,
});

describe('the reminders', () => {
  it('remind each due, unanswered request once, and leave the rest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-reminders-'));
    const leadsFile = path.join(dir, 'contacts.ndjson');
    const lines = [
      lead(1, 20), // due 5 min ago: reminded
      lead(2, 5), // not due for 10 min
      lead(3, 20), // answered
      lead(4, 20, { spam: 'honeypot' }),
      lead(5, 120), // due 105 min ago: the site was down
      lead(6, 30 * 24 * 60), // a month old
      leadEvent('no-answer', lead(3, 0).id, NOW - 10 * MINUTE),
    ];
    await writeFile(path.join(dir, 'contacts-worker-1.ndjson'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const replays: string[][] = [];
    const notifier = {
      replay: (leads: readonly LeadRecord[]) => Promise.resolve(replays.push(leads.map((l) => l.id))),
      stop: () => Promise.resolve(),
    } as unknown as Notifier;
    const log = captureLogger();
    const reminders = startLeadReminders({
      leadsFile,
      log: openNdjsonLog(remindersLogFile(leadsFile)),
      notifier,
      ackMs: 15 * MINUTE,
      hours: () => ALWAYS,
      logger: log.logger,
      now: () => NOW,
    });
    await reminders.scan();
    await reminders.scan();
    await reminders.stop();

    // Recorded once; handed to the notifier at each reading (it sends what is unsent).
    const events = await ndjsonRecords(remindersLogFile(leadsFile));
    expect(events.map((event) => [event.event, event.lead])).toEqual([['reminded', lead(1, 0).id]]);
    expect(replays.at(-1)).toEqual([lead(1, 0).id]);
    expect(replays.flat().every((id) => id === lead(1, 0).id)).toBe(true);
    const late = log.lines.filter((line) => line.msg === 'a reminder was due while the site was down; not sent');
    expect(late.map((line) => line.leadId)).toEqual([lead(5, 0).id]);
  });
});
