// Every route type hydrates the server's HTML as is: no console error or
// warning, and the server-rendered <main> is the node React keeps (a
// hydration mismatch would make React render the page again from scratch).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_DOCUMENT, allowNotFoundDocument, consoleProblems, gotoHydrated, useBrowser } from './support/browser';
import { ROUTE_TYPES } from './support/routes';

const { scanPage } = useBrowser();

/** The file's page, which remembers each document's server-rendered <main> before any script runs. */
let page: Page;
beforeAll(async () => {
  page = await scanPage();
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { e2eServerMain: unknown }).e2eServerMain = document.getElementById('main');
    });
  });
});

describe('hydration', () => {
  for (const route of ROUTE_TYPES) {
    it(`${route.path} hydrates with a clean console`, async () => {
      // The browser itself reports a 404 document; that one message is expected and checked below.
      if (route.status === 404) allowNotFoundDocument(page);

      const response = await gotoHydrated(page, route.path);
      await page.waitForLoadState('networkidle');

      expect(response?.status()).toBe(route.status);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([route.heading]);
      expect(
        await page.evaluate(() => document.getElementById('main') === (window as unknown as { e2eServerMain: unknown }).e2eServerMain),
      ).toBe(true);
      const expected = route.status === 404 ? [{ type: 'error', text: NOT_FOUND_DOCUMENT, url: page.url() }] : [];
      expect(consoleProblems(page)).toEqual(expected);
    });
  }
});
