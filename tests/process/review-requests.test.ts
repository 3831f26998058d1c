// Review requests in the real production process (two workers) against a
// local SMTP server: a won request gets one e-mail in its language once the
// delay (here none) has passed, made of the site's words with a link that
// stops the e-mails; a flagged one, or one whose visitor said no more
// e-mails, gets none; a restart sends nothing again; `npm run leads` shows
// it was sent.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { startSmtpServer } from '../helpers/notify-servers';
import { runCli } from '../helpers/run-cli';
import { startServer, TEST_SERVER_FORM_SECRET, visitorLead, type ServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';

const REVIEW_URL = 'https://g.page/r/five-borough-terrazzo/review';
const OWNER = 'owner@fiveboroughterrazzo.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await smtp.close();
});

const start = async (leadsFile?: string) =>
  (server = await startServer({
    ...(leadsFile && { leadsFile }),
    env: {
      WEB_CONCURRENCY: '2',
      SMTP_URL: smtp.url,
      LEADS_MAIL_FROM: 'Website <site@fiveboroughterrazzo.example>',
      LEADS_NOTIFY_TO: OWNER,
      REVIEW_URL,
      REVIEW_REQUEST_DAYS: '0',
    },
  }));

/** Sends request `i` (Spanish, or from another site's page when asked); resolves with its id. */
async function send(i: number, { spanish = false, crossSite = false } = {}): Promise<string> {
  const res = await fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(crossSite && { Origin: 'https://elsewhere.example' }) },
    body: JSON.stringify({ ...visitorLead(i), ...(spanish && { language: 'es' }) }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const leads = (args: string[]) => runCli('leads', args, { ...process.env, LEADS_FILE: server.leadsFile });
/** A header as sent: `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((header) => header.key === name)?.line;
const reviewMails = () => smtp.received.filter((mail) => headerLine(mail.mail, 'list-unsubscribe'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('asks each won, unflagged request once, in its language, and never again after a restart', async () => {
  await start();
  const english = await send(1);
  const spanish = await send(2, { spanish: true });
  const flagged = await send(3, { crossSite: true });
  const stopped = await send(4);
  // The visitor of the fourth said no more e-mails (from a link of an earlier e-mail) before the job was won.
  const stopLink = createLeadPageLinks(TEST_SERVER_FORM_SECRET, { page: 'no-more-email' }).url(server.url, stopped);
  expect((await fetch(stopLink, { method: 'POST' })).status).toBe(200);
  for (const [id, amount] of [
    [english, '12000'],
    [spanish, '8000'],
    [flagged, '5000'],
    [stopped, '3000'],
  ])
    expect((await leads(['--status', id!, 'won', '--amount', amount!])).code).toBe(0);

  await waitFor('the review requests', () => reviewMails().length >= 2, 15_000);
  await sleep(1_500);
  const mails = reviewMails();
  expect(mails.map((mail) => mail.envelope.to[0]).sort()).toEqual(['v1@example.com', 'v2@example.com']);
  const [en, es] = ['v1@example.com', 'v2@example.com'].map((to) => mails.find((mail) => mail.envelope.to[0] === to)!.mail);
  expect(en!.subject).toBe('How did Five Borough Terrazzo do?');
  expect(en!.text).toContain(REVIEW_URL);
  expect(es!.subject).toBe('¿Qué tal lo hizo Five Borough Terrazzo?');
  expect(es!.text).toContain('Para no recibir más correos nuestros:');
  // Only the site's words: nothing the visitor typed.
  expect(en!.text).not.toMatch(/Visitor 1|request 1/);
  expect(headerLine(en!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const stopUrl = /\/no-more-email\/[^\s]+/.exec(en!.text!)![0];
  expect(headerLine(en!, 'list-unsubscribe')).toContain(stopUrl);

  // A restart reads the logs again and sends nothing twice.
  server.child.kill('SIGKILL');
  await server.exited;
  await start(server.leadsFile);
  await sleep(2_500);
  expect(reviewMails()).toHaveLength(2);

  const json = JSON.parse((await leads(['--format', 'json', '--since', '1d'])).stdout) as {
    id: string;
    review?: string;
    reviewSentAt?: string;
  }[];
  const byId = new Map(json.map((lead) => [lead.id, lead]));
  expect(byId.get(english)).toMatchObject({ review: 'review sent', reviewSentAt: expect.any(String) });
  expect(byId.get(spanish)?.review).toBe('review sent');
  expect(byId.get(flagged)?.review).toBeUndefined();
  expect(byId.get(stopped)?.review).toBe('no more e-mails');
  expect((await leads(['--show', english])).stdout).toMatch(/^review\s+sent /m);

  // The link in the e-mail: a page with one button, then done.
  const page = await fetch(`${server.url}${stopUrl}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(await page.text()).toContain('Send me no more e-mails');
  const posted = await fetch(`${server.url}${stopUrl}`, { method: 'POST', redirect: 'manual' });
  expect(posted.status).toBe(303);
  expect(await (await fetch(`${server.url}${stopUrl}`)).text()).toContain('we will send you no more e-mails');
  const altered = await fetch(`${server.url}${stopUrl.replace(/sig=./, 'sig=A')}`);
  expect(altered.status).toBe(403);
}, 60_000);
