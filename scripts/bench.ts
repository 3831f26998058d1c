// npm run bench: figures measured side by side in one run on this machine.
// Sections (run some with `npm run bench -- pages render`): payload, pages,
// fastpath, render, growth, workers, leads, traffic, cards, photos, uploads, decode, hydration, sms, start, attacks. Timings are noisy: compare the ratios.
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUDGETS, cssSize, firstLoadJs, readManifest } from './lib/payload';
import { measureRender } from './lib/render-phases';
import { runServer, visitorLead, type RunningServer } from './lib/run-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.argv.slice(2);
const wanted = (section: string) => only.length === 0 || only.includes(section);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PAGES = ['/', '/local/soho-manhattan-ny', '/brooklyn-neighborhoods', '/sitemap', '/blog/terrazzo-installation-guide-costs-process'];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, connections = 32, seconds = DURATION): Promise<Load> {
  await autocannon({ url, connections, duration: 1 }); // warm-up (and fills the page cache)
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const row = (label: string, l: Load, extra = '') =>
  console.log(
    `${label.padEnd(52)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${String(l.p50).padStart(3)} ms  p99 ${String(l.p99).padStart(4)} ms${l.errors ? `  ${l.errors} errors` : ''}${extra}`,
  );

async function pagesServer(env: Record<string, string> = {}): Promise<RunningServer & { staticDir: string }> {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-static-'));
  const server = await runServer({
    args: ['scripts/lib/pages-bench-server.ts'],
    tsx: true,
    env: { BENCH_STATIC_DIR: staticDir, LOG_LEVEL: 'info', ...env },
  });
  return { ...server, staticDir };
}

const fileName = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '_'));

if (wanted('payload')) {
  console.log('\n## Payload (production build in dist/client)');
  const manifest = readManifest('dist/client');
  const js = firstLoadJs(manifest, 'dist/client');
  const [largestPage, largest] = Object.entries(js).sort((a, b) => b[1] - a[1])[0]!;
  console.log(
    `first-load JavaScript, brotli: largest ${kb(largest)} (${largestPage}), smallest ${kb(Math.min(...Object.values(js)))}; budget ${kb(BUDGETS.firstLoadJsBytes)}`,
  );
  console.log(`stylesheet, brotli: ${kb(cssSize(manifest, 'dist/client'))}; budget ${kb(BUDGETS.cssBytes)}`);
}

if (wanted('pages')) {
  console.log(`\n## Cached pages against express.static of the same bytes, same process (${DURATION} s each, 32 connections)`);
  const server = await pagesServer();
  for (const page of PAGES) {
    const html = await (await fetch(server.url + page)).text();
    await writeFile(path.join(server.staticDir, `${fileName(page)}.html`), html);
  }
  for (const page of PAGES) {
    const cached = await load(server.url + page);
    const file = await load(`${server.url}/__bench/static/${fileName(page)}`);
    row(`${page} (cached page)`, cached, `  ${(cached.rps / file.rps).toFixed(2)}x static`);
    row(`  same bytes, express.static`, file);
  }
  // Longer runs for this pair: the difference is small and file reads are noisy.
  const plain = await load(`${server.url}/__bench/static/${fileName('/sitemap')}`, 32, DURATION * 2);
  const headers = await load(`${server.url}/__bench/static-headers/${fileName('/sitemap')}`, 32, DURATION * 2);
  row('express.static without security headers', plain);
  row(
    'express.static with security headers',
    headers,
    `  headers cost ${((1 - headers.rps / plain.rps) * 100).toFixed(1)}% (target < 10%)`,
  );
  const api = await load(`${server.url}/api/services`);
  const hello = await load(`${server.url}/__bench/hello`);
  row('/api/services', api, `  ${(api.rps / hello.rps).toFixed(2)}x hello-world (target ≥ 0.8x)`);
  row('bare Express hello-world', hello);
  await server.stop();
}

if (wanted('fastpath')) {
  const { fastPathBench } = await import('./lib/fast-path-bench');
  await fastPathBench(['/', '/local/soho-manhattan-ny', '/brooklyn-neighborhoods'], DURATION);
}

if (wanted('render')) {
  console.log('\n## Uncached renders (one connection: one request at a time on one core)');
  const server = await pagesServer({ PAGE_CACHE_MB: '0' });
  for (const page of PAGES) row(`${page} (rendered per request)`, await load(server.url + page, 1, DURATION));
  await server.stop();
  console.log('\n## Where a render spends its time (in this process, 200 renders each)');
  for (const page of PAGES) {
    const phases = await measureRender('data', 'dist/client', page, 200);
    console.log(
      `${page.padEnd(52)} render p50 ${phases.totalP50.toFixed(2)} ms, p99 ${phases.totalP99.toFixed(2)} ms; dehydrate + serialize ${(phases.stateShare * 100).toFixed(1)}% (target < 30%)`,
    );
  }
}

if (wanted('growth')) {
  console.log('\n## Growth: the same server with 1x and 10x content (2,470 neighborhoods, 150 articles)');
  const tenfold = await multiplyContent(10);
  for (const [label, dataDir] of [
    ['1x', 'data'],
    ['10x', tenfold],
  ] as const) {
    const started = performance.now();
    const server = await runServer({ env: { DATA_DIR: dataDir, PAGE_CACHE_MB: '0' } });
    const startup = performance.now() - started;
    const figures: string[] = [];
    for (const page of [
      '/local/soho-manhattan-ny',
      '/blog/terrazzo-installation-guide-costs-process',
      '/brooklyn-neighborhoods',
      '/blog',
      '/sitemap',
    ]) {
      const l = await load(server.url + page, 1, Math.max(2, Math.round(DURATION / 2)));
      figures.push(`${page} p50 ${l.p50} ms p99 ${l.p99} ms`);
    }
    console.log(
      `${label}: startup ${startup.toFixed(0)} ms (process spawn to listening; target at 10x < 2000 ms), resident memory ${server.rssMb().toFixed(0)} MB`,
    );
    for (const figure of figures) console.log(`  ${figure}`);
    await server.stop();
  }
}

if (wanted('workers')) {
  console.log(`\n## One worker against two (WEB_CONCURRENCY), the production server (${DURATION} s each, 64 connections)`);
  for (const page of ['/', '/local/soho-manhattan-ny', '/api/services']) {
    const figures: Load[] = [];
    for (const workers of ['1', '2']) {
      const server = await runServer({ env: { WEB_CONCURRENCY: workers } });
      await new Promise((r) => setTimeout(r, 500)); // let the second worker start
      figures.push(await load(server.url + page, 64));
      await server.stop();
    }
    row(`${page}, 1 worker`, figures[0]!);
    row(`${page}, 2 workers`, figures[1]!, `  ${(figures[1]!.rps / figures[0]!.rps).toFixed(2)}x`);
  }
  console.log('(autocannon runs on the same two cores, so a second worker competes with the load generator.)');
}

if (wanted('leads')) {
  console.log(`\n## Contact posts (${DURATION} s each, 32 connections)`);
  const naive = await postsPerSecond('naive');
  const durable = await postsPerSecond('durable');
  row('naive append per request, never synced', naive);
  row('durable (group-committed fdatasync)', durable, `  ${(durable.rps / naive.rps).toFixed(2)}x naive (target ≥ 1.0x)`);
}

if (wanted('traffic')) {
  // A counted page view costs less than the page it counts: it is answered before it is written.
  console.log(`\n## Traffic events (${DURATION} s each, 32 connections, one worker)`);
  const eventsDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-events-'));
  const server = await runServer({ env: { TRAFFIC_DIR: eventsDir, TRAFFIC_RATE_LIMIT: '1000000000', WEB_CONCURRENCY: '1' } });
  const page = await load(server.url);
  const view: autocannon.Request = {
    method: 'POST',
    path: '/api/footfall',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    },
    body: JSON.stringify({ type: 'view', path: '/services', visit: '0123456789abcdef', ref: 'www.google.com' }),
  };
  await autocannon({ url: server.url, connections: 32, duration: 1, requests: [view] });
  const r = await autocannon({ url: server.url, connections: 32, duration: DURATION, requests: [view] });
  const events: Load = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { checks: { traffic: { dropped: object } } };
  await server.stop();
  row('GET / (a cached page)', page);
  row('POST /api/footfall (a page view, written in batches)', events, `  ${(events.rps / page.rps).toFixed(2)}x the page`);
  console.log(`dropped: ${JSON.stringify(ready.checks.traffic.dropped)}`);
}

if (wanted('cards')) {
  // Link-preview cards are drawn on a page's first share, one at a time per card: how long one takes, how big it is.
  const { loadContent } = await import('../server/content/content-store');
  const { contentReader } = await import('../server/reads/read-routes');
  const { sitePages } = await import('../server/reads/site-map');
  const { cardForPath } = await import('../server/cards/card-spec');
  const { createCardStore } = await import('../server/cards/card-store');
  const { createLogger } = await import('../server/logger');
  const content = await loadContent('data');
  const pages = sitePages(contentReader(content)).map((page) => page.path);
  const sample = pages.filter((_, i) => i % Math.ceil(pages.length / 24) === 0);
  const hashOf = (url: string) => /\.([0-9a-f]{12})\.jpg$/.exec(url)![1]!;
  // Warm-up, untimed: the first card loads the drawing code and fonts. Drawn into a store of its own, so the timed one draws every card.
  const warmUp = createCardStore(await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-cards-warm-')), createLogger('silent'));
  const first = cardForPath(content, sample[0]!)!;
  await warmUp.file(hashOf(first.url), first.spec, content);
  const store = createCardStore(await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-cards-')), createLogger('silent'));
  const times: number[] = [];
  let largest = 0;
  for (const page of sample) {
    const card = cardForPath(content, page)!;
    const started = performance.now();
    const file = await store.file(hashOf(card.url), card.spec, content);
    times.push(performance.now() - started);
    largest = Math.max(largest, (await readFile(file)).length);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `\n## Link-preview cards (${sample.length} of the ${pages.length} pages of the sitemap, drawn one after another after one untimed warm-up)`,
  );
  console.log(`one card: mean ${Math.round(mean)} ms, slowest ${Math.round(Math.max(...times))} ms; largest ${kb(largest)} (limit 300 KB)`);
  console.log(
    `every page's card, if all were shared at once: about ${Math.round((mean * pages.length) / 1000)} s of drawing, one card at a time, spread over first shares`,
  );
}

if (wanted('photos')) {
  // Every photo of data/ surveyed and its files made into an empty cache (a first start's background), then again (every later start).
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-photos-'));
  const derive = () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/derive-photos.ts', cacheDir], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout) as { photos: number; surveyMs: number; ms: number; peakMb: number };
  };
  const cold = derive();
  const warm = derive();
  const files = (await readdir(cacheDir, { recursive: true })).filter((entry) => entry.includes(path.sep));
  console.log(`\n## Photos (${cold.photos} originals in data/photos/, each process alone, one after the other)`);
  console.log(
    `cold (an empty cache): surveyed in ${(cold.surveyMs / 1000).toFixed(1)} s (what the site waits for), every file made in ${(cold.ms / 1000).toFixed(1)} s, peak memory ${cold.peakMb} MB; ${files.length} files written`,
  );
  console.log(
    `warm (nothing changed): ${Math.round(warm.ms)} ms, peak memory ${warm.peakMb} MB: ${Math.round(cold.ms / warm.ms)}x faster, nothing encoded`,
  );
}

if (wanted('uploads')) {
  // A phone photo as the form without JavaScript sends it (the script sends one made smaller first): received, decoded, stripped, stored, fsynced.
  const { phoneSizedPhoto } = await import('./lib/phone-sized-photo');
  const photo = await phoneSizedPhoto();
  const photosDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-uploads-'));
  const server = await runServer({
    env: { LEAD_PHOTOS_DIR: photosDir, UPLOAD_SOFT_MB_PER_HOUR: '1000000', UPLOAD_HARD_MB_PER_HOUR: '1000000' },
  });
  const upload = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`an upload answered ${res.status}`);
    return performance.now() - started;
  };
  const startMb = server.rssMb();
  await upload(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 40; i++) times.push(await upload());
  times.sort((a, b) => a - b);
  const idleMb = server.rssMb();
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 10);
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: 20 }, upload));
  const burstMs = performance.now() - burstStarted;
  clearInterval(sampler);
  await server.stop();
  console.log(`\n## Photo uploads (one ${(photo.length / 1024 / 1024).toFixed(1)} MB 4032×3024 phone JPEG, one worker)`);
  console.log(
    `received, decoded, stored and fsynced, one at a time: p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, p99 ${Math.round(times[times.length - 1]!)} ms (40 uploads)`,
  );
  console.log(
    `20 at once: all stored in ${(burstMs / 1000).toFixed(1)} s; server memory ${Math.round(startMb)} MB at start, ${Math.round(idleMb)} MB after 41 uploads one by one, peak ${Math.round(peakMb)} MB with 20 at once`,
  );
}

if (wanted('decode')) {
  // Each decode in a process of its own: its peak memory is the decode's alone.
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/measure-decode.ts'], { stdio: 'inherit' });
}

if (wanted('hydration')) {
  const { hydrationBench } = await import('./lib/hydration-bench');
  await hydrationBench();
}

if (wanted('sms')) {
  const { smsBench } = await import('./lib/sms-bench');
  await smsBench();
}

if (only.includes('start')) {
  // Not in a plain `npm run bench`: it makes every file of 220 photos.
  const { startBench } = await import('./lib/start-bench');
  await startBench();
}

if (only.includes('attacks')) {
  // Not in a plain `npm run bench`: it makes gigapixel images and tens of thousands of files.
  const { photoAttacks } = await import('./lib/photo-attacks');
  await photoAttacks();
}

async function postsPerSecond(mode: 'durable' | 'naive'): Promise<Load> {
  const server = await runServer({ args: ['scripts/lib/leads-bench-server.ts', mode], tsx: true });
  let i = 0;
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/contacts',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: visitorLead(i++) }),
  };
  await autocannon({ url: server.url, connections: 32, duration: 2, requests: [request] });
  const r = await autocannon({ url: server.url, connections: 32, duration: DURATION, requests: [request] });
  await server.stop();
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** A copy of data/ with `factor` times the neighborhoods and about 7.5x the articles (150), for growth figures. */
async function multiplyContent(factor: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-data-10x-'));
  await cp('data', dir, { recursive: true });
  for (const file of await readdir(path.join(dir, 'neighborhoods'))) {
    const full = path.join(dir, 'neighborhoods', file);
    const parsed = JSON.parse(await readFile(full, 'utf8')) as {
      neighborhoods: { slug: string; neighborhood: string; title: string; description: string }[];
    };
    parsed.neighborhoods = parsed.neighborhoods.flatMap((n) =>
      Array.from({ length: factor }, (_, i) =>
        i === 0 ? n : (
          {
            ...n,
            slug: n.slug.replace(/-ny$/, `-${i + 1}-ny`),
            neighborhood: `${n.neighborhood} ${i + 1}`,
            title: `${n.title} ${i + 1}`,
            description: `${n.description} (${i + 1})`,
          }
        ),
      ),
    );
    await writeFile(full, JSON.stringify(parsed));
  }
  const blogFile = path.join(dir, 'blog.json');
  const blog = JSON.parse(await readFile(blogFile, 'utf8')) as {
    posts: { id: number; slug: string; title: string; metaTitle: string; metaDescription: string }[];
  };
  const originals = blog.posts;
  blog.posts = Array.from({ length: 150 }, (_, i) => {
    const post = originals[i % originals.length]!;
    const copy = Math.floor(i / originals.length);
    return copy === 0 ? post : (
        {
          ...post,
          id: i + 1,
          slug: `${post.slug}-${copy + 1}`,
          title: `${post.title} (${copy + 1})`,
          metaTitle: `${post.metaTitle} ${copy + 1}`,
          metaDescription: `${post.metaDescription} ${copy + 1}`,
        }
      );
  });
  await writeFile(blogFile, JSON.stringify(blog));
  return dir;
}
