// The lead page as the contractor meets it: the link of a text opened in a
// real browser on a phone, without JavaScript; a tap on "I'm calling now"
// posts the page's own form and the page shows it, with the time to first
// contact; nothing is fetched from another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioServer, twilioEnv } from '../helpers/notify-servers';
import { postLead, startServer, type ServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';
import { MOBILE, useBrowser } from './support/browser';

const { newPage } = useBrowser();
let server: ServerProcess;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;

beforeAll(async () => {
  twilio = await startTwilioServer();
  server = await startServer({
    env: twilioEnv(twilio.url, ['+17185550111']),
  });
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await twilio?.close();
});

describe('the lead page on a phone', () => {
  it("opens from the text without JavaScript, and a tap on I'm calling now is recorded and shown", async () => {
    expect((await postLead(server.url, 1)).status).toBe(201);
    await waitFor('the text', () => twilio.sent()[0], 5_000);
    const sent = new URL(/https:\/\/\S+\/leads\/\S+/.exec(twilio.sent()[0]!.body)![0]);
    const link = `${server.url}${sent.pathname}${sent.search}`;

    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false, baseURL: server.url });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Estimate request [0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(await page.getByText(/waiting \d+ min/).count()).toBe(1);

    await page.getByRole('button', { name: "I'm calling now" }).click();
    await page.waitForURL(link);
    expect(await page.locator('form li').allTextContents()).toEqual([expect.stringMatching(/: I'm calling now$/)]);
    expect(await page.getByText(/first contact after \d+ min/).count()).toBe(1);
    expect([...origins]).toEqual([server.url]);
  });
});
