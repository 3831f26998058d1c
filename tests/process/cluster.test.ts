// WEB_CONCURRENCY=2: two workers behind one port, each with its own lead log.
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CRASH_LOOP_DEATHS } from '../../server/cluster';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import { storedLeads } from '../helpers/stored-leads';
import { postLead, type ServerProcess, startServer, visitorLead, waitForLog } from '../helpers/server-process';

const running: ServerProcess[] = [];

/** POST /api/contacts on a connection of its own (so the workers take turns), as a new visitor's browser would. */
function postOnNewConnection(url: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { id?: string; message?: string } }>((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/contacts`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { id?: string; message?: string } }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

describe('several workers', () => {
  it('share the port, store every request in their own logs, restart a worker that dies, and stop together', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    running.push(server);
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);

    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => postLead(server.url, i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    const logs = await findLeadLogs(server.leadsFile);
    expect(logs.map((f) => f.replace(/.*\//, '')).sort()).toEqual(['contacts-worker-1.ndjson', 'contacts-worker-2.ndjson']);
    const { leads, problems } = await readLeadLogs(logs);
    expect(problems).toEqual([]);
    expect(new Set(leads.map(({ lead }) => lead.message)).size).toBe(200);

    // One worker dies: the other keeps serving and a new one takes its place.
    const workerPid = server.logs.find((e) => e.msg === 'serving the site')!.pid as number;
    process.kill(workerPid, 'SIGKILL');
    await waitForLog(server, (e) => e.msg === 'a worker died; starting another');
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 3);
    expect((await postLead(server.url, 1000)).status).toBe(201);

    // The leads command sees every worker's requests.
    const report = spawnSync(process.execPath, [`${inject('cliDir')}/leads.js`, '--format', 'json'], {
      env: { ...process.env, LEADS_FILE: server.leadsFile },
      encoding: 'utf8',
    });
    expect(report.status).toBe(0);
    expect((JSON.parse(report.stdout) as unknown[]).length).toBe(201);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('stop together when told while a worker is still starting', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    running.push(server);
    // The first worker serves; the other is most likely still reading the content.
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('restart dying workers after a growing delay; in a crash loop the primary keeps the port and answers 503 with the phone until one is back', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    running.push(server);
    const serving = () => server.logs.filter((e) => e.msg === 'serving the site');
    await waitForLog(server, () => serving().length === 2);
    // Kill both workers as they start, four times, as a request that crashes a worker at will would.
    for (let round = 0; round < 4; round++) {
      await waitForLog(server, () => serving().length >= 2 * (round + 1), 15_000);
      for (const entry of serving().slice(-2)) process.kill(entry.pid as number, 'SIGKILL');
    }
    const restarts = () => server.logs.filter((e) => e.msg === 'a worker died; starting another').map((e) => e.restartInMs as number);
    await waitForLog(server, () => restarts().length === 8);
    // Doubling from 100 ms, past the 10 s of an ordinary restart once it is a crash loop (the fifth death within a minute).
    expect(restarts()).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 12_800]);
    expect(server.logs.filter((e) => /crash loop/.test(e.msg as string))).toMatchObject([{ deaths: CRASH_LOOP_DEATHS }]);
    expect(server.logs.some((e) => e.level === 60)).toBe(false);

    // No worker is up for seconds now: the primary answers itself, after holding the connection a moment.
    const meanwhile = await fetch(`${server.url}/contact`);
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.headers.get('retry-after')).toBe('30');
    expect(await meanwhile.text()).toContain('(718) 555-0142');
    // Then a worker is back, on the same port.
    await waitForLog(server, () => serving().length >= 9, 15_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it('give the same answer to the same idempotency key and share the per-address counts', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2', LEADS_RATE_LIMIT: '3', LEADS_HARD_LIMIT: '6' } });
    running.push(server);
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);

    // One request, then sent again ten times at once (retries), each on a connection of its own: one receipt, one record,
    // and the repeats do not count against the address.
    const same = visitorLead(1);
    const key = { 'Idempotency-Key': 'the-same-key-1234' };
    const first = await postOnNewConnection(server.url, same, key);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOnNewConnection(server.url, same, key)));
    expect([first, ...answers].map((a) => a.status)).toEqual(Array(11).fill(201));
    expect(new Set([first, ...answers].map((a) => a.body.id)).size).toBe(1);
    const replay = await postOnNewConnection(server.url, { ...same, message: 'other fields' }, key);
    expect(replay.status).toBe(422);

    // Counted once across both workers (the first request is the first count): 3 plain, then flagged up to 6, then refused.
    const statuses: number[] = [];
    for (let i = 2; i <= 7; i++) statuses.push((await postOnNewConnection(server.url, visitorLead(i))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const leads = await storedLeads(server.leadsFile);
    expect(leads).toHaveLength(6);
    expect(leads.filter((lead) => lead.flagged?.includes('rate'))).toHaveLength(3);
    // Both workers took requests: the agreement above is theirs, not one worker's.
    expect((await findLeadLogs(server.leadsFile)).length).toBe(2);
  }, 60_000);
});
