// What the business records of a lead, from both workers' lead pages and the
// command line at once: every acknowledged event is kept, read back in the
// order it happened, and survives a SIGKILL of the whole site.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import { outcomeOf } from '../../server/leads/lead-outcome';
import { readNdjson } from '../../server/storage/ndjson-log';
import { runCli } from '../helpers/run-cli';
import { postLead, startServer, waitForLog, type ServerProcess } from '../helpers/server-process';
import { TEST_FORM_SECRET } from '../helpers/test-app';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

/** A tap on the lead page's form, on a connection of its own (so the workers take turns): its status. */
function tap(url: string, fields: Record<string, string>, origin: string) {
  return new Promise<number>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('events of a lead', () => {
  it('from two workers and the command at once are all kept, read back in order, through a SIGKILL', { timeout: 90_000 }, async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    running.push(server);
    // The primary hands connections only to workers that serve: on a busy host the second can start seconds after the first.
    const servingWorkers = () => server.logs.filter((entry) => entry.msg === 'serving the site' && entry.worker !== undefined).length;
    await waitForLog(server, () => servingWorkers() === 2, 45_000);
    const { id } = (await (await postLead(server.url, 1)).json()) as { id: string };
    const link = new URL(createLeadPageLinks(TEST_FORM_SECRET).url(server.url, id));

    const taps = Array.from({ length: 12 }, (_, i) => tap(link.href, { event: 'quoted', amount: String(1000 + i) }, server.url));
    const commands = Array.from({ length: 3 }, (_, i) =>
      runCli('leads', ['--status', id, 'quoted', '--amount', String(2000 + i)], { LEADS_FILE: server.leadsFile }),
    );
    const [statuses, ran] = await Promise.all([Promise.all(taps), Promise.all(commands)]);
    expect(statuses).toEqual(Array(12).fill(303));
    expect(ran.map((run) => run.code)).toEqual([0, 0, 0]);

    server.child.kill('SIGKILL');
    await server.exited;
    const files = await findLeadLogs(server.leadsFile);
    const { leads } = await readLeadLogs(files);
    const events = leads.find(({ lead }) => lead.id === id)!.events;
    expect(events.map((event) => event.amount).sort()).toEqual([
      ...Array.from({ length: 12 }, (_, i) => 1000 + i),
      ...Array.from({ length: 3 }, (_, i) => 2000 + i),
    ]);
    // Two workers' logs and the operator's each hold some; a worker's log in the order it heard them (it has one
    // writer; commands run at once share the operator's, in the order their appends landed). Readers sort by time.
    const holders = [];
    for (const file of files) {
      const ats = (await readNdjson(file, (value) => value as { event?: string; at?: string })).records
        .map(({ value }) => value)
        .filter((value) => value.event === 'quoted')
        .map((value) => value.at!);
      if (ats.length > 0) holders.push(file);
      if (file.includes('-worker-')) expect([...ats].sort(), file).toEqual(ats);
    }
    expect(holders.length).toBe(3);
    expect(events.map((event) => event.at)).toEqual(events.map((event) => event.at).sort());
    expect(outcomeOf(events).status).toBe('quoted');
  });
});
