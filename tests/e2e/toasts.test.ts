// Notifications: one at a time, gone after 5000 ms,
// swiped away to the right past 50 px, F8 focuses the viewport.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsole, gotoHydrated, useBrowser } from './support/browser';
import { contactForm, fillContactForm, visitor } from './support/contact';
import { toasts } from './support/toast';

const { newPage } = useBrowser();

/** Opens /contact (after `prepare`, e.g. routing requests) and shows the Missing Required Fields toast. */
async function pageWithToast(prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await newPage();
  await prepare?.(page);
  await gotoHydrated(page, '/contact');
  await contactForm(page).submit.click();
  await toasts(page).toast.waitFor();
  // Rest the pointer away from the viewport: hovering it pauses the timer.
  await page.mouse.move(10, 10);
  return page;
}

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    const page = await pageWithToast((page) =>
      page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })),
    );
    allowConsole(page, /Failed to load resource: the server responded with a status of 500/);
    const t = toasts(page);
    const form = contactForm(page);

    await form.submit.click();
    await form.submit.click();
    expect(await t.toast.count()).toBe(1);

    await fillContactForm(page, visitor());
    await form.submit.click();
    await page.waitForFunction(() => document.querySelector('.toast-title')?.textContent === 'Error Sending Message');
    expect(await t.toast.count()).toBe(1);
    expect(await t.title.allTextContents()).toEqual(['Error Sending Message']);
  });

  it('dismisses itself 5 seconds after it appears, not before', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/contact');
    // Timed in the page, so a slow test host cannot stretch or shrink the toast's life.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector('li.toast') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await contactForm(page).submit.click();
    await toasts(page).toast.waitFor();
    await page.mouse.move(10, 10);

    await toasts(page).toast.waitFor({ state: 'detached', timeout: 10_000 });
    const { shown, gone } = await page.evaluate(() => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes);
    expect(gone - shown).toBeGreaterThanOrEqual(5000);
    expect(gone - shown).toBeLessThan(6500);
  });

  it('F8 moves focus to the toast viewport', async () => {
    const page = await pageWithToast();
    const { viewport } = toasts(page);
    expect(await viewport.evaluate((el) => el === document.activeElement)).toBe(false);

    await page.keyboard.press('F8');

    expect(await viewport.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a drag right of less than 50 px leaves the toast; more than 50 px dismisses it', async () => {
    const page = await pageWithToast();
    const t = toasts(page);
    const box = (await t.toast.locator('.toast-text').boundingBox())!;
    const x = box.x + 20;
    const y = box.y + box.height / 2;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 35, y, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    expect(await t.toast.isVisible()).toBe(true);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 90, y, { steps: 10 });
    await page.mouse.up();
    await t.toast.waitFor({ state: 'detached', timeout: 2000 });
  });
});
