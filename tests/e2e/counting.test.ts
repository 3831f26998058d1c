// What the site counts, as a visitor's browser makes it count: a visit from a
// campaign link, two pages on by client-side navigation, a tap on the phone
// number and a lead, then `npm run traffic` as an operator runs it.
// A browser that asks not to be tracked, and a bot, count nothing. The site
// runs as deployed (two workers), with traffic logs of its own.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { BOT_AGENT, BROWSER_AGENT, eventLogText, storedEvents } from '../helpers/stored-traffic';
import { waitFor } from '../helpers/wait-for';
import { useBrowser, waitForHydration } from './support/browser';
import { contactForm, fillContactForm, formTokenIssued, takeTimeLikeAPerson, visitor } from './support/contact';

const CAMPAIGN = 'spring-mailer';
/** The only fields an event on disk may have. */
const EVENT_FIELDS = ['v', 'at', 'type', 'page', 'number', 'visit', 'ref', 'utm'];

interface ReportRow {
  views: number;
  visits: number;
  calls: number;
  leads: number;
}
interface Report {
  pages: (ReportRow & { path: string })[];
  sources: (ReportRow & { source: string })[];
}

const browser = useBrowser();
let server: ServerProcess;
let eventsDir: string;

beforeAll(async () => {
  eventsDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-counting-')), 'events');
  server = await startServer({ env: { WEB_CONCURRENCY: '2', TRAFFIC_DIR: eventsDir } });
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

async function report(): Promise<Report> {
  const run = await runCli('traffic', ['--format', 'json', '--since', '1d'], { PATH: process.env.PATH, TRAFFIC_DIR: eventsDir });
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Report;
}

/** The whole visit: lands from the campaign link, two pages on by links, taps the header's number, sends the form. */
async function visitFromCampaign(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  // On a phone the dialer takes the tap; headless Chromium has none, and after
  // trying to launch one ignores the mouse, so the page keeps the tap to itself
  // (the site's own listener, in the capture phase, has counted it by then).
  await page.addInitScript(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await page.goto(`/?utm_source=${CAMPAIGN}`);
  await waitForHydration(page);
  await page.locator('header a.nav-link[href="/services"]').click();
  // Seen, as a visitor sees it: a page left before it showed (its chunk still loading) is not a view.
  await page.getByRole('heading', { level: 1, name: 'Terrazzo Services' }).waitFor();
  const tokenIssued = formTokenIssued(page);
  await page
    .locator('header')
    .getByRole('link', { name: /contact/i })
    .first()
    .click();
  await page.waitForURL('**/contact');
  await page.locator('header a.header-phone').click();
  const values = visitor();
  await fillContactForm(page, values);
  await takeTimeLikeAPerson(tokenIssued);
  await contactForm(page).submit.click();
  await page.locator('.contact-confirmation').waitFor();
  return { origins, cookies: await page.context().cookies() };
}

const campaignRow = (r: Report) => r.sources.find((row) => row.source === CAMPAIGN);

/**
 * The report once every worker has written its batch (events are written about
 * once a second): asked again every 250 ms until the campaign's 3 views, its
 * call and its request are in. More than that is left to the exact checks.
 */
async function settledReport(): Promise<Report> {
  return waitFor(
    "the campaign's 3 views, call and request in the report",
    async () => {
      const r = await report();
      const row = campaignRow(r);
      return row && row.views >= 3 && row.calls >= 1 && row.leads >= 1 && r;
    },
    20_000,
    250,
  );
}

describe('counting visits, phone taps and leads', () => {
  it('counts nothing from a browser that sends Sec-GPC: 1 nor from a bot; counts 3 views, 1 visit, 1 call and 1 request for the campaign, with no cookie and nothing sent elsewhere', async () => {
    for (const options of [{ userAgent: BROWSER_AGENT, extraHTTPHeaders: { 'Sec-GPC': '1' } }, { userAgent: BOT_AGENT }]) {
      const page = await browser.newPage({ baseURL: server.url, ...options });
      await visitFromCampaign(page);
    }
    const page = await browser.newPage({ baseURL: server.url, userAgent: BROWSER_AGENT });
    const { origins, cookies } = await visitFromCampaign(page);
    expect(cookies).toEqual([]);
    expect([...origins]).toEqual([server.url]);
    const r = await settledReport();
    // Exactly the one real visit: the Sec-GPC and bot visits before it added nothing.
    expect(campaignRow(r)).toMatchObject({ views: 3, visits: 1, calls: 1, leads: 1 });
    expect(r.pages.find((row) => row.path === '/contact')).toMatchObject({ views: 1, visits: 1, calls: 1, leads: 1 });
    expect(r.pages.map((row) => row.path).sort()).toEqual(['/', '/contact', '/services']);
    // On disk: the real visit's 5 events, the allowed fields only, and nothing that names the browser or its address.
    const events = await storedEvents(undefined, eventsDir);
    expect(events).toHaveLength(5);
    for (const event of events) expect(Object.keys(event).filter((key) => !EVENT_FIELDS.includes(key))).toEqual([]);
    const text = await eventLogText(eventsDir);
    for (const never of ['127.0.0.1', 'iPhone', 'Safari', 'Mozilla', 'Grace']) expect(text).not.toContain(never);
  });
});
