// npm run soak: mixed page, API and contact load against the production server
// for SOAK_SECONDS (default 300), then the requests, errors and memory growth.
// Exits non-zero on any error or on resident memory growth of 10% or more
// after the warm-up.
import autocannon from 'autocannon';
import { storedLeads } from '../tests/helpers/stored-leads';
import { runServer, visitorLead } from './lib/run-server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
// Warm-up covers the bounded in-memory stores filling up (page cache, the
// idempotency memory of recent requests): growth is measured after it.
const WARMUP_SECONDS = Math.min(60, Math.round(SECONDS / 5));
const PAGES = [
  '/',
  '/services',
  '/services/restoration',
  '/local/soho-manhattan-ny',
  '/brooklyn-neighborhoods',
  '/sitemap',
  '/gallery',
  '/blog',
  '/blog/terrazzo-installation-guide-costs-process',
  '/contact',
  '/no-such-page',
];
const APIS = [
  '/api/services',
  '/api/local',
  '/api/blog?featured=true&limit=3',
  '/api/gallery/featured',
  '/api/local/park-slope-brooklyn-ny',
];

const server = await runServer();
console.log(`soak: ${SECONDS} s of mixed load on ${server.url} (warm-up ${WARMUP_SECONDS} s)`);

let posts = 0;
const requests: autocannon.Request[] = [
  ...PAGES.map((path) => ({ method: 'GET' as const, path })),
  ...APIS.map((path) => ({ method: 'GET' as const, path })),
  {
    method: 'POST',
    path: '/api/contacts',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: visitorLead(posts++) }),
  },
];

const samples: { at: number; rss: number }[] = [];
const sampler = setInterval(() => samples.push({ at: Date.now(), rss: server.rssMb() }), 2_000);
const started = Date.now();

const result = await autocannon({ url: server.url, connections: 16, duration: SECONDS, requests });
clearInterval(sampler);

const afterWarmup = samples.filter((s) => s.at - started >= WARMUP_SECONDS * 1000);
const baseline = afterWarmup[0]?.rss ?? samples[0]!.rss;
const final = samples.at(-1)!.rss;
const growth = (final - baseline) / baseline;
const stored = (await storedLeads(server.leadsFile)).length;
await server.stop();

const errors = result.errors + result.timeouts;
// 404 is the right answer for /no-such-page; any other status outside 2xx/3xx is an error.
const statusErrors = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !/^[23]\d\d$/.test(code) && code !== '404');

console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), posts stored: ${stored}`);
console.log(
  `errors: ${errors} socket/timeouts, unexpected statuses: ${statusErrors.map(([c, s]) => `${c}×${(s as { count: number }).count}`).join(', ') || 'none'}`,
);
console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(`resident memory: ${baseline.toFixed(1)} MB after warm-up → ${final.toFixed(1)} MB at the end (${(growth * 100).toFixed(1)}%)`);

if (errors > 0 || statusErrors.length > 0 || growth >= 0.1) {
  console.error('soak FAILED');
  process.exit(1);
}
console.log('soak passed');
