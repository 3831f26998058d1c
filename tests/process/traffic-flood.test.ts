// 10,000 bogus events from one address (loopback, bounded) against the site
// as deployed (two workers): every one is answered 204, the traffic logs stay
// within their disk budget, every page keeps answering, and /readyz counts
// what was dropped and why.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTrafficLogs } from '../../server/traffic/traffic-files';
import { startServer, waitForLog, type ServerProcess } from '../helpers/server-process';
import { BROWSER_AGENT, trafficLogBytes } from '../helpers/stored-traffic';
import { waitFor } from '../helpers/wait-for';

const EVENTS = 10_000;
const CONCURRENCY = 32;
const BUDGET_BYTES = 8 * 1024;
const PAGES = ['/', '/services', '/contact', '/blog', '/api/services'];

let server: ServerProcess;
let eventsDir: string;
beforeAll(async () => {
  eventsDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-flood-')), 'events');
  server = await startServer({
    env: {
      WEB_CONCURRENCY: '2',
      TRAFFIC_DIR: eventsDir,
      TRAFFIC_MAX_MB: String(BUDGET_BYTES / 1024 / 1024),
      // Two days on disk, so that today's part of so small a budget holds a few events.
      TRAFFIC_KEEP_DAYS: '1',
      // High enough that the budget, not only the rate, is reached.
      TRAFFIC_RATE_LIMIT: '1000',
    },
  });
  await waitForLog(server, () => server.logs.filter((entry) => entry.msg === 'serving the site').length === 2);
}, 30_000);
afterAll(() => {
  server.child.kill('SIGKILL');
});

/** Every kind of bogus: well-formed views of made-up visits, unknown types, junk, oversize bodies. */
function bogus(i: number): string {
  switch (i % 4) {
    case 0:
      return JSON.stringify({ type: 'view', path: `/services?i=${i}`, visit: i.toString(16).padStart(16, '0') });
    case 1:
      return JSON.stringify({ type: 'purchase', path: '/', visit: '0123456789abcdef', amount: i });
    case 2:
      return `not json ${i}`;
    default:
      return 'x'.repeat(5_000);
  }
}

interface Readiness {
  status: string;
  checks: { traffic: { logBytes: number; budgetBytes: number; dropped: Record<'invalid' | 'rate' | 'budget' | 'failed', number> } };
}

async function readiness(): Promise<Readiness> {
  return (await (await fetch(`${server.url}/readyz`)).json()) as Readiness;
}

/** The events on disk, one a line. */
async function storedLineCount(): Promise<number> {
  const files = await findTrafficLogs(eventsDir);
  return (await Promise.all(files.map(({ file }) => readFile(file, 'utf8')))).join('').split('\n').filter(Boolean).length;
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe('a flood of bogus events', () => {
  it('stays within the disk budget, answers every event 204 and every page 200, and counts the drops in /readyz', async () => {
    const quiet: number[] = [];
    for (let round = 0; round < 4; round++) for (const page of PAGES) quiet.push((await timedGet(`${server.url}${page}`)).ms);
    const statuses = new Map<number, number>();
    let next = 0;
    const flood = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < EVENTS) {
          const i = next++;
          const res = await fetch(`${server.url}/api/footfall`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER_AGENT },
            body: bogus(i),
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    // Pages asked for all through the flood.
    const pages: { status: number; ms: number }[] = [];
    let flooding = true;
    void flood.finally(() => (flooding = false));
    while (flooding) for (const page of PAGES) pages.push(await timedGet(`${server.url}${page}`));
    await flood;

    expect(Object.fromEntries(statuses)).toEqual({ 204: EVENTS });
    expect(pages.length).toBeGreaterThan(PAGES.length);
    expect(pages.every((page) => page.status === 200)).toBe(true);
    // Figures, not a pass mark (timings on a shared machine are noisy).
    const median = (ms: number[]) => ms.sort((a, b) => a - b)[ms.length >> 1]!.toFixed(1);
    console.info(
      `pages: median ${median(quiet)} ms before the flood, ${median(pages.map((page) => page.ms))} ms during it (${pages.length} answered)`,
    );

    // The last batches are written about a second later: ask until every event is either on disk or tallied as dropped.
    const { ready, storedLines } = await waitFor(
      'every event stored or dropped',
      async () => {
        const status = await readiness();
        const lines = await storedLineCount();
        const { dropped } = status.checks.traffic;
        return dropped.invalid + dropped.rate + dropped.budget + dropped.failed + lines >= EVENTS && { ready: status, storedLines: lines };
      },
      10_000,
      250,
    );
    const bytes = await trafficLogBytes(eventsDir);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);

    // Either worker answers /readyz with what every worker's logs take on disk.
    await waitFor('/readyz to show the bytes on disk', async () => (await readiness()).checks.traffic.logBytes === bytes, 10_000, 250);

    expect(ready.status).toBe('ready');
    const { dropped, budgetBytes } = ready.checks.traffic;
    expect(budgetBytes).toBe(BUDGET_BYTES);
    expect(dropped.invalid).toBeGreaterThan(0);
    expect(dropped.rate).toBeGreaterThan(0);
    expect(dropped.budget).toBeGreaterThan(0);
    expect(dropped.invalid + dropped.rate + dropped.budget + dropped.failed + storedLines).toBe(EVENTS);
  }, 120_000);
});
