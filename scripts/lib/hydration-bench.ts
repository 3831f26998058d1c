// npm run bench -- hydration: the main thread of a phone while each page
// becomes interactive. Chromium (CPU slowed by CPU_SLOWDOWN, default 4×, the
// way Lighthouse's mobile run does; npm run lighthouse prints the slowdown
// this host calls for) loads one page of every route type from the
// production server, three times; the long tasks (over 50 ms) from the first
// byte until hydration is done and the main thread has been quiet for a
// second are read from the page's own PerformanceObserver. Per page, the
// median run: the longest task, the total blocking time from the first
// contentful paint on (each long task's time over 50 ms, as Lighthouse counts
// it), the same before that paint, and the number of long tasks.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './cpu-slowdown';
import { MEASURED_PAGES } from './measured-pages';
import { runServer } from './run-server';

const RUNS = 3;
const QUIET_MS = 1000;

interface MainThread {
  longest: number;
  /** From the first contentful paint on, as Lighthouse's Total Blocking Time counts. */
  blocking: number;
  /** Before it: parsing, styling and laying out the page. */
  beforePaint: number;
  count: number;
}

type Task = [start: number, duration: number];

/** Installed before the page's first script: every long task, from the start. */
const OBSERVE_LONG_TASKS = () => {
  const tasks: Task[] = [];
  (window as unknown as { longTasks: Task[] }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function mainThreadOf(page: Page, url: string): Promise<MainThread> {
  await page.goto(url, { waitUntil: 'load' });
  // Hydrated: React has taken over the page's main element.
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 60_000 },
  );
  // Then quiet: no new long task for a second (work after hydration counts too).
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => (window as unknown as { longTasks: Task[] }).longTasks.length);
    if (count === seen) break;
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  const { tasks, paint } = await page.evaluate(() => ({
    tasks: (window as unknown as { longTasks: Task[] }).longTasks,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const blockingOf = (some: Task[]) => some.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    blocking: blockingOf(tasks.filter(([start]) => start >= paint)),
    beforePaint: blockingOf(tasks.filter(([start]) => start < paint)),
    count: tasks.length,
  };
}

export async function hydrationBench(): Promise<void> {
  const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
  console.log(`\n## Hydration: the main thread while a page becomes interactive (Chromium, CPU ${slowdown}× slower, median of ${RUNS})`);
  // The visits it makes are counted into a temporary folder, not var/events.
  const server = await runServer({ env: { LOG_LEVEL: 'warn', TRAFFIC_DIR: await mkdtemp(path.join(os.tmpdir(), 'hydration-events-')) } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript(OBSERVE_LONG_TASKS);
    console.log(`${'page'.padEnd(48)} longest task   blocking   before paint   long tasks`);
    for (const route of MEASURED_PAGES) {
      const runs: MainThread[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        runs.push(await mainThreadOf(page, server.url + route));
        await page.close();
      }
      const blocking = median(runs.map((run) => run.blocking));
      const middle = runs.find((run) => run.blocking === blocking) ?? runs[0]!;
      console.log(
        `${route.padEnd(48)} ${`${middle.longest.toFixed(0)} ms`.padStart(12)} ${`${blocking.toFixed(0)} ms`.padStart(10)} ${`${middle.beforePaint.toFixed(0)} ms`.padStart(14)} ${String(middle.count).padStart(12)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
