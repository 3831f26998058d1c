// The photo paths under attack, as figures (npm run bench -- attacks): each
// finding of the security probe replayed against the production build with
// two workers, printing what it cost. Run it against another build with
// BENCH_SERVER_ENTRY=path/to/server/index.js to compare before and after.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressClass } from '../../server/web/address-class';
import { newFormToken } from '../../server/leads/form-token';
import {
  abandonedMultipart,
  abandonedUpload,
  imageBombs,
  sendRaw,
  smallPngThatGrows,
  unterminatedMultipart,
} from '../../tests/helpers/hostile-bodies';
import { phoneSizedPhoto } from './phone-sized-photo';
import { runServer, type RunningServer } from './run-server';

const FORM_SECRET = 'benchmark-form-secret-0123456789';
const entry = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/index.js';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's processes: the primary and its workers. */
function processesOf(server: RunningServer): number[] {
  const children = (() => {
    try {
      return execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  })();
  return [server.pid, ...children];
}

const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return 0;
  }
};
const openFiles = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
};

async function folderBytes(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
    const s = await stat(path.join(dir, name)).catch(() => undefined);
    if (s?.isFile()) {
      files++;
      bytes += s.size;
    }
  }
  return { files, bytes };
}

async function twoWorkers(env: Record<string, string> = {}) {
  const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp(path.join(os.tmpdir(), 'fbt-attacks-')));
  const photosDir = path.join(dir, 'lead-photos');
  const logs: string[] = [];
  const server = await runServer({
    args: [entry],
    env: { WEB_CONCURRENCY: '2', LEAD_PHOTOS_DIR: photosDir, FORM_SECRET, ...env },
    onStdout: (line) => logs.push(line),
  });
  // Both workers up.
  while (processesOf(server).length < 3) await sleep(50);
  await sleep(500);
  return { server, photosDir, logs, port: Number(new URL(server.url).port) };
}

const token = () => newFormToken(FORM_SECRET, Date.now() - 60_000, addressClass('127.0.0.1'));
const alive = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (res) => res.ok,
    () => false,
  );

export async function photoAttacks(): Promise<void> {
  console.log(`\n## The photo paths under attack (${entry}, WEB_CONCURRENCY=2)`);

  {
    // 1. Multipart bodies that end inside a file part.
    const { server, logs, port } = await twoWorkers();
    const host = `127.0.0.1:${port}`;
    const bodies = [
      unterminatedMultipart('/contact', host),
      unterminatedMultipart('/es/contacto', host, { name: 'notes' }),
      unterminatedMultipart('/contact', host, { filename: '' }),
      unterminatedMultipart('/contact', host),
      unterminatedMultipart('/contact', host),
    ];
    const answers: string[] = [];
    for (const body of bodies) {
      answers.push(await sendRaw(port, body));
      await sleep(1_500);
    }
    await sleep(1_000);
    const deaths = logs.filter((line) => line.includes('a worker died')).length;
    const loop = logs.some((line) => line.includes('crash loop'));
    console.log(
      `1. five cut-short multipart posts (${bodies[0]!.length} bytes each, 1.5 s apart): answers ${[...new Set(answers)].join(' / ')}; ` +
        `${deaths} worker deaths${loop ? ', crash loop' : ''}; site answers afterwards: ${await alive(server.url)}`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 2. Uploads abandoned part-way.
    const { server, photosDir, port } = await twoWorkers();
    const before = processesOf(server).reduce((sum, pid) => sum + openFiles(pid), 0);
    for (let i = 0; i < 200; i += 20) await Promise.all(Array.from({ length: 20 }, () => abandonedMultipart(port, '/contact', 32 * 1024)));
    await sleep(1_000);
    const after = processesOf(server).reduce((sum, pid) => sum + openFiles(pid), 0);
    const leftAfterSmall = await folderBytes(path.join(photosDir, '.incoming'));
    await Promise.all(Array.from({ length: 20 }, () => abandonedMultipart(port, '/contact', 14 * 1024 * 1024)));
    await sleep(1_000);
    const left = await folderBytes(path.join(photosDir, '.incoming'));
    await Promise.all(Array.from({ length: 20 }, () => abandonedUpload(port, 4 * 1024 * 1024, token())));
    await sleep(1_000);
    const leftRaw = await folderBytes(path.join(photosDir, '.incoming'));
    console.log(
      `2. 200 abandoned multipart uploads: open files ${before} → ${after} across the processes, ${leftAfterSmall.files} partial files left; ` +
        `then 20 abandoned 14 MB parts: ${left.files} partial files, ${mb(left.bytes)} left on disk; then 20 abandoned raw uploads: ${mb(leftRaw.bytes)} left`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 3. Small files that declare a huge size, one at a time, each worker's memory sampled.
    const { server } = await twoWorkers();
    const results: string[] = [];
    for (const [name, make] of Object.entries(imageBombs)) {
      const bomb = await make();
      const pids = processesOf(server).slice(1);
      const start = pids.map(rssMb);
      let peak = [...start];
      const sampler = setInterval(() => (peak = pids.map((pid, i) => Math.max(peak[i]!, rssMb(pid)))), 20);
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', 'X-Form-Token': token() },
        body: new Uint8Array(bomb),
      }).then(
        (r) => r.status,
        () => 'cut',
      );
      await sleep(300);
      clearInterval(sampler);
      const growth = Math.max(...peak.map((p, i) => p - start[i]!));
      results.push(`${name} (${bomb.length} bytes): ${res}, +${Math.round(growth)} MB`);
    }
    console.log(
      `3. ${results.join('; ')}; workers afterwards ${processesOf(server)
        .slice(1)
        .map((pid) => Math.round(rssMb(pid)))
        .join(' and ')} MB`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 4. The hourly allowance against small files that grow.
    const { server, photosDir } = await twoWorkers({ UPLOAD_SOFT_MB_PER_HOUR: '1', UPLOAD_HARD_MB_PER_HOUR: '1' });
    const png = await smallPngThatGrows();
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/png', 'X-Form-Token': token() },
        body: new Uint8Array(png),
      });
      await res.arrayBuffer();
      if (res.status === 201) accepted++;
      else break;
    }
    const stored = await folderBytes(photosDir);
    console.log(
      `4. allowance 1 MB an hour, a ${(png.length / 1024).toFixed(0)} KB PNG sent until refused: ${accepted} accepted, ${mb(stored.bytes)} stored`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 5. An upload with 60,000 files in the photo folder.
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp(path.join(os.tmpdir(), 'fbt-attacks-full-')));
    const photosDir = path.join(dir, 'lead-photos');
    await mkdir(photosDir, { recursive: true });
    for (let i = 0; i < 60_000; i += 1_000)
      await Promise.all(Array.from({ length: 1_000 }, (_, j) => writeFile(path.join(photosDir, `old${i + j}.thumb.jpg`), 'x')));
    const { server } = await twoWorkers({ LEAD_PHOTOS_DIR: photosDir });
    const photo = await phoneSizedPhoto();
    const upload = () =>
      fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', 'X-Form-Token': token() },
        body: new Uint8Array(photo),
      }).then((r) => r.arrayBuffer());
    let started = performance.now();
    await upload();
    const alone = performance.now() - started;
    started = performance.now();
    const burst = Promise.all(Array.from({ length: 30 }, upload));
    const leadStarted = performance.now();
    await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Probe', email: 'probe@example.com', phone: '718 555 0100', formToken: token() }),
    });
    const lead = performance.now() - leadStarted;
    await burst;
    console.log(
      `5. 60,000 files in the photo folder: first upload ${Math.round(alone)} ms, 30 at once ${Math.round(performance.now() - started)} ms, a lead meanwhile ${Math.round(lead)} ms`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 6. Other spellings of an API read.
    const { server } = await twoWorkers();
    const pids = processesOf(server).slice(1);
    const start = pids.map(rssMb);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1_500; i++) {
      const spelling = [...'/api/services'].map((c, j) => ((i >> (j % 10)) & 1 ? c.toUpperCase() : c)).join('') + (i % 2 ? '/' : '');
      const res = await fetch(server.url + spelling, { redirect: 'manual' });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const growth = pids.map((pid, i) => Math.round(rssMb(pid) - start[i]!));
    console.log(
      `6. 1,500 spellings of /api/services: ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; workers grew ${growth.join(' and ')} MB`,
    );
    await server.stop().catch(() => {});
  }

  {
    // 7 and 8. Invisible characters in a name; what aborted uploads write to the log.
    const { server, logs, port } = await twoWorkers();
    const name = 'Ana\u{E0041}\u{E0042} Ruiz\u206A\u2028';
    await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, email: 'ana@example.com', phone: '718 555 0100', formToken: token() }),
    });
    await sleep(500);
    const stored = await readdir(path.dirname(server.leadsFile)).then((names) =>
      Promise.all(names.filter((n) => n.endsWith('.ndjson')).map((n) => readFile(path.join(path.dirname(server.leadsFile), n), 'utf8'))),
    );
    const hidden = [...stored.join('')].filter((c) => /[\u{E0000}-\u{E007F}\u206A-\u206F\u2028\u2029]/u.test(c)).length;
    console.log(`7. a name with tag characters, U+206A and U+2028: ${hidden} invisible characters in the stored record`);
    const errorsBefore = logs.filter((line) => /"level":50/.test(line)).length;
    await Promise.all(Array.from({ length: 50 }, () => abandonedUpload(port, 256 * 1024, token())));
    await sleep(1_000);
    const errors = logs.filter((line) => /"level":50/.test(line)).length - errorsBefore;
    const warnings = logs.filter((line) => /"level":40/.test(line)).length;
    console.log(`8. 50 aborted raw uploads: ${errors} error-level log lines (${warnings} warnings in all)`);
    await server.stop().catch(() => {});
  }
}
