// A call and an estimate action are always in reach on a phone: on one page
// of every route type, at 390x844 and 320x568, with and without JavaScript,
// a link dialing the main number and one to the estimate form (or, on the
// contact page, the form's first field) are on screen before any scrolling,
// and nothing covers them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowNotFoundDocument, gotoHydrated, useBrowser } from './support/browser';
import { BUSINESS_PHONE } from './support/contact';
import { ROUTE_TYPES } from './support/routes';

const { newPage } = useBrowser();
const MAIN_TEL = `tel:+1${BUSINESS_PHONE.replace(/\D/g, '')}`;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

/** The links matching `selector` that are inside the viewport, visible, and the topmost element at their center. */
function reachable(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].filter((link) => {
      const box = link.getBoundingClientRect();
      const style = getComputedStyle(link);
      if (box.width === 0 || style.visibility === 'hidden') return false;
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && link.contains(top);
    }).length;
  }, selector);
}

describe('a call and an estimate in reach on a phone', () => {
  for (const viewport of PHONES) {
    for (const javaScriptEnabled of [true, false]) {
      it(`at ${viewport.width}x${viewport.height}${javaScriptEnabled ? '' : ' without JavaScript'}, on every route type`, async () => {
        const page = await newPage({ viewport, javaScriptEnabled });
        allowNotFoundDocument(page);
        const missing: string[] = [];
        for (const route of ROUTE_TYPES) {
          if (javaScriptEnabled) await gotoHydrated(page, route.path);
          else await page.goto(route.path);
          const call = await reachable(page, `a[href="${MAIN_TEL}"]`);
          // On the contact page the estimate form itself is the action: its first field on screen counts.
          const estimate = await reachable(page, 'a[href="/contact"], a[href="#estimate-form"], #estimate-form input[name="name"]');
          if (!call) missing.push(`${route.path}: no call link on screen`);
          if (!estimate) missing.push(`${route.path}: no estimate action on screen`);
        }
        expect(missing).toEqual([]);
      });
    }
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`the first screen offers the call and the estimate once: the bar appears as the hero's scroll away${javaScriptEnabled ? '' : ' (without JavaScript)'}`, async () => {
      const phone = PHONES[0]!;
      const page = await newPage({ viewport: phone, javaScriptEnabled });
      if (javaScriptEnabled) await gotoHydrated(page, '/');
      else await page.goto('/');
      const bar = page.locator('.action-bar');
      expect(await bar.isVisible()).toBe(false);
      expect(await reachable(page, `a[href="${MAIN_TEL}"]`)).toBe(1);
      expect(await reachable(page, 'a[href="/contact"]')).toBe(1);

      const heroBottom = await page.locator('.hero-actions').evaluate((actions) => actions.getBoundingClientRect().bottom);
      await page.mouse.wheel(0, heroBottom);
      await bar.waitFor({ state: 'visible' });
      expect(await reachable(page, `.action-bar a[href="${MAIN_TEL}"]`)).toBe(1);
    });
  }

  it('the bar steps aside while the contact form is on screen, and leaves room at the bottom of every page', async () => {
    const phone = PHONES[0]!;
    const page = await newPage({ viewport: phone });
    await gotoHydrated(page, '/contact');
    const bar = page.getByRole('navigation', { name: 'Call or request an estimate' });
    const barHidden = () => page.waitForFunction(() => document.querySelector('.action-bar')?.hasAttribute('data-hidden'));
    // The form starts on the first screen of /contact: the bar has stepped aside.
    expect(await page.evaluate(() => document.getElementById('estimate-form')!.getBoundingClientRect().top)).toBeLessThan(phone.height);
    await barHidden();
    // Scrolled to the end, the form is off screen: the bar is back, and the last of the page (the footer's bottom line) is not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.waitFor({ state: 'visible' });
    const { footerBottom, barTop } = await page.evaluate(() => ({
      footerBottom: document.querySelector('.footer-bottom')!.getBoundingClientRect().bottom,
      barTop: document.querySelector('.action-bar')!.getBoundingClientRect().top,
    }));
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    // Back at the form, it steps aside again.
    await page.locator('#estimate-form').scrollIntoViewIfNeeded();
    await barHidden();
  });

  it('is not on wide screens, where the header carries both', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/services');
    expect(await page.locator('.action-bar').isVisible()).toBe(false);
    expect(await reachable(page, `a[href="${MAIN_TEL}"]`)).toBeGreaterThan(0);
  });
});
