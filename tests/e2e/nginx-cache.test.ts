// The site behind a real shared cache: Debian's nginx with deploy/nginx.conf
// in front of two production instances (two "machines" built from the same
// tree, over the same content), the way a CDN edge uses it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '../../server/leads/form-token';
import { storedLeads } from '../helpers/stored-leads';
import { freePort } from '../helpers/free-port';

const SHARED_CACHE_SECONDS = 2;
const FORM_SECRET = 'one-secret-for-every-instance-0123456789';

interface Instance {
  child: ChildProcess;
  url: string;
  leadsFile: string;
}

let tmp: string;
let dataDir: string;
const instances: Instance[] = [];
let nginx: ChildProcess;
let proxy: string;

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${ms} ms`);
}

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const leadsFile = path.join(tmp, name, 'contacts.ndjson');
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      LEADS_FILE: leadsFile,
      FORM_SECRET,
      LOG_LEVEL: 'warn',
      SHARED_CACHE_SECONDS: String(SHARED_CACHE_SECONDS),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/healthz`)).ok, `instance ${name} did not start`);
  return { child, url, leadsFile };
}

beforeAll(async () => {
  const version = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (version.error) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it)');
  tmp = await mkdtemp(path.join(os.tmpdir(), 'fbt-nginx-'));
  dataDir = path.join(tmp, 'data');
  await cp(path.resolve('data'), dataDir, { recursive: true });
  instances.push(await startInstance('a'), await startInstance('b'));

  // deploy/nginx.conf as it is, pointed at these instances and at temporary paths.
  const port = await freePort();
  const prefix = path.join(tmp, 'nginx');
  await mkdir(path.join(prefix, 'cache'), { recursive: true });
  // nginx's workers run as an unprivileged user when started as root.
  await chmod(tmp, 0o755);
  await chmod(prefix, 0o777);
  await chmod(path.join(prefix, 'cache'), 0o777);
  let conf = await readFile('deploy/nginx.conf', 'utf8');
  const ports = instances.map((instance) => new URL(instance.url).port);
  conf = conf
    .replace(/^pid .*$/m, `pid ${prefix}/nginx.pid;`)
    .replace(/error_log [^;]+;/, `error_log ${prefix}/error.log warn;`)
    .replace(/access_log [^;]+;/, `access_log ${prefix}/access.log;`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${prefix}/cache`)
    .replace('server 127.0.0.1:3001;', `server 127.0.0.1:${ports[0]};`)
    .replace('server 127.0.0.1:3002;', `server 127.0.0.1:${ports[1]};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  expect(conf).toContain(`server 127.0.0.1:${ports[1]};`);
  await writeFile(path.join(prefix, 'nginx.conf'), conf);
  nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  proxy = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${proxy}/healthz`)).ok, 'nginx did not start');
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const instance of instances) instance.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const leadsWithEmail = async (email: string) =>
  (await Promise.all(instances.map((instance) => storedLeads(instance.leadsFile)))).flat().filter((lead) => lead.email === email);

describe('behind a caching proxy (deploy/nginx.conf)', () => {
  it('the second request for a page is a cache HIT', async () => {
    const first = await fetch(`${proxy}/services/restoration`);
    const second = await fetch(`${proxy}/services/restoration`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
  });

  it('a page is the same whichever instance made it', async () => {
    for (const page of ['/', '/gallery', '/blog', '/local/soho-manhattan-ny', '/contact']) {
      const [a, b, viaProxy] = await Promise.all(
        [...instances.map((instance) => instance.url), proxy].map((origin) =>
          fetch(`${origin}${page}`, { headers: { 'Accept-Encoding': 'br' } }),
        ),
      );
      const [textA, textB, textProxy] = await Promise.all([a!.text(), b!.text(), viaProxy!.text()]);
      expect(textB, page).toBe(textA);
      expect(textProxy, page).toBe(textA);
      expect(b!.headers.get('etag'), page).toBe(a!.headers.get('etag'));
      expect(viaProxy!.headers.get('etag'), page).toBe(a!.headers.get('etag'));
    }
  });

  it('If-None-Match through the proxy answers 304', async () => {
    const first = await fetch(`${proxy}/about`, { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${proxy}/about`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('a contact request (API and form) passes through uncached and is stored exactly once', async () => {
    const tokens = await Promise.all(
      [0, 1].map(() => fetch(`${proxy}/api/form-token`).then((res) => res.json() as Promise<{ token: string }>)),
    );
    expect(tokens[0]!.token).not.toBe(tokens[1]!.token);
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 300));
    const person = { name: 'Proxy Visitor', phone: '(718) 555-0100', message: 'Through the cache' };

    const apiEmail = `api-${Date.now()}@example.com`;
    const api = await fetch(`${proxy}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...person, email: apiEmail, formToken: tokens[0]!.token }),
    });
    expect(api.status).toBe(201);
    expect(api.headers.get('x-cache-status')).toBeNull();

    const formEmail = `form-${Date.now()}@example.com`;
    const form = await fetch(`${proxy}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...person, email: formEmail, formToken: tokens[1]!.token }).toString(),
    });
    expect(form.status).toBe(303);

    const [apiLeads, formLeads] = [await leadsWithEmail(apiEmail), await leadsWithEmail(formEmail)];
    expect(apiLeads).toHaveLength(1);
    expect(formLeads).toHaveLength(1);
    expect([apiLeads[0]!.spam, formLeads[0]!.spam]).toEqual([undefined, undefined]);
  });

  it('after a content change and SIGHUP to both instances, the proxy serves the new page once s-maxage has passed, with no error in between', async () => {
    const before = await (await fetch(`${proxy}/services`)).text();
    expect(before).not.toContain('Terrazzo Restoration, Renewed');
    const file = path.join(dataDir, 'services.json');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('"name": "Terrazzo Restoration"', '"name": "Terrazzo Restoration, Renewed"'),
    );
    for (const instance of instances) instance.child.kill('SIGHUP');

    const statuses: number[] = [];
    await until(async () => {
      const res = await fetch(`${proxy}/services`);
      statuses.push(res.status);
      return (await res.text()).includes('Terrazzo Restoration, Renewed');
    }, 'the proxy never served the new content');
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(statuses.length).toBeGreaterThan(1);
  }, 30_000);
});
