// Debian's Chromium driven by playwright-core, one browser per test file and
// a fresh context (cookies, viewport, JavaScript on or off) per page. Every
// page's console is watched: an error or warning the test did not expect
// fails it, so any test can catch a hydration warning.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export const baseUrl = () => inject('baseUrl');

export interface ConsoleEntry {
  type: string;
  text: string;
  /** The page's URL when the message was logged. */
  url: string;
}

interface Watch {
  entries: ConsoleEntry[];
  allowed: RegExp[];
}
const watches = new WeakMap<Page, Watch>();

/** Errors and warnings the page logged so far (console messages and uncaught exceptions). */
export function consoleProblems(page: Page): ConsoleEntry[] {
  return watches.get(page)?.entries ?? [];
}

/** Declares a console error or warning this test provokes on purpose (e.g. a 500 it routed). */
export function allowConsole(page: Page, pattern: RegExp): void {
  watches.get(page)?.allowed.push(pattern);
}

/** The message Chromium logs for any document answered 404, e.g. the site's not-found page. */
export const NOT_FOUND_DOCUMENT = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** A test that loads a 404 page expects the browser's own message about it. */
export function allowNotFoundDocument(page: Page): void {
  allowConsole(page, new RegExp(`^${NOT_FOUND_DOCUMENT.replace(/[()]/g, '\\$&')}$`));
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: BrowserContextOptions['reducedMotion'];
  /** Device pixels per CSS pixel (a phone's screen is 3). */
  deviceScaleFactor?: number;
  /** Another server than the suite's (a test that starts its own). */
  baseURL?: string;
  /** Headless Chromium names itself a bot (HeadlessChrome): a test of what is counted poses as a person's browser. */
  userAgent?: string;
  extraHTTPHeaders?: Record<string, string>;
  /** A touch screen: touch events and pointers of type "touch" (page.touchscreen, CDP Input.dispatchTouchEvent). */
  hasTouch?: boolean;
}

/**
 * One browser for the file. `newPage()` gives an isolated page (a context of
 * its own), closed after each test. `scanPage()` gives the file's one page
 * for those options, kept from test to test: for tests that each look at one
 * document as it loads and keep nothing of a visit (scans of every route
 * type). A new page costs the browser a renderer process: about 1.5 s of a
 * 2-core host's CPU per page, against 0.4 s for a navigation in a kept one.
 * Either page's console is checked after each test, and what a test allowed
 * is forgotten after it.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const open: { context: BrowserContext; page: Page }[] = [];
  const kept = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

  async function openPage({ viewport = DESKTOP, javaScriptEnabled = true, baseURL = baseUrl(), ...options }: PageOptions) {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test).');
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled, ...options });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const watch: Watch = { entries: [], allowed: [] };
    watches.set(page, watch);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        watch.entries.push({ type: message.type(), text: message.text(), url: page.url() });
      }
    });
    page.on('pageerror', (error) => watch.entries.push({ type: 'pageerror', text: error.message, url: page.url() }));
    return { context, page };
  }

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterEach(async () => {
    const keptPages = await Promise.all([...kept.values()]);
    const unexpected = [...open, ...keptPages].flatMap(({ page }) => {
      const watch = watches.get(page)!;
      const found = watch.entries.filter((e) => !watch.allowed.some((pattern) => pattern.test(e.text)));
      watch.entries = [];
      watch.allowed = [];
      return found;
    });
    await Promise.all(open.splice(0).map(({ context }) => context.close()));
    expect(unexpected, 'the browser console logged errors or warnings').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: PageOptions = {}): Promise<Page> {
      const opened = await openPage(options);
      open.push(opened);
      return opened.page;
    },
    async scanPage(options: PageOptions = {}): Promise<Page> {
      const key = JSON.stringify(options);
      if (!kept.has(key)) kept.set(key, openPage(options));
      return (await kept.get(key)!).page;
    },
  };
}

/** Loads a document and waits until React has hydrated it (its fiber is attached to <main>). */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** In the page: React has hydrated the document (its fiber is attached to <main>). */
const reactHoldsMain = () => {
  const main = document.getElementById('main');
  return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
};

/** Whether React has hydrated the page, now. */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(reactHoldsMain);

/**
 * The app starts on a visitor's first sign of intent (ADR 0046): a press of
 * Shift, which moves nothing, is that sign here, pressed again until the app
 * runs (a press before the page's script listens is not heard).
 */
export async function waitForHydration(page: Page): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    await page.keyboard.press('Shift');
    try {
      await page.waitForFunction(reactHoldsMain, undefined, { timeout: 1_500 });
      return;
    } catch {
      // not yet: the script had not started listening, or the app is still starting on a busy host
    }
  }
  await page.waitForFunction(reactHoldsMain);
}

/**
 * Resolves a request held by page.route() when the test says so. Route before
 * the page is opened: a request the page starts while page.route() is being
 * set up can be lost by Chromium's interception (the contact form's token
 * request, started as the page hydrates, was).
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
