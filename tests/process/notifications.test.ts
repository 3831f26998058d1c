// Lead notifications in the real production process: one start-up line,
// each worker sending its own leads, and what was pending at a SIGTERM sent
// by the next start.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRecordFile } from '../../server/leads/lead-logs';
import { ndjsonRecords, storedLeads } from '../helpers/stored-leads';
import { startWebhookServer } from '../helpers/notify-servers';
import { waitFor } from '../helpers/wait-for';
import { postLead, type ServerProcess, startServer, uploadPhoto, visitorLead, waitForLog } from '../helpers/server-process';
import { floorPhoto } from '../helpers/upload-photos';

const running: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  running.push(server);
  return server;
};

describe('lead notifications in the production server', () => {
  it('with none configured, start-up says so in one line, also with several workers', async () => {
    const single = await start();
    expect(single.logs.filter((e) => String(e.msg).startsWith('lead notifications are off'))).toHaveLength(1);

    const workers = await start({ env: { WEB_CONCURRENCY: '2' } });
    await waitForLog(workers, () => workers.logs.filter((e) => e.msg === 'serving the site').length === 2);
    expect(workers.logs.filter((e) => String(e.msg).startsWith('lead notifications'))).toHaveLength(1);
  });

  it('posts each request to the webhook; what failed before a SIGTERM is sent by the next start', async () => {
    const hook = await startWebhookServer({ answers: [500] });
    cleanups.push(hook.close);
    const env = { LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length' };

    const first = await start({ env });
    expect(first.logs.filter((e) => e.msg === 'lead notifications on')).toEqual([
      expect.objectContaining({ webhook: { host: new URL(hook.url).host, signed: true } }),
    ]);
    const res = await postLead(first.url, 1);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The first attempt fails; the retry is 5 s away, so the process stops with it pending.
    await waitForLog(first, (e) => e.msg === 'lead notification failed; trying again later' && e.leadId === id);
    const ready = (await (await fetch(`${first.url}/readyz`)).json()) as { checks: { notifications: unknown } };
    expect(ready.checks.notifications).toEqual({ channels: ['webhook'], pending: 1, failed: 0 });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(hook.requests).toHaveLength(1);

    const second = await start({ env, leadsFile: first.leadsFile });
    await waitFor('the resent lead', () => hook.requests.length === 2);
    expect(hook.requests.map((r) => [JSON.parse(r.body).lead.id, r.status])).toEqual([
      [id, 500],
      [id, 200],
    ]);
    await waitForLog(second, (e) => e.msg === 'lead notification sent' && e.leadId === id);
    expect((await ndjsonRecords(deliveryRecordFile(first.leadsFile))).map((r) => [r.status, r.attempt])).toEqual([
      ['failed', 1],
      ['sent', 2],
    ]);
  });

  it('with two workers, each sends the leads of its own log, every lead exactly once', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const server = await start({ env: { WEB_CONCURRENCY: '2', LEADS_WEBHOOK_URL: hook.url, LEADS_NOTIFY_MAX_PER_HOUR: '1000' } });
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);

    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => postLead(server.url, i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(40);
    await waitFor('every lead at the webhook', () => hook.requests.length >= 40);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const messages = hook.requests.map((r) => JSON.parse(r.body).lead.message as string);
    expect(messages).toHaveLength(40);
    expect(new Set(messages).size).toBe(40);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const files = (await readdir(path.dirname(server.leadsFile))).filter((name) => name.includes('deliveries')).sort();
    expect(files).toEqual(['contacts-worker-1.deliveries.ndjson', 'contacts-worker-2.deliveries.ndjson']);
  });

  it('past the hourly number, the two workers together send no more one by one: the rest waits for the digest, all stored', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const server = await start({ env: { WEB_CONCURRENCY: '2', LEADS_WEBHOOK_URL: hook.url, LEADS_NOTIFY_MAX_PER_HOUR: '5' } });
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);

    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => postLead(server.url, i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    await waitFor("the hour's notifications", () => hook.requests.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.requests.map((r) => (JSON.parse(r.body) as { event: string }).event)).toEqual(Array(5).fill('contact-request'));
    expect(await storedLeads(server.leadsFile)).toHaveLength(12);
    // Both workers served requests: the count they share is what held the rest back.
    const logs = (await readdir(path.dirname(server.leadsFile))).filter((name) => /^contacts-worker-\d\.ndjson$/.test(name));
    expect(logs).toHaveLength(2);
  });

  it("with two workers, the webhook's signed photo links open on either worker, and an altered one on none", async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const server = await start({ env: { WEB_CONCURRENCY: '2', LEADS_WEBHOOK_URL: hook.url } });
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);

    const lead = visitorLead(1);
    const upload = await uploadPhoto(server.url, await floorPhoto(1200, 900), lead.formToken);
    expect(upload.status).toBe(201);
    const res = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...lead, photos: [upload.body.id] }),
    });
    expect(res.status).toBe(201);
    await waitFor('the webhook', () => hook.requests.length === 1);
    const [photo] = (JSON.parse(hook.requests[0]!.body) as { lead: { photos: { url: string; thumbnailUrl: string }[] } }).lead.photos;
    // The links name the site's origin (data/business.json); asked of this server, each worker answers in turn.
    const local = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(local(photo!.url)).then((r) => r.status)));
    expect(answers).toEqual(Array(6).fill(200));
    expect((await fetch(local(photo!.thumbnailUrl))).headers.get('content-type')).toBe('image/jpeg');
    const altered = local(photo!.url).replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 1}`);
    const refused = await Promise.all(Array.from({ length: 4 }, () => fetch(altered).then((r) => r.status)));
    expect(refused).toEqual(Array(4).fill(403));
  });
});
