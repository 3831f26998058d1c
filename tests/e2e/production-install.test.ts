// The site as an operator installs it: a clean copy of the tree, `npm ci
// --omit=dev` (no tsx, no vitest), then `npm start` serves with two workers,
// and the operator commands run with plain node: `npm run leads` (table and
// CSV), `npm run traffic`, `npm run content:check`, `npm run content:schema -- --check`.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressClass } from '../../server/web/address-class';
import { newFormToken } from '../../server/leads/form-token';
import { freePort } from '../helpers/free-port';
import { BROWSER_AGENT } from '../helpers/stored-traffic';
import { waitFor } from '../helpers/wait-for';

const FORM_SECRET = 'the-operators-own-form-secret-0123';
let copy: string;
let site: ChildProcess | undefined;
let url: string;

/** What an operator's shell has: PATH and HOME, nothing of this test run. */
const operatorEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, ...extra }).filter(([, value]) => value !== undefined),
  );

async function npm(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', args, { cwd: copy, env: operatorEnv(env) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'fbt-install-'));
  // The files a clone has (tracked, and new ones not ignored), nothing built or installed.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    await mkdir(path.join(copy, path.dirname(file)), { recursive: true });
    await cp(file, path.join(copy, file));
  }
  const install = await npm(['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(install.code, install.stderr).toBe(0);

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  site = spawn('npm', ['start'], {
    cwd: copy,
    env: operatorEnv({ PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '2', FORM_SECRET }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The first start derives every photo of data/ (about 25 s alone on this machine; more beside another browser test).
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${url}/healthz`)
      .then((res) => res.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('npm start did not serve within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 420_000);

afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev)', () => {
  it('has no development tools', () => {
    for (const tool of ['tsx', 'vitest', 'eslint']) expect(existsSync(path.join(copy, 'node_modules', tool)), tool).toBe(false);
  });

  it('npm start serves the site and stores a request', async () => {
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');
    const viewed = await fetch(`${url}/api/footfall`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER_AGENT },
      body: JSON.stringify({ type: 'view', path: '/contact', visit: '00000000000000ab' }),
    });
    expect(viewed.status).toBe(204);
    const sent = await fetch(`${url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER_AGENT },
      body: JSON.stringify({
        name: 'Operator Test',
        email: 'operator@example.com',
        phone: '(718) 555-0100',
        message: '=cmd|calc, a formula',
        formToken: newFormToken(FORM_SECRET, Date.now() - 60_000, addressClass('127.0.0.1')),
        source: { page: '/contact', visit: '00000000000000ab' },
      }),
    });
    expect(sent.status).toBe(201);
  });

  it('npm start derived the photos from their originals and serves them', async () => {
    const gallery = await (await fetch(`${url}/gallery`)).text();
    const urls = [...new Set([...gallery.matchAll(/\/images\/[a-z0-9-]+-\d+\.[0-9a-f]{12}\.(?:avif|webp)/g)].map((match) => match[0]))];
    expect(urls.length).toBeGreaterThan(20);
    for (const image of urls.slice(0, 6)) {
      const res = await fetch(`${url}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toBe(image.endsWith('.avif') ? 'image/avif' : 'image/webp');
    }
    expect(existsSync(path.join(copy, 'var/cache/photos')), 'the cache of derived photos').toBe(true);
  });

  it('npm run leads prints the request, as a table and as CSV (formulas defused)', async () => {
    const table = await npm(['run', '--silent', 'leads']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('Operator Test');
    const csv = await npm(['run', '--silent', 'leads', '--', '--format', 'csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toMatch(/^receivedAt,name,email,phone,service,location,message,/);
    expect(csv.stdout).toContain(`"'=cmd|calc, a formula"`);
  });

  it('npm run traffic counts the view and the lead', async () => {
    // The traffic logs are written in batches, about once a second: ask again until the view and the request are in.
    const report = await waitFor(
      'the view and the lead in the report',
      async () => {
        const run = await npm(['run', '--silent', 'traffic', '--', '--format', 'json', '--since', '1d']);
        expect(run.code, run.stderr).toBe(0);
        const r = JSON.parse(run.stdout) as { pages: { path: string }[]; totals: { views: number; leads: number } };
        return r.totals.views >= 1 && r.totals.leads >= 1 && r;
      },
      10_000,
      250,
    );
    // The lead is under an hour old and no one has tapped its page: not yet counted for the time to first
    // contact; it counts as a lead that has become nothing yet.
    expect(report.totals).toEqual({
      views: 1,
      visits: 1,
      calls: 0,
      leads: 1,
      firstContact: { leads: 0, contacted: 0, withinHour: 0, medianMinutes: null },
      outcomes: {
        leads: 1,
        contactedWithinHour: 0,
        siteVisits: 0,
        quotes: 0,
        wins: 0,
        losses: 0,
        lostReasons: {},
        wonRevenue: 0,
        winRate: 0,
        revenuePerVisit: 0,
        revenuePerLead: 0,
      },
    });
    expect(report.pages).toMatchObject([{ path: '/contact', views: 1, visits: 1, leads: 1 }]);
  });

  it('npm run content:check and content:schema -- --check pass', async () => {
    const check = await npm(['run', '--silent', 'content:check']);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^data\/ is OK: /);
    const schema = await npm(['run', '--silent', 'content:schema', '--', '--check']);
    expect(schema.code, schema.stderr).toBe(0);
  });
});
