// Visitors' photos under attack, against the production server with two
// workers: a form cut short ends no process, an abandoned upload keeps no
// file open and leaves nothing on disk, a small file that declares a huge
// image is refused from its header without a decode, while 40 phone photos
// sent at once are all stored. Each worker's memory and open files are
// sampled from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  abandonedMultipart,
  abandonedUpload,
  imageBombs,
  sendRaw,
  stalledMultipart,
  unterminatedMultipart,
} from '../helpers/hostile-bodies';
import { type ServerProcess, startServer, uploadPhoto, visitorLead, waitForLog } from '../helpers/server-process';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function twoWorkers(env: Record<string, string> = {}) {
  const server = await startServer({ env: { WEB_CONCURRENCY: '2', ...env } });
  running.push(server);
  await waitForLog(server, () => workerPids(server).length === 2);
  return { ...server, port: Number(new URL(server.url).port), workers: workerPids(server) };
}

const workerPids = (server: ServerProcess) => server.logs.filter((e) => e.msg === 'serving the site').map((e) => e.pid as number);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every file under `dir` (the arriving ones included). */
async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name);
  return files;
}

/** Samples the workers' resident memory every 20 ms while `during` runs: the largest growth of any worker, in MB. */
async function memoryGrowth(pids: number[], during: () => Promise<unknown>): Promise<number> {
  const start = pids.map(rssMb);
  const peak = [...start];
  const sampler = setInterval(() => pids.forEach((pid, i) => (peak[i] = Math.max(peak[i]!, rssMb(pid)))), 20);
  try {
    await during();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(...peak.map((p, i) => p - start[i]!));
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('forms cut short', () => {
  it('five multipart posts that end inside a file part are answered 400; no worker dies and nothing is left on disk', async () => {
    const server = await twoWorkers();
    const host = `127.0.0.1:${server.port}`;
    const answers: string[] = [];
    for (const body of [
      unterminatedMultipart('/contact', host),
      unterminatedMultipart('/es/contacto', host),
      unterminatedMultipart('/contact', host, { name: 'notes' }),
      unterminatedMultipart('/contact', host, { filename: '' }),
      unterminatedMultipart('/contact', host),
    ]) {
      answers.push(await sendRaw(server.port, body));
      await settle(200);
    }
    expect(answers).toEqual(Array(5).fill('HTTP/1.1 400 Bad Request'));
    await settle();
    expect(server.logs.filter((e) => e.msg === 'a worker died; starting another')).toEqual([]);
    expect(server.workers.every(alive)).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await filesUnder(server.photosDir)).toEqual([]);
  }, 30_000);
});

describe('uploads abandoned part-way', () => {
  it('close their files and remove their bytes at once: open files return to where they were, nothing is left', async () => {
    const server = await twoWorkers();
    // A first upload, so each worker has opened what it keeps open (the folder, libvips) before the count.
    await Promise.all([1, 2].map((i) => uploadPhoto(server.url, Buffer.alloc(0), visitorLead(i).formToken)));
    const before = server.workers.map(openFiles);
    for (let i = 0; i < 200; i += 25)
      await Promise.all(Array.from({ length: 25 }, () => abandonedMultipart(server.port, '/contact', 32 * 1024)));
    await Promise.all(Array.from({ length: 10 }, () => abandonedMultipart(server.port, '/es/contacto', 6 * 1024 * 1024)));
    await Promise.all(Array.from({ length: 20 }, (_, i) => abandonedUpload(server.port, 2 * 1024 * 1024, visitorLead(i).formToken)));
    await settle(500);
    const after = server.workers.map(openFiles);
    after.forEach((count, i) => expect(count).toBeLessThanOrEqual(before[i]! + 4));
    expect(await filesUnder(server.photosDir)).toEqual([]);
    // Visitors did it, not the site: warnings, counted, and not a line each.
    const warnings = server.logs.filter((e) => e.level === 40 && /abandoned|cut short/.test(e.msg as string));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(4);
    expect(server.logs.filter((e) => e.level === 50)).toEqual([]);
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { checks: { cutShortByVisitors: Record<string, number> } };
    expect(Object.values(ready.checks.cutShortByVisitors).reduce((a, b) => a + b, 0)).toBe(230);
  }, 60_000);

  it('that go quiet are cut off by the request timeout, and their bytes removed then', async () => {
    const server = await twoWorkers({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' });
    const stalled = Promise.all(Array.from({ length: 10 }, () => stalledMultipart(server.port, '/contact', 256 * 1024)));
    await settle(1_000);
    expect((await filesUnder(server.photosDir)).length).toBeGreaterThan(0);
    await stalled;
    await settle(500);
    expect(await filesUnder(server.photosDir)).toEqual([]);
  }, 30_000);
});

describe('small files that declare a huge image', () => {
  it('are refused from their header (413), and no worker grows by more than 100 MB; phone photos still go through', async () => {
    const server = await twoWorkers();
    const token = visitorLead(1).formToken;
    for (const [name, make] of Object.entries(imageBombs)) {
      const bomb = await make();
      let status = 0;
      const growth = await memoryGrowth(server.workers, async () => (status = (await uploadPhoto(server.url, bomb, token)).status));
      expect({ name, status }).toEqual({ name, status: 413 });
      expect(growth, name).toBeLessThan(100);
    }
    // A 12 MP phone photo and a 48 MP camera's (baseline JPEGs, as cameras write them).
    for (const [width, height] of [
      [4032, 3024],
      [8064, 6048],
    ] as const) {
      const photo = await sharp({ create: { width, height, channels: 3, background: '#8a7f72' } })
        .jpeg({ quality: 90 })
        .toBuffer();
      expect((await uploadPhoto(server.url, photo, token)).status).toBe(201);
    }
  }, 60_000);
});

describe('real photos', () => {
  it('40 phone photos of 9 MB sent at once are all stored, each worker within its decode budget', async () => {
    const server = await twoWorkers();
    const photo = await nineMegabytePhoto();
    expect(photo.length).toBeGreaterThan(8.5 * 1024 * 1024);
    let statuses: number[] = [];
    const growth = await memoryGrowth(server.workers, async () => {
      statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => uploadPhoto(server.url, photo, visitorLead(i).formToken)))).map(
        (answer) => answer.status,
      );
    });
    expect(statuses).toEqual(Array(40).fill(201));
    expect((await filesUnder(server.photosDir)).filter((name) => name.endsWith('.thumb.jpg'))).toHaveLength(40);
    // PHOTO_DECODES_MB (512) plus the bytes of the uploads under way.
    expect(growth).toBeLessThan(700);
  }, 120_000);
});

/** A 4032 × 3024 photo with a floor's fine detail everywhere, at a phone's top quality: about 9 MB. */
async function nineMegabytePhoto(): Promise<Buffer> {
  const { data, info } = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: '#8a7f72', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).jpeg({ quality: 96 }).withMetadata({ orientation: 6 }).toBuffer();
}
