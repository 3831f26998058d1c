// WEB_CONCURRENCY=2: two workers behind one port, each with its own lead log.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-files';
import { postLead, type ServerProcess, startServer, waitForLog } from '../helpers/server-process';

const running: ServerProcess[] = [];
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
    const leads = await readLeadLogs(logs, () => {});
    expect(new Set(leads.map((l) => l.message)).size).toBe(200);

    // One worker dies: the other keeps serving and a new one takes its place.
    const workerPid = server.logs.find((e) => e.msg === 'serving the site')!.pid as number;
    process.kill(workerPid, 'SIGKILL');
    await waitForLog(server, (e) => e.msg === 'a worker died; starting another');
    await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 3);
    expect((await postLead(server.url, 1000)).status).toBe(201);

    // The leads command sees every worker's requests.
    const report = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--format', 'json'], {
      env: { ...process.env, LEADS_FILE: server.leadsFile },
      encoding: 'utf8',
    });
    expect(report.status).toBe(0);
    expect((JSON.parse(report.stdout) as unknown[]).length).toBe(201);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
