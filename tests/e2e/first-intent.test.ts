// The app starts when the visitor first reaches for the page (ADR 0046): a
// page that is only loaded runs no app code, though its modules are fetched;
// a scroll, a key or a touch starts it, loaded or not; a button tapped before the app runs
// does what it says once the app has started.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gate, isHydrated, MOBILE, useBrowser } from './support/browser';

const { newPage } = useBrowser();

/** The app's modules the page has fetched (prefetched once it has loaded). */
const fetchedModules = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js') && !pathname.includes('entry-client')),
  );

describe('the app', () => {
  it('is fetched once the page has loaded but not run while the visitor does nothing', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    await page.goto('/contact');
    await expect.poll(() => fetchedModules(page), { timeout: 10_000 }).not.toHaveLength(0);
    await page.waitForTimeout(2_000);
    expect(await isHydrated(page)).toBe(false);
  });

  it('starts on the first scroll', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    await page.goto('/services');
    await expect.poll(() => fetchedModules(page), { timeout: 10_000 }).not.toHaveLength(0);
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  });

  it('starts on intent while the page is still loading', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    // The first screen's photo never arrives until the test is done: the page does not finish loading.
    const photos = gate();
    await page.route('**/images/**', async (route) => {
      await photos.opened;
      await route.continue().catch(() => {});
    });
    try {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      await page.keyboard.press('Shift');
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    } finally {
      photos.open();
    }
  });

  it('opens the menu for a tap on its button made before the app ran', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    await page.goto('/');
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog#mobile-menu')?.open === true), { timeout: 15_000 })
      .toBe(true);
  });

  it('keeps what was typed into the form before it ran', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    await page.goto('/contact');
    const name = page.locator('form.contact-form [name="name"]');
    await name.tap();
    await page.keyboard.type('Rosa Díaz');
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => name.inputValue()).toBe('Rosa Díaz');
  });
});
