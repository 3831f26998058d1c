// npm run lighthouse: Lighthouse 12 (mobile settings: emulated phone, slow 4G,
// 4x CPU slowdown) in Debian's Chromium against the production server, for
// the page types a visitor lands on. Prints every category score and the
// vitals. CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { runServer } from './lib/run-server';

const PAGES = [
  '/',
  '/services',
  '/services/restoration',
  '/local/park-slope-brooklyn-ny',
  '/gallery',
  '/blog',
  '/blog/terrazzo-installation-guide-costs-process',
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { fcp: 1000, lcp: 1500, si: 2000, tbt: 60, cls: 0.04 };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The site's canonical URLs must name the host Lighthouse loads, as in production.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await runServer({ env: { PORT: String(port), SITE_URL: origin } });

const debuggingPort = await freePort();
const chromium = spawn(
  CHROMIUM,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${await mkdtemp(path.join(os.tmpdir(), 'fbt-lh-'))}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
await waitForPort(debuggingPort);

const missed: string[] = [];
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile settings, ${CHROMIUM}`,
);
console.log('page'.padEnd(50), 'perf  a11y  best  seo   FCP     LCP     SI      TBT    CLS');
try {
  for (const page of PAGES) {
    const result = await lighthouse(origin + page, { port: debuggingPort, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
    const vitals = {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      si: metric('speed-index'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
    console.log(
      page.padEnd(50),
      scores.map((s) => String(s).padEnd(5)).join(' '),
      `${(vitals.fcp / 1000).toFixed(2)} s  ${(vitals.lcp / 1000).toFixed(2)} s  ${(vitals.si / 1000).toFixed(2)} s  ${vitals.tbt.toFixed(0).padStart(3)} ms  ${vitals.cls.toFixed(3)}`,
    );
    scores.forEach(
      (s, i) =>
        s < 100 &&
        missed.push(
          `${page}: ${['performance', 'accessibility', 'best-practices', 'seo'][i]} ${s}: ${failingAudits(lhr, ['performance', 'accessibility', 'best-practices', 'seo'][i]!)}`,
        ),
    );
    for (const [name, limit] of Object.entries(TARGETS)) {
      if (vitals[name as keyof typeof vitals] > limit)
        missed.push(`${page}: ${name.toUpperCase()} ${vitals[name as keyof typeof vitals].toFixed(name === 'cls' ? 3 : 0)} over ${limit}`);
    }
  }
} finally {
  chromium.kill();
  await server.stop();
}
console.log(
  missed.length ?
    `\nBelow target:\n  ${missed.join('\n  ')}`
  : '\nEvery page scores 100 in all four categories and meets every vital target.',
);

function failingAudits(
  lhr: {
    categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; title: string }>;
  },
  category: string,
): string {
  return lhr.categories[category]!.auditRefs.filter(
    (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
  )
    .map((ref) => lhr.audits[ref.id]!.title)
    .join('; ');
}

async function waitForPort(portNumber: number) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(portNumber, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${portNumber}`);
}
