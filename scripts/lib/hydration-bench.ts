// npm run bench -- hydration: the main thread of a phone as each page loads
// and as its app starts. Chromium (CPU slowed by CPU_SLOWDOWN, default 4×,
// the way Lighthouse's mobile run does; npm run lighthouse prints the
// slowdown this host calls for) loads one page of every route type from the
// production server, three times. The long tasks (over 50 ms) are read from
// the page's own PerformanceObserver: first while the page loads and settles
// with no sign of intent (the app waits for one, ADR 0046), counted from the
// first contentful paint as Lighthouse's Total Blocking Time counts them; then
// after a key is pressed, until React has hydrated the page and the main
// thread has been quiet for a second. Per page, the median run: the load's
// longest task and blocking time, and the start's longest task, blocking time
// and time from the key to hydrated.
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
  /** Loading, with no sign of intent: the longest task and the blocking time from the first contentful paint on. */
  loadLongest: number;
  loadBlocking: number;
  /** From the first sign of intent (a key) until the app has hydrated the page and the main thread is quiet. */
  startLongest: number;
  startBlocking: number;
  /** From the key to hydrated. */
  startMs: number;
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

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: Task[] }).longTasks);

/** Waits until no new long task has come for QUIET_MS. */
async function quiet(page: Page): Promise<void> {
  let seen = -1;
  for (;;) {
    const count = (await longTasks(page)).length;
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
}

const blockingOf = (tasks: Task[]) => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
const longestOf = (tasks: Task[]) => Math.max(0, ...tasks.map(([, duration]) => duration));

async function mainThreadOf(page: Page, url: string): Promise<MainThread> {
  await page.goto(url, { waitUntil: 'load' });
  await quiet(page);
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  const loading = (await longTasks(page)).filter(([start]) => start >= paint);

  const pressed = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift');
  // Hydrated: React has taken over the page's main element.
  const hydratedAt = await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$')) && performance.now();
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const startMs = ((await hydratedAt.jsonValue()) as number) - pressed;
  await quiet(page);
  const starting = (await longTasks(page)).filter(([start]) => start >= pressed);
  return {
    loadLongest: longestOf(loading),
    loadBlocking: blockingOf(loading),
    startLongest: longestOf(starting),
    startBlocking: blockingOf(starting),
    startMs,
  };
}

export async function hydrationBench(): Promise<void> {
  const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
  console.log(
    `\n## Hydration: the main thread as a page loads and as its app starts (Chromium, CPU ${slowdown}× slower, median of ${RUNS})`,
  );
  // The visits it makes are counted into a temporary folder, not var/events.
  const server = await runServer({ env: { LOG_LEVEL: 'warn', TRAFFIC_DIR: await mkdtemp(path.join(os.tmpdir(), 'hydration-events-')) } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript(OBSERVE_LONG_TASKS);
    console.log(`${'page'.padEnd(48)}  loading: longest  blocking   app start: longest  blocking  key to hydrated`);
    const ms = (value: number, width: number) => `${value.toFixed(0)} ms`.padStart(width);
    for (const route of MEASURED_PAGES) {
      const runs: MainThread[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        runs.push(await mainThreadOf(page, server.url + route));
        await page.close();
      }
      const sorted = [...runs].sort((a, b) => a.loadBlocking + a.startBlocking - (b.loadBlocking + b.startBlocking));
      const middle = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        `${route.padEnd(48)} ${ms(middle.loadLongest, 17)} ${ms(middle.loadBlocking, 9)} ${ms(middle.startLongest, 20)} ${ms(middle.startBlocking, 9)} ${ms(median(runs.map((run) => run.startMs)), 16)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
