// The places of a site-visit slot as a real deployment counts them: two
// workers taking requests for one slot at once (exactly as many hold it as
// there are crews, every request stored), and the count rebuilt from the
// lead logs when the site starts again, and given back when the business
// cancels a visit from the command line.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import { runCli } from '../helpers/run-cli';
import { type ServerProcess, startServer, visitorLead, waitForLog } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

interface Slot {
  id: string;
  available: number;
}

const slotsOf = async (url: string) => ((await (await fetch(`${url}/api/visit-slots`)).json()) as { slots: Slot[] }).slots;

/** POST /api/contacts on a connection of its own, so the workers take turns, as new visitors' browsers would. */
function postOnNewConnection(url: string, body: object) {
  return new Promise<{ status: number; body: { slot?: { held: boolean } } }>((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/contacts`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { slot?: { held: boolean } } }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

// Two starts of two workers and a command: longer than a process test's default on a busy host.
describe('the places of a site-visit slot', { timeout: 90_000 }, () => {
  it('with two workers, crews + 1 requests at once for one slot are all stored and exactly as many as the crews hold it; a restart counts them again, a cancel from the command line gives one back', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    running.push(server);
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);
    const [slot] = await slotsOf(server.url);
    const crews = slot!.available;
    expect(crews).toBeGreaterThanOrEqual(1);

    const answers = await Promise.all(
      Array.from({ length: crews + 1 }, (_, i) => postOnNewConnection(server.url, { ...visitorLead(i), visit: { slot: slot!.id } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(crews + 1).fill(201));
    expect(answers.filter((answer) => answer.body.slot?.held === true)).toHaveLength(crews);
    expect(answers.filter((answer) => answer.body.slot?.held === false)).toHaveLength(1);
    // Both workers took some: the logs are theirs.
    const { leads } = await readLeadLogs(await findLeadLogs(server.leadsFile));
    expect(leads).toHaveLength(crews + 1);
    expect(new Set(leads.map(({ file }) => file)).size).toBe(2);
    expect(leads.filter(({ lead }) => lead.visit?.slot?.held).length).toBe(crews);
    expect((await slotsOf(server.url)).find((each) => each.id === slot!.id)?.available).toBe(0);

    // Stopped and started again over the same logs: the slot is still full, the next one still free.
    server.child.kill('SIGTERM');
    await server.exited;
    const again = await startServer({ env: { WEB_CONCURRENCY: '2' }, leadsFile: server.leadsFile });
    running.push(again);
    await waitForLog(again, () => again.logs.some((e) => e.msg === 'site visits held by stored requests counted' && e.held === crews));
    const after = await slotsOf(again.url);
    expect(after.find((each) => each.id === slot!.id)?.available).toBe(0);
    expect(after.find((each) => each.id !== slot!.id)?.available).toBe(crews);

    // The business cancels one of them from the command line: the site gives the place back within seconds.
    const holder = leads.find(({ lead }) => lead.visit?.slot?.held)!.lead.id;
    const cancelled = await runCli('leads', ['--cancel', holder, '--file', server.leadsFile], { DATA_DIR: again.dataDir });
    expect(cancelled.code).toBe(0);
    await waitFor(
      'the place given back',
      async () => (await slotsOf(again.url)).find((each) => each.id === slot!.id)?.available === 1,
      10_000,
    );
  });
});
