// Reminders in the real production process, against a stand-in of Twilio's
// Messages API and an SMTP server: a request no one answers gets one
// reminder per phone and backup address after LEAD_ACK_MINUTES of business
// time, also when the site restarts in between; one answered in time gets
// none. The content's hours are set to always open, so the business clock
// runs whenever the tests do.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, startTwilioServer, twilioEnv } from '../helpers/notify-servers';
import { copyOfData, postLead, startServer, type ServerProcess } from '../helpers/server-process';
import { runCli } from '../helpers/run-cli';
import { waitFor } from '../helpers/wait-for';

const ALERT = '+17185550111';
const BACKUP = '+15165550122';
const BACKUP_EMAIL = 'backup@fiveboroughterrazzo.example';
const running: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of the content whose business is open every minute of the week. */
async function alwaysOpenData(): Promise<string> {
  const dir = await copyOfData();
  const file = path.join(dir, 'business.json');
  const business = JSON.parse(await readFile(file, 'utf8')) as { business: { hours: unknown } };
  business.business.hours = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];
  await writeFile(file, JSON.stringify(business, null, 2));
  return dir;
}

async function reminderServices() {
  const twilio = await startTwilioServer();
  const smtp = await startSmtpServer();
  cleanups.push(twilio.close, smtp.close);
  return { twilio, smtp };
}

type Services = Awaited<ReturnType<typeof reminderServices>>;

async function start(
  { twilio, smtp }: Services,
  { ackMinutes, dataDir, leadsFile }: { ackMinutes: number; dataDir: string; leadsFile?: string },
) {
  const server = await startServer({
    dataDir,
    ...(leadsFile && { leadsFile }),
    env: {
      WEB_CONCURRENCY: '2',
      ...twilioEnv(twilio.url, [ALERT]),
      LEAD_BACKUP_PHONES: BACKUP,
      SMTP_URL: smtp.url,
      LEADS_MAIL_FROM: 'Website <site@fiveboroughterrazzo.example>',
      LEADS_NOTIFY_TO: 'owner@fiveboroughterrazzo.example',
      LEAD_BACKUP_EMAIL: BACKUP_EMAIL,
      LEAD_ACK_MINUTES: String(ackMinutes),
    },
  });
  running.push(server);
  return server;
}

const reminders = (twilio: Services['twilio']) => twilio.sent().filter((message) => message.body.startsWith('Reminder'));
const reminderMails = (smtp: Services['smtp']) => smtp.received.filter((mail) => mail.envelope.to.includes(BACKUP_EMAIL));

describe('a request no one answers', () => {
  it('gets one reminder on each alert and backup phone and to the backup address, once', async () => {
    const services = await reminderServices();
    const server = await start(services, { ackMinutes: 0.05, dataDir: await alwaysOpenData() });
    const res = await postLead(server.url, 1);
    const { id } = (await res.json()) as { id: string };
    await waitFor('a reminder to each phone', () => reminders(services.twilio).length === 2, 15_000);
    await waitFor('the reminder e-mail', () => reminderMails(services.smtp).length === 1, 10_000);
    const texts = reminders(services.twilio);
    expect(texts.map((text) => text.to).sort()).toEqual([ALERT, BACKUP].sort());
    expect(texts[0]!.body).toMatch(/^Reminder, no one has answered: .*Visitor · 718 555 0100 · https:\/\/\S+\/leads\//);
    // The alert itself went to the alert phone only.
    expect(
      services.twilio
        .sent()
        .filter((text) => text.body.startsWith('New request'))
        .map((text) => text.to),
    ).toEqual([ALERT]);
    const mail = reminderMails(services.smtp)[0]!.mail;
    expect(mail.subject).toMatch(/^Reminder: no one has answered Visitor's request \(ref [0-9A-F]{4}-[0-9A-F]{4}\)$/);
    expect(mail.text).toContain('/leads/');

    // Time passes and the logs are read again (the reminder's own event and deliveries changed them): still one.
    await sleep(2_000);
    const listed = await runCli('leads', ['--format', 'json'], { PATH: process.env.PATH, TZ: 'UTC', LEADS_FILE: server.leadsFile });
    const lead = (JSON.parse(listed.stdout) as { id: string; events?: { event: string }[] }[]).find((found) => found.id === id);
    expect(lead!.events!.map((event) => event.event)).toEqual(['reminded']);
    expect(reminders(services.twilio)).toHaveLength(2);
    expect(reminderMails(services.smtp)).toHaveLength(1);
  });

  it('gets none when someone taps a button on its page in time', async () => {
    const services = await reminderServices();
    const server = await start(services, { ackMinutes: 0.1, dataDir: await alwaysOpenData() });
    const started = Date.now();
    await postLead(server.url, 2);
    await waitFor('the alert', () => services.twilio.sent().length === 1, 5_000);
    const link = /https:\/\/\S+\/leads\/\S+/.exec(services.twilio.sent()[0]!.body)![0];
    const url = new URL(link);
    const tap = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ event: 'calling' }),
      redirect: 'manual',
    });
    expect(tap.status).toBe(303);
    // The tap came before the 6 s were up, and past them no reminder went.
    expect(Date.now() - started).toBeLessThan(6_000);
    await sleep(Math.max(0, started + 8_000 - Date.now()));
    expect(reminders(services.twilio)).toHaveLength(0);
    expect(reminderMails(services.smtp)).toHaveLength(0);
  });

  it('is reminded once across a restart in between', async () => {
    const services = await reminderServices();
    const dataDir = await alwaysOpenData();
    const first = await start(services, { ackMinutes: 0.1, dataDir });
    const posted = Date.now();
    await postLead(first.url, 3);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(reminders(services.twilio)).toHaveLength(0);
    // Down past the 6 s; the next start sends the reminder.
    await sleep(Math.max(0, posted + 6_500 - Date.now()));
    const second = await start(services, { ackMinutes: 0.1, dataDir, leadsFile: first.leadsFile });
    await waitFor('a reminder to each phone', () => reminders(services.twilio).length === 2, 15_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const third = await start(services, { ackMinutes: 0.1, dataDir, leadsFile: first.leadsFile });
    await waitForReady(third);
    await sleep(1_500);
    expect(reminders(services.twilio)).toHaveLength(2);
    expect(reminderMails(services.smtp)).toHaveLength(1);
  }, 60_000);
});

/** Until the process has read the logs once: its first scan runs as it starts. */
async function waitForReady(server: ServerProcess) {
  await waitFor('ready', async () => (await fetch(`${server.url}/readyz`)).ok, 10_000);
}
