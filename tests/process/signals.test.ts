// The real process under signals and crashes: graceful SIGTERM, SIGKILL mid-load,
// SIGHUP content reload, a slow client, and development's live reload of photos.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLeads } from '../helpers/stored-leads';
import { copyOfData, postLead, startServer, visitorLead, waitForLog, type ServerProcess } from '../helpers/server-process';
import { phonePhoto } from '../helpers/phone-photo';
import type { SiteImage } from '../../shared/api-types';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  running.push(server);
  return server;
};

/** A POST whose body arrives in two parts, `gapMs` apart: in flight on the server meanwhile. */
function slowPost(url: string, body: string, gapMs: number): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/contacts HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      setTimeout(() => socket.write(body.slice(10)), gapMs);
    });
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, then exits 0 within 10 s, with every request in the log', async () => {
    const server = await start();
    const inFlight = Array.from({ length: 30 }, (_, i) => slowPost(server.url, JSON.stringify(visitorLead(i)), 600));
    await new Promise((r) => setTimeout(r, 200));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array(30).fill(201));
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await storedLeads(server.leadsFile)).toHaveLength(30);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

describe('SIGKILL in the middle of a load of posts', () => {
  it('every request that got a 2xx is in the log, and the log stays readable', async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await postLead(server.url, w * 100_000 + i);
          if (res.ok) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // the process is gone
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 800));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(50);
    const stored = new Set((await storedLeads(server.leadsFile)).map((l) => l.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.info(`SIGKILL: ${acknowledged.length} acknowledged posts, ${lost.length} missing from the log`);
    expect(lost).toEqual([]);
  });

  it('a torn last line is skipped by readers with a warning, and the next request starts a fresh line', async () => {
    const first = await start();
    await postLead(first.url, 1);
    first.child.kill('SIGKILL');
    await first.exited;
    await appendFile(first.leadsFile, '{"id":"torn","name":"Half a li');

    const second = await start({ leadsFile: first.leadsFile });
    await waitForLog(second, (e) => String(e.msg).includes('last line was incomplete'));
    const res = await postLead(second.url, 2);
    expect(res.status).toBe(201);

    const warnings: string[] = [];
    const leads = await storedLeads(first.leadsFile, (w) => warnings.push(w));
    expect(leads.map((l) => l.message)).toEqual(['request 1', 'request 2']);
    expect(warnings).toHaveLength(1);
    const lines = (await readFile(first.leadsFile, 'utf8')).split('\n');
    expect(lines[1]).toBe('{"id":"torn","name":"Half a li');
    expect(JSON.parse(lines[2]!)).toMatchObject({ message: 'request 2' });
  });
});

describe('SIGHUP', () => {
  it('reloads valid content atomically, and keeps the last good content when the new one is invalid', async () => {
    const dataDir = await copyOfData();
    const server = await start({ dataDir });
    const file = path.join(dataDir, 'services.json');
    const services = JSON.parse(await readFile(file, 'utf8'));
    services.services[0].name = 'Bespoke Terrazzo Installation';
    await writeFile(file, JSON.stringify(services));
    server.child.kill('SIGHUP');
    await waitForLog(server, (e) => e.msg === 'content reloaded');
    const names = async () => ((await (await fetch(`${server.url}/api/services`)).json()) as { name: string }[]).map((s) => s.name);
    expect(await names()).toContain('Bespoke Terrazzo Installation');

    await writeFile(file, '{ "version": 1, "services": [ { "slug": 42 } ] }');
    server.child.kill('SIGHUP');
    const error = await waitForLog(server, (e) => String(e.msg).startsWith('content not reloaded'));
    expect(String(error.msg)).toContain('services.json');
    expect(await names()).toContain('Bespoke Terrazzo Installation');
  });
});

describe('a slow client', () => {
  it('that never finishes its headers is disconnected after the headers timeout', async () => {
    const server = await start({ env: { HEADERS_TIMEOUT_MS: '1000' } });
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
        const drip = setInterval(() => socket.write('X-Slow: a\r\n'), 200);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
      });
      socket.on('error', () => {});
      socket.resume();
    });
    expect(closedAfter).toBeLessThan(4_000);
    // and the server still serves everyone else
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('development (npm run dev)', () => {
  it('serves a photo dropped into data/photos/ and named in a project at once, and keeps the last good content for a broken one', async () => {
    const dataDir = await copyOfData();
    const server = await start({ dataDir, env: { NODE_ENV: 'development' } });
    const galleryFile = path.join(dataDir, 'gallery.json');
    const name = async (file: string) => {
      const gallery = JSON.parse(await readFile(galleryFile, 'utf8'));
      gallery.items[0].photos = [{ file, alt: 'The finished concourse floor' }];
      await writeFile(galleryFile, JSON.stringify(gallery, null, 2));
    };
    const project = async () =>
      (await (await fetch(`${server.url}/api/gallery/airport-concourse-floor`)).json()) as { photos: SiteImage[]; image: SiteImage };

    await writeFile(path.join(dataDir, 'photos/concourse.jpg'), await phonePhoto());
    await name('concourse.jpg');
    await waitForLog(server, (e) => e.msg === 'content reloaded', 30_000);
    const { photos, image } = await project();
    // Upright (portrait), at every width, and now the project's picture.
    expect(photos[0]).toMatchObject({ width: 960, height: 1280, widths: [480, 780, 960, 1170, 1440] });
    expect(image.url).toMatch(/^\/images\/concourse-960\.[0-9a-f]{12}\.webp$/);
    expect((await fetch(`${server.url}${photos[0]!.url}`)).status).toBe(200);

    await writeFile(path.join(dataDir, 'photos/broken.jpg'), 'not a photo');
    await name('broken.jpg');
    const error = await waitForLog(server, (e) => String(e.msg).startsWith('content not reloaded'), 30_000);
    expect(String(error.msg)).toContain('broken.jpg cannot be read as an image');
    expect((await project()).photos[0]!.url).toBe(photos[0]!.url);
  }, 60_000);
});
