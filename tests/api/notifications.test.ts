// Lead notifications for real: the app stores a request, then the notifier
// e-mails it through an SMTP server on 127.0.0.1 and posts it to a local
// webhook, retrying, surviving a restart, never delaying the visitor.
import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import { channelsFromConfig } from '../../server/leads/notifications/channels';
import { leadLabels } from '../../server/leads/notifications/lead-labels';
import { deliveryRecordFile } from '../../server/leads/lead-logs';
import { createNotifier, REPLAY_MAX_AGE_MS, type NotificationChannel } from '../../server/leads/notifications/notifier';
import { createWebhookChannel } from '../../server/leads/notifications/webhook-channel';
import { createMailChannel } from '../../server/leads/notifications/mail-channel';
import { ndjsonRecords, storedLeads } from '../helpers/stored-leads';
import type { Logger } from '../../server/logger';
import { captureLogger, startSilentServer, startSmtpServer, startWebhookServer } from '../helpers/notify-servers';
import { waitFor } from '../helpers/wait-for';
import { createTestApp, humanFormToken } from '../helpers/test-app';
import { writeDataDir } from '../helpers/test-content';
import { referenceOf } from '../../shared/lead-reference';

const content = await loadContent(await writeDataDir());

const fields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Lobby floor has cracks <b>near the door</b> & the stairs.',
};
const valid = (overrides: Record<string, unknown> = {}) => ({ ...fields, formToken: humanFormToken(), website: '', ...overrides });
const source = {
  page: '/contact',
  landingPage: '/services/restoration?utm_source=google&utm_medium=cpc',
  referrer: 'https://www.google.com/',
  utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lobby-floors' },
  visit: '0123456789abcdef',
  pages: ['/services/restoration?utm_source=google&utm_medium=cpc', '/gallery'],
};

/** A browser's User-Agent: a request without one (or from a bot) keeps no visit, so no journey. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const FAST_RETRIES = [20, 40, 80];
const WEBHOOK_SECRET = 'a-webhook-secret-of-some-length';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempLog(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-notify-')), 'contacts.ndjson');
}

/** A notifier over `leadsFile` and an app that hands it every stored request. */
async function appWithNotifier({
  channels,
  leadsFile,
  retrySchedule = FAST_RETRIES,
  logger = captureLogger().logger,
  maxPerHour,
  hourMs,
}: {
  channels: NotificationChannel[];
  leadsFile?: string;
  retrySchedule?: number[];
  logger?: Logger;
  maxPerHour?: number;
  hourMs?: number;
}) {
  const file = leadsFile ?? (await tempLog());
  const notifier = createNotifier({ channels, leadsFile: file, logger, retrySchedule, maxPerHour, hourMs });
  const t = await createTestApp({ leadsFile: file, notifier, logger });
  cleanups.push(() => notifier.stop());
  return { ...t, notifier };
}

async function deliveries(leadsFile: string) {
  return ndjsonRecords(deliveryRecordFile(leadsFile));
}

const labels = () => leadLabels(content);
const webhookChannel = (url: string, secret?: string) => createWebhookChannel({ url, ...(secret && { secret }) }, labels);

describe('lead notification by e-mail', () => {
  it('e-mails the business each new request: From the site, Reply-To the visitor, every field, tel: and mailto: links, the source', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const channels = channelsFromConfig(
      {
        email: {
          smtpUrl: smtp.url,
          from: 'Five Borough Terrazzo website <website@fiveboroughterrazzo.example>',
          to: ['estimates@fiveboroughterrazzo.example'],
        },
      },
      labels,
    );
    const t = await appWithNotifier({ channels });

    const res = await request(t.app).post('/api/contacts').set('User-Agent', BROWSER).send(valid({ source })).expect(201);
    const { mail, envelope } = await waitFor('the e-mail', () => smtp.received[0]);

    expect(envelope).toEqual({ from: 'website@fiveboroughterrazzo.example', to: ['estimates@fiveboroughterrazzo.example'] });
    expect(mail.from?.value).toEqual([{ address: 'website@fiveboroughterrazzo.example', name: 'Five Borough Terrazzo website' }]);
    expect(mail.replyTo?.value).toEqual([{ address: 'ada@example.com', name: 'Ada Lovelace' }]);
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value).toEqual([
      { address: 'estimates@fiveboroughterrazzo.example', name: '' },
    ]);
    expect(mail.subject).toBe('New estimate request: Terrazzo Restoration · Brooklyn — Ada Lovelace');
    expect(mail.headers.get('x-lead-id')).toBe(res.body.id);

    for (const text of [
      'Ada Lovelace',
      'ada@example.com',
      '(718) 555-0100',
      'Terrazzo Restoration',
      'Park Slope',
      fields.message,
      res.body.id,
    ]) {
      expect(mail.text).toContain(text);
    }
    for (const text of [
      '/contact',
      '/services/restoration?utm_source=google&utm_medium=cpc',
      'https://www.google.com/',
      'source: google, medium: cpc, campaign: lobby-floors',
      'Source:         google / lobby-floors',
      '    2. /gallery',
    ]) {
      expect(mail.text).toContain(text);
    }

    const html = mail.html as string;
    expect(html).toContain('href="tel:+17185550100"');
    expect(html).toContain('href="mailto:ada@example.com"');
    // What the visitor typed is escaped, never markup.
    expect(html).toContain('Lobby floor has cracks &lt;b&gt;near the door&lt;/b&gt; &amp; the stairs.');
    expect(html).not.toContain('<b>near the door</b>');
    for (const text of [
      'Park Slope',
      'Terrazzo Restoration',
      '/services/restoration?utm_source=google&amp;utm_medium=cpc',
      'https://www.google.com/',
      'campaign: lobby-floors',
      'google / lobby-floors',
      '>/gallery</bdi></li>',
    ]) {
      expect(html).toContain(text);
    }

    await t.notifier.settled();
    expect(await deliveries(t.leadsFile)).toEqual([
      { leadId: res.body.id, channel: 'email', status: 'sent', at: expect.any(String), attempt: 1 },
    ]);
  });

  it('an SMTP server that refuses the login is a failed delivery, retried, with the error recorded', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const wrongPassword = smtp.url.replace(/:[^:@/]+@/, ':wrong@');
    const channel = createMailChannel({ smtpUrl: wrongPassword, from: 'website@example.com', to: ['estimates@example.com'] }, labels);
    const t = await appWithNotifier({ channels: [channel], retrySchedule: [10] });
    const res = await request(t.app).post('/api/contacts').send(valid()).expect(201);
    await t.notifier.settled();
    expect(smtp.received).toEqual([]);
    const records = await deliveries(t.leadsFile);
    expect(records.map((r) => [r.leadId, r.status, r.attempt])).toEqual([
      [res.body.id, 'failed', 1],
      [res.body.id, 'failed', 2],
    ]);
    expect(records[0]!.error).toMatch(/Invalid login|auth/i);
  });
});

describe('lead notification by webhook', () => {
  it('posts each new request as JSON, signed with the HMAC-SHA256 of the exact body', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url, WEBHOOK_SECRET)] });

    const res = await request(t.app).post('/api/contacts').set('User-Agent', BROWSER).send(valid({ source })).expect(201);
    const [received] = await waitFor('the webhook', () => (hook.requests.length > 0 ? hook.requests : undefined));

    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['x-lead-id']).toBe(res.body.id);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(received!.body).digest('hex')}`;
    expect(received!.headers['x-signature']).toBe(expected);
    expect(JSON.parse(received!.body)).toEqual({
      event: 'contact-request',
      lead: {
        ...fields,
        id: res.body.id,
        receivedAt: res.body.receivedAt,
        source,
        serviceLabel: 'Terrazzo Restoration',
        reference: referenceOf(res.body.id),
        borough: 'Brooklyn',
        journey: {
          source: 'google / lobby-floors',
          sourceKind: 'campaign',
          landingPage: '/services/restoration?utm_source=google&utm_medium=cpc',
          pages: ['/services/restoration?utm_source=google&utm_medium=cpc', '/gallery'],
        },
      },
    });
    await t.notifier.settled();
    expect((await deliveries(t.leadsFile)).map((r) => [r.leadId, r.channel, r.status])).toEqual([[res.body.id, 'webhook', 'sent']]);
  });

  it("gives each lead its visit's journey: a search visit by its engine, a request without a source as not known", async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)] });
    const searched = { landingPage: '/', referrer: 'https://www.bing.com/', visit: 'fedcba9876543210', pages: ['/'] };
    const post = async (body: object) =>
      (await request(t.app).post('/api/contacts').set('User-Agent', BROWSER).send(body).expect(201)).body.id as string;
    const ids = [await post(valid({ source: searched })), await post(valid())];
    await t.notifier.settled();

    // Each lead is sent on its own, so the two may arrive in either order.
    const leads = hook.requests.map((r) => (JSON.parse(r.body) as { lead: Record<string, unknown> }).lead);
    expect(ids.map((id) => leads.find((lead) => lead.id === id)).map((lead) => [lead?.source, lead?.journey])).toEqual([
      [searched, { source: 'Bing search', sourceKind: 'search', landingPage: '/', pages: ['/'] }],
      [undefined, { source: 'Not known', sourceKind: 'unknown', pages: [] }],
    ]);
  });

  it('sends no signature when no secret is set', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)] });
    await request(t.app).post('/api/contacts').send(valid()).expect(201);
    await t.notifier.settled();
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]!.headers['x-signature']).toBeUndefined();
  });

  it('a webhook that fails twice gets the lead once it recovers, and each attempt is recorded', async () => {
    const hook = await startWebhookServer({ answers: [500, 503] });
    cleanups.push(hook.close);
    const log = captureLogger();
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)], logger: log.logger });

    const res = await request(t.app).post('/api/contacts').send(valid()).expect(201);
    await t.notifier.settled();

    expect(hook.requests.map((r) => [JSON.parse(r.body).lead.id, r.status])).toEqual([
      [res.body.id, 500],
      [res.body.id, 503],
      [res.body.id, 200],
    ]);
    expect((await deliveries(t.leadsFile)).map((r) => [r.status, r.attempt, r.error])).toEqual([
      ['failed', 1, 'the webhook answered HTTP 500'],
      ['failed', 2, 'the webhook answered HTTP 503'],
      ['sent', 3, undefined],
    ]);
    expect(log.lines.filter((l) => l.msg === 'lead notification failed; trying again later').map((l) => l.retryInMs)).toEqual([20, 40]);
    expect(await t.notifier.status()).toEqual({ channels: ['webhook'], pending: 0, failed: 0 });
  });

  it('a send still failing after every retry is logged at error level with the lead id, channel and error only, and /readyz counts it', async () => {
    const hook = await startWebhookServer({ answers: [500, 500, 500] });
    cleanups.push(hook.close);
    const log = captureLogger();
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)], logger: log.logger, retrySchedule: [10, 10] });

    const res = await request(t.app).post('/api/contacts').send(valid()).expect(201);
    await t.notifier.settled();

    expect(hook.requests).toHaveLength(3);
    const errors = log.lines.filter((l) => l.level === 50);
    expect(errors).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        leadId: res.body.id,
        channel: 'webhook',
        attempts: 3,
        error: 'the webhook answered HTTP 500',
        msg: 'lead notification failed after every retry; npm run leads -- --resend sends it again',
      },
    ]);
    // Nothing the visitor typed reaches the logs.
    for (const value of [fields.name, fields.email, fields.phone, fields.location, 'cracks']) expect(log.text()).not.toContain(value);

    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body.checks.notifications).toEqual({ channels: ['webhook'], pending: 0, failed: 1 });

    // `npm run leads -- --resend` (another notifier over the same log) delivers it: no longer counted as failed.
    const resender = createNotifier({ channels: [webhookChannel(hook.url)], leadsFile: t.leadsFile, logger: captureLogger().logger });
    expect(await resender.resend((await storedLeads(t.leadsFile))[0]!)).toEqual([{ channel: 'webhook', ok: true }]);
    await resender.stop();
    expect((await request(t.app).get('/readyz').expect(200)).body.checks.notifications).toEqual({
      channels: ['webhook'],
      pending: 0,
      failed: 0,
    });
    expect((await deliveries(t.leadsFile)).at(-1)).toMatchObject({ leadId: res.body.id, status: 'sent', attempt: 4 });
  });

  it('/readyz counts a send waiting for its retry as pending', async () => {
    const hook = await startWebhookServer({ answers: [500] });
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)], retrySchedule: [60_000] });
    await request(t.app).post('/api/contacts').send(valid()).expect(201);
    await waitFor('the first attempt', () => hook.requests.length === 1);
    await waitFor('the failure to be recorded', async () => (await deliveries(t.leadsFile)).length === 1);
    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body.checks.notifications).toEqual({ channels: ['webhook'], pending: 1, failed: 0 });
  });
});

describe('lead notification across a restart', () => {
  it('a new notifier over the same log sends what was pending, and nothing already sent', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const leadsFile = await tempLog();

    // The first process: one lead goes out, then the webhook fails and the next waits for a retry an hour away.
    const first = await appWithNotifier({ channels: [webhookChannel(hook.url)], leadsFile, retrySchedule: [3_600_000] });
    const sentBefore = await request(first.app)
      .post('/api/contacts')
      .send(valid({ name: 'Sent Before' }))
      .expect(201);
    await first.notifier.settled();
    hook.answerNext(500);
    const pending = await request(first.app)
      .post('/api/contacts')
      .send(valid({ name: 'Still Pending' }))
      .expect(201);
    await waitFor('the failed attempt', () => hook.requests.length === 2);
    await waitFor('the failure to be recorded', async () => (await deliveries(leadsFile)).length === 2);
    await first.notifier.stop();
    await first.leads.close();

    // The second process over the same log and delivery record.
    const second = createNotifier({
      channels: [webhookChannel(hook.url)],
      leadsFile,
      logger: captureLogger().logger,
      retrySchedule: FAST_RETRIES,
    });
    cleanups.push(() => second.stop());
    expect(await second.replay()).toBe(1);
    await second.settled();

    const ids = hook.requests.map((r) => JSON.parse(r.body).lead.id as string);
    expect(ids).toEqual([sentBefore.body.id, pending.body.id, pending.body.id]);
    expect(hook.requests.map((r) => r.status)).toEqual([200, 500, 200]);
    expect((await deliveries(leadsFile)).map((r) => [r.leadId, r.status, r.attempt])).toEqual([
      [sentBefore.body.id, 'sent', 1],
      [pending.body.id, 'failed', 1],
      [pending.body.id, 'sent', 2],
    ]);

    // A third start finds nothing left to send.
    const third = createNotifier({ channels: [webhookChannel(hook.url)], leadsFile, logger: captureLogger().logger });
    cleanups.push(() => third.stop());
    expect(await third.replay()).toBe(0);
  });

  it('a lead stored while no send had started yet (a crash right after storing) is sent by the next start', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const leadsFile = await tempLog();
    // The first process had no notifier at all: the lead is in the log, the delivery record is empty.
    const before = await createTestApp({ leadsFile });
    const res = await request(before.app).post('/api/contacts').send(valid()).expect(201);
    await before.leads.close();

    const notifier = createNotifier({ channels: [webhookChannel(hook.url)], leadsFile, logger: captureLogger().logger });
    cleanups.push(() => notifier.stop());
    expect(await notifier.replay()).toBe(1);
    await notifier.settled();
    expect(hook.requests.map((r) => JSON.parse(r.body).lead.id)).toEqual([res.body.id]);
  });

  it('leads older than the replay window are not sent by a restart; the log says how many, without details', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const leadsFile = await tempLog();
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    await mkdir(path.dirname(leadsFile), { recursive: true });
    await writeFile(
      leadsFile,
      [
        { id: 'old-lead', receivedAt: at(REPLAY_MAX_AGE_MS + 60_000), ...fields },
        { id: 'recent-lead', receivedAt: at(24 * 3_600_000), ...fields },
      ]
        .map((lead) => `${JSON.stringify(lead)}\n`)
        .join(''),
    );
    const log = captureLogger();
    const notifier = createNotifier({ channels: [webhookChannel(hook.url)], leadsFile, logger: log.logger });
    cleanups.push(() => notifier.stop());
    expect(await notifier.replay()).toBe(1);
    await notifier.settled();
    expect(hook.requests.map((r) => JSON.parse(r.body).lead.id)).toEqual(['recent-lead']);
    expect(log.lines.find((l) => l.level === 40)).toMatchObject({ leads: 1, olderThanDays: 7 });
    expect(log.text()).not.toContain(fields.email);
  });
});

describe('what is never sent', () => {
  it('requests screened as spam are stored but never sent, now or after a restart', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)] });
    await request(t.app)
      .post('/api/contacts')
      .send(valid({ website: 'http://spam.example' }))
      .expect(201);
    await request(t.app)
      .post('/api/contacts')
      .send(valid({ formToken: 'forged' }))
      .expect(201);
    await t.notifier.settled();
    const stored = await storedLeads(t.leadsFile);
    expect(stored.map((l) => l.spam)).toEqual(['honeypot', expect.any(String)]);

    const restarted = createNotifier({ channels: [webhookChannel(hook.url)], leadsFile: t.leadsFile, logger: captureLogger().logger });
    cleanups.push(() => restarted.stop());
    expect(await restarted.replay()).toBe(0);
    expect(hook.requests).toEqual([]);
    expect(await deliveries(t.leadsFile)).toEqual([]);
  });

  it('a repeated request (same idempotency key) is sent once', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const t = await appWithNotifier({ channels: [webhookChannel(hook.url)] });
    const body = valid();
    await request(t.app).post('/api/contacts').set('Idempotency-Key', 'same-key-123').send(body).expect(201);
    await request(t.app).post('/api/contacts').set('Idempotency-Key', 'same-key-123').send(body).expect(201);
    await t.notifier.settled();
    expect(hook.requests).toHaveLength(1);
  });
});

describe('a flood of requests', () => {
  it('past the hourly number, the rest of the hour comes as one digest; every lead is stored and recorded as sent', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const channels = [
      webhookChannel(hook.url),
      createMailChannel({ smtpUrl: smtp.url, from: 'website@example.com', to: ['estimates@example.com'] }, labels),
    ];
    const t = await appWithNotifier({ channels, maxPerHour: 2, hourMs: 4_000 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await request(t.app)
            .post('/api/contacts')
            .send(valid({ message: `request ${i}` }))
            .expect(201)
        ).body.id,
      );

    // The first two sent and recorded; the other three held for the digest, on both channels.
    await waitFor('the first two sent', async () => (await t.notifier.status()).pending === 6);
    expect([smtp.received.length, hook.requests.length]).toEqual([2, 2]);
    await t.notifier.settled();

    const events = hook.requests.map((r) => JSON.parse(r.body) as { event: string; lead?: { id: string }; leads?: { id: string }[] });
    expect(events.map((e) => e.event)).toEqual(['contact-request', 'contact-request', 'contact-requests']);
    expect(events[2]!.leads!.map((lead) => lead.id)).toEqual(ids.slice(2));
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received[2]!.mail.subject).toBe('3 new estimate requests (Five Borough Terrazzo website, gathered in one e-mail)');
    expect(smtp.received[2]!.mail.replyTo).toBeUndefined();
    const sent = (await deliveries(t.leadsFile)).filter((r) => r.status === 'sent');
    for (const id of ids)
      expect(
        sent
          .filter((r) => r.leadId === id)
          .map((r) => r.channel)
          .sort(),
      ).toEqual(['email', 'webhook']);
    expect(await storedLeads(t.leadsFile)).toHaveLength(5);
  });
});

describe("the visitor's answer never waits for a notification", () => {
  it('with a webhook that never answers and an SMTP server that never greets, the API and the form still answer at once', async () => {
    const silentHook = await startSilentServer();
    const silentSmtp = await startSilentServer();
    const channels = channelsFromConfig(
      {
        email: { smtpUrl: `smtp://127.0.0.1:${silentSmtp.port}`, from: 'website@example.com', to: ['estimates@example.com'] },
        webhook: { url: `http://127.0.0.1:${silentHook.port}/hook` },
      },
      labels,
    );
    const t = await appWithNotifier({ channels });
    // Closed first, so the sends hanging on them end and the notifier stops at once.
    cleanups.push(silentHook.close, silentSmtp.close);

    let started = performance.now();
    await request(t.app).post('/api/contacts').send(valid()).expect(201);
    expect(performance.now() - started).toBeLessThan(1_000);

    started = performance.now();
    await request(t.app)
      .post('/contact')
      .type('form')
      .send(valid({ message: 'Sent without JavaScript.' }))
      .expect(303);
    expect(performance.now() - started).toBeLessThan(1_000);

    // Both sends did start, and are still waiting on the silent servers.
    await waitFor('both connections', () => silentHook.connections() >= 2 && silentSmtp.connections() >= 2);
    expect(await t.notifier.status()).toEqual({ channels: ['email', 'webhook'], pending: 4, failed: 0 });
    expect(await storedLeads(t.leadsFile)).toHaveLength(2);
  });
});

describe('text no one can see', () => {
  // Unicode tag characters spell hidden ASCII ("AB" here), U+206A is a deprecated format character, U+2028 a line separator.
  const hidden = /[\u{E0000}-\u{E007F}\u206A-\u206F\u2028\u2029]/u;
  const sneaky = {
    name: 'Ana\u{E0041}\u{E0042} Ruiz\u206A',
    location: 'Park\u2028Slope',
    message: 'Lobby\u2029floor \u{E0049}\u{E0047}\u{E004E}',
  };

  it('reaches neither the record, nor the e-mail and its headers, nor the webhook', async () => {
    const smtp = await startSmtpServer();
    const webhook = await startWebhookServer();
    cleanups.push(smtp.close, webhook.close);
    const channels = [
      ...channelsFromConfig(
        {
          email: {
            smtpUrl: smtp.url,
            from: 'Website <website@fiveboroughterrazzo.example>',
            to: ['estimates@fiveboroughterrazzo.example'],
          },
        },
        labels,
      ),
      webhookChannel(webhook.url),
    ];
    const t = await appWithNotifier({ channels });
    await request(t.app).post('/api/contacts').send(valid(sneaky)).expect(201);

    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ name: 'Ana Ruiz', location: 'Park Slope', message: 'Lobby\nfloor' });
    const { mail } = await waitFor('the e-mail', () => smtp.received[0]);
    const posted = await waitFor('the webhook', () => webhook.requests[0]);
    for (const text of [mail.replyTo!.text, mail.subject!, mail.text!, mail.html as string, posted.body]) expect(text).not.toMatch(hidden);
    expect(mail.replyTo?.value[0]?.name).toBe('Ana Ruiz');
  });

  it('written into the log before the rule, is taken out as the record is read: the replayed e-mail has none', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const leadsFile = await tempLog();
    await mkdir(path.dirname(leadsFile), { recursive: true });
    const old = {
      v: 3,
      id: 'old-lead-with-tags',
      receivedAt: new Date().toISOString(),
      email: 'ana@example.com',
      phone: '(718) 555-0100',
      service: 'restoration',
      ...sneaky,
    };
    await writeFile(leadsFile, `${JSON.stringify(old)}\n`);
    const [record] = await storedLeads(leadsFile);
    expect(record).toMatchObject({ name: 'Ana Ruiz', location: 'Park Slope', message: 'Lobby\nfloor ' });
    const notifier = createNotifier({
      channels: channelsFromConfig(
        {
          email: {
            smtpUrl: smtp.url,
            from: 'Website <website@fiveboroughterrazzo.example>',
            to: ['estimates@fiveboroughterrazzo.example'],
          },
        },
        labels,
      ),
      leadsFile,
      logger: captureLogger().logger,
      retrySchedule: FAST_RETRIES,
    });
    cleanups.push(() => notifier.stop());
    await notifier.replay();
    const { mail } = await waitFor('the e-mail', () => smtp.received[0]);
    for (const text of [mail.replyTo!.text, mail.subject!, mail.text!, mail.html as string]) expect(text).not.toMatch(hidden);
  });
});

describe('an app without a notifier', () => {
  it('stores requests and reports no notifications in /readyz', async () => {
    const t = await createTestApp();
    await request(t.app).post('/api/contacts').send(valid()).expect(201);
    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body.checks.notifications).toEqual({ channels: [], pending: 0, failed: 0 });
  });
});
