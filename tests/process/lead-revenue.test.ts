// From request to revenue as an operator sees it: two requests sent to the
// running site from two campaigns, one marked won for $12,000 and the other
// lost on price with `npm run leads -- --status`, and `npm run traffic`
// telling which campaign earned the money.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli';
import { startServer, visitorLead, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => {
  server.child.kill('SIGTERM');
});

/** A request sent from /contact by a visit that landed on `landingPage` from a link with `utm_source`; resolves with its id. */
async function sendFrom(utmSource: string, landingPage: string, i: number): Promise<string> {
  const res = await fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
    body: JSON.stringify({
      ...visitorLead(i),
      source: { page: '/contact', landingPage: `${landingPage}?utm_source=${utmSource}`, utm: { utm_source: utmSource } },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

it('a won and a lost request show as revenue and a loss of their campaigns in npm run traffic', async () => {
  const env = { ...process.env, LEADS_FILE: server.leadsFile, TRAFFIC_DIR: server.trafficDir };
  const won = await sendFrom('spring-mailer', '/services/restoration', 1);
  const lost = await sendFrom('houzz-ad', '/gallery', 2);
  expect((await runCli('leads', ['--status', won, 'won', '--amount', '12000'], env)).code).toBe(0);
  expect((await runCli('leads', ['--status', lost, 'lost', '--reason', 'price'], env)).code).toBe(0);

  const run = await runCli('traffic', ['--format', 'json', '--since', '1d'], env);
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout) as {
    sources: { source: string; outcomes: Record<string, unknown> }[];
    landingPages: { path: string; outcomes: Record<string, unknown> }[];
    totals: { outcomes: Record<string, unknown> };
  };
  const bySource = Object.fromEntries(report.sources.map((row) => [row.source, row.outcomes]));
  expect(bySource['spring-mailer']).toMatchObject({ leads: 1, wins: 1, losses: 0, wonRevenue: 12_000, quotes: 1, winRate: 1 });
  expect(bySource['houzz-ad']).toMatchObject({ leads: 1, wins: 0, losses: 1, lostReasons: { price: 1 }, wonRevenue: 0, winRate: 0 });
  expect(report.totals.outcomes).toMatchObject({ leads: 2, wins: 1, losses: 1, wonRevenue: 12_000, revenuePerLead: 6_000 });
  const byLanding = Object.fromEntries(report.landingPages.map((row) => [row.path, row.outcomes.wonRevenue]));
  expect(byLanding).toMatchObject({ '/services/restoration': 12_000, '/gallery': 0 });

  const table = await runCli('traffic', ['--by', 'source', '--since', '1d'], env);
  expect(table.stdout).toMatch(/^spring-mailer\s+campaign\s+1\s+0\s+0\s+1\s+1\s+0\s+\$12,000\s+100%\s+\S+\s+\$12,000$/m);
});
