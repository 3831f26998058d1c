// Texts to the business's phones in the real production process (two
// workers), against a stand-in of Twilio's Messages API: one text per phone
// within seconds of a request, whose link opens the lead's private page on
// either worker; a provider that fails never delays or loses a request, and
// each text is delivered once it recovers.
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, startTwilioServer, twilioEnv } from '../helpers/notify-servers';
import { postLead, startServer, visitorLead, type ServerProcess } from '../helpers/server-process';
import { runCli } from '../helpers/run-cli';
import { waitFor } from '../helpers/wait-for';

const PHONES = ['+17185550111', '+15165550122'];
const running: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function startWithTexts(answers: number[] = []) {
  const twilio = await startTwilioServer({ answers });
  cleanups.push(twilio.close);
  const server = await startServer({
    env: {
      WEB_CONCURRENCY: '2',
      ...twilioEnv(twilio.url, PHONES),
    },
  });
  running.push(server);
  return { twilio, server };
}

/** The lead page's link of a text, on the server under test (the text names the site's public origin). */
const linkIn = (body: string, server: ServerProcess) => {
  const link = /https:\/\/\S+\/leads\/\S+/.exec(body)?.[0];
  expect(link, body).toBeDefined();
  const url = new URL(link!);
  return `${server.url}${url.pathname}${url.search}`;
};

describe('a text to each alert phone', () => {
  it('arrives within 5 s of a request, and its link opens the lead page on either worker; a changed signature does not', async () => {
    const { twilio, server } = await startWithTexts();
    const sent = Date.now();
    const res = await postLead(server.url, 1);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitFor('a text to each phone', () => twilio.sent().length === PHONES.length, 5_000);
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(
      twilio
        .sent()
        .map((message) => message.to)
        .sort(),
    ).toEqual([...PHONES].sort());
    const [text] = twilio.sent();
    expect(text!.from).toBe('+17185550100');
    expect(text!.body).toMatch(/^New request: .*Visitor · 718 555 0100 · https:\/\/www\.fiveboroughterrazzo\.example\/leads\//);
    // The visitor's message is no part of a text.
    expect(text!.body).not.toContain('request 1');

    const link = linkIn(text!.body, server);
    expect(link).toContain(id);
    // Two workers: a few tries reach both.
    for (let i = 0; i < 4; i++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      const html = await page.text();
      expect(html).toContain('Visitor 1');
      expect(html).toContain('href="tel:');
      expect(html).toContain('href="sms:');
    }
    const altered = link.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const refused = await fetch(altered);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This link no longer opens the request');
    expect(twilio.messages).toHaveLength(PHONES.length);
  });

  it('marks a Spanish request [ES]', async () => {
    const { twilio, server } = await startWithTexts();
    const res = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Referer: `${server.url}/es/contacto` },
      body: JSON.stringify({ ...visitorLead(2), language: 'es' }),
    });
    expect(res.status).toBe(201);
    await waitFor('the texts', () => twilio.sent().length === PHONES.length, 5_000);
    expect(twilio.sent()[0]!.body).toMatch(/^New request: \[ES\] /);
  });

  it('while the provider fails, requests are stored at once; each text is delivered once after it recovers', async () => {
    const { twilio, server } = await startWithTexts([500, 500]);
    const started = Date.now();
    const res = await postLead(server.url, 3);
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    await waitFor('both texts after a retry', () => twilio.sent().length === PHONES.length, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(twilio.messages.map((message) => message.status)).toEqual([500, 500, 201, 201]);
    expect(
      twilio
        .sent()
        .map((message) => message.to)
        .sort(),
    ).toEqual([...PHONES].sort());
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { checks: { notifications: { channels: string[] } } };
    expect(ready.checks.notifications.channels).toEqual(PHONES.map((phone) => `sms:${phone}`));
  });
});

describe('the e-mail to the business', () => {
  it('links to the lead page too, with or without texts', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        LEADS_MAIL_FROM: 'Website <site@fiveboroughterrazzo.example>',
        LEADS_NOTIFY_TO: 'owner@fiveboroughterrazzo.example',
      },
    });
    running.push(server);
    const res = await postLead(server.url, 4);
    const { id } = (await res.json()) as { id: string };
    await waitFor('the e-mail', () => smtp.received.find((mail) => mail.envelope.to.includes('owner@fiveboroughterrazzo.example')), 10_000);
    const mail = smtp.received.find((received) => received.envelope.to.includes('owner@fiveboroughterrazzo.example'))!.mail;
    const link = linkIn(mail.text ?? '', server);
    expect(link).toContain(id);
    expect(mail.html).toContain('Open it on a phone');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Visitor 4');
  });
});

describe("the lead page's buttons", () => {
  it('"I\'m calling now" records the first contact, seen by every worker and by npm run leads; another site\'s page cannot post it', async () => {
    const { twilio, server } = await startWithTexts();
    const res = await postLead(server.url, 5);
    const { id } = (await res.json()) as { id: string };
    await waitFor('the texts', () => twilio.sent().length === PHONES.length, 5_000);
    const link = linkIn(twilio.sent()[0]!.body, server);
    const tap = (event: string, headers: Record<string, string> = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' }) =>
      fetch(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ event }),
        redirect: 'manual',
      });

    const crossSite = await tap('not-real', { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await tap('shouting')).status).toBe(400);
    const answered = await tap('calling');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(new URL(link).pathname + new URL(link).search);
    // A second tap within a minute records nothing more.
    expect((await tap('calling')).status).toBe(303);

    for (let i = 0; i < 4; i++) {
      const html = await (await fetch(link)).text();
      expect(html).toMatch(/first contact after \d+ min/);
      expect(html.match(/: I&#x27;m calling now<\/li>/g)).toHaveLength(1);
    }
    const listed = await runCli('leads', ['--format', 'json'], { PATH: process.env.PATH, TZ: 'UTC', LEADS_FILE: server.leadsFile });
    expect(listed.code, listed.stderr).toBe(0);
    const [lead] = (JSON.parse(listed.stdout) as { id: string; events: { event: string; at: string }[]; firstContactAt?: string }[]).filter(
      (found) => found.id === id,
    );
    expect(lead!.events.map((event) => event.event)).toEqual(['calling']);
    expect(lead!.firstContactAt).toBe(lead!.events[0]!.at);
    expect(Date.parse(lead!.firstContactAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});
