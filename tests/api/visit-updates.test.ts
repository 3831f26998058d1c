// What follows a change the business makes to a site visit, as the running
// site sees it in the logs: the places move with it, and the visitor and the
// business each get an e-mail whose invitation updates their calendar (the
// same UID; SEQUENCE 1 after a move, METHOD:CANCEL after a cancel), through
// an SMTP server on 127.0.0.1.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../server/cluster-store';
import { contentIn, loadContent } from '../../server/content/content-store';
import { leadEvent } from '../../server/leads/lead-events';
import { operatorLogFile } from '../../server/leads/lead-logs';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import { leadLabels } from '../../server/leads/notifications/lead-labels';
import { createVisitBookings } from '../../server/leads/visits/visit-bookings';
import { followVisitLedger } from '../../server/leads/visits/visit-ledger';
import { createVisitUpdates } from '../../server/leads/notifications/visit-updates';
import { createLogger } from '../../server/logger';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { offeredSlots } from '../../shared/visit-slots';
import { startSmtpServer } from '../helpers/notify-servers';
import { writeDataDir } from '../helpers/test-content';
import { waitFor } from '../helpers/wait-for';

const BUSINESS_INBOX = 'leads@fiveboroughterrazzo.example';
const ID = '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(language?: 'es') {
  const smtp = await startSmtpServer();
  cleanups.push(smtp.close);
  const content = { current: await loadContent(await writeDataDir()) };
  const slots = offeredSlots(content.current.visits, Date.now());
  const leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-visit-updates-')), 'contacts.ndjson');
  const log = openNdjsonLog(leadsFile);
  const [first] = slots;
  const lead: LeadRecord = {
    v: LEAD_RECORD_VERSION,
    id: ID,
    receivedAt: new Date().toISOString(),
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(718) 555-0100',
    service: 'restoration',
    location: 'Park Slope',
    message: '',
    ...(language && { language }),
    visit: { windows: [], access: [], slot: { ...first!, held: true } },
  };
  await log.append(lead);
  await log.close();
  const store = memoryStore();
  const bookings = createVisitBookings({ store, schedule: () => content.current.visits });
  const logger = createLogger('silent');
  const updates = createVisitUpdates({
    mail: { smtpUrl: smtp.url, from: 'website@fiveboroughterrazzo.example', to: [BUSINESS_INBOX] },
    labels: (lang = 'en') => leadLabels(contentIn(content.current, lang)),
    logger,
    retryMs: [10],
  });
  const ledger = followVisitLedger({
    bookings,
    leadsFile,
    logger,
    everyMs: 20,
    onChange: (changed, visit) => void updates.send(changed, visit),
  });
  expect(await ledger.start()).toBe(1);
  cleanups.push(ledger.stop, updates.close);
  const operator = openNdjsonLog(operatorLogFile(leadsFile));
  cleanups.push(() => operator.close());
  const placesIn = async (id: string) => (await bookings.slots()).find((slot) => slot.id === id)?.available;
  return {
    smtp,
    slots,
    operator,
    placesIn,
    inbox: (address: string) => smtp.received.filter(({ envelope }) => envelope.to.includes(address)),
  };
}

const calendarOf = (mail: { attachments: { contentType: string; content: Buffer }[] }) => {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  start.zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: start.toJSDate().getTime(),
  };
};

describe('a change the business makes to a site visit', () => {
  it('moved: the places follow, and both calendars get the new time with SEQUENCE 1; then cancelled: METHOD:CANCEL', async () => {
    const { slots, operator, placesIn, inbox } = await setUp();
    const [first, second] = slots;
    expect(await placesIn(first!.id)).toBe(1);

    await operator.append(leadEvent('visit-moved', ID, Date.now(), second));
    await waitFor('the two e-mails of the move', () => inbox(BUSINESS_INBOX).length === 1 && inbox('ana@example.com').length === 1);
    expect(await placesIn(first!.id)).toBe(2);
    expect(await placesIn(second!.id)).toBe(1);
    for (const { mail } of [...inbox(BUSINESS_INBOX), ...inbox('ana@example.com')]) {
      expect(calendarOf(mail)).toEqual({
        method: 'REQUEST',
        uid: `visit-${ID}@www.fiveboroughterrazzo.example`,
        sequence: 1,
        start: Date.parse(second!.start),
      });
    }
    expect(inbox('ana@example.com')[0]!.mail.subject).toMatch(/^Your site visit: \w{3}, \w{3} \d+ · /);

    await operator.append(leadEvent('visit-cancelled', ID, Date.now() + 1));
    await waitFor('the two e-mails of the cancel', () => inbox(BUSINESS_INBOX).length === 2 && inbox('ana@example.com').length === 2);
    expect(await placesIn(second!.id)).toBe(2);
    for (const { mail } of [inbox(BUSINESS_INBOX)[1]!, inbox('ana@example.com')[1]!]) {
      expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    }
  });

  it('writes to a visitor who asked in Spanish in Spanish', async () => {
    const { operator, inbox } = await setUp('es');
    await operator.append(leadEvent('visit-confirmed', ID, Date.now()));
    await waitFor('the visitor e-mail', () => inbox('ana@example.com').length === 1);
    const { mail } = inbox('ana@example.com')[0]!;
    expect(mail.subject).toMatch(/^Su visita: (lun|mar|mié|jue|vie|sáb) \d+ de /);
    expect(mail.text).toMatch(/^Su visita quedó para el /);
    expect(calendarOf(mail)).toMatchObject({ method: 'REQUEST', sequence: 0 });
  });
});
