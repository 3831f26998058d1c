// WCAG 2.2 AA as axe-core checks it, on every route type at phone and
// desktop widths, with the mobile menu open and with a toast shown; and the
// keyboard path: the skip link first, then a visible focus ring everywhere.
import { afterAll, describe, expect, it } from 'vitest';
import { WCAG_TAGS, axeViolations, rulesRun } from './support/axe';
import { DESKTOP, MOBILE, allowNotFoundDocument, gotoHydrated, useBrowser } from './support/browser';
import { contactForm } from './support/contact';
import { focusedRing, ringProblem } from './support/focus-ring';
import { ROUTE_TYPES } from './support/routes';
import { toasts } from './support/toast';

const { newPage, scanPage } = useBrowser();

afterAll(() => {
  if (rulesRun.size > 0) console.log(`axe-core: ${rulesRun.size} rules run (tags ${WCAG_TAGS.join(', ')})`);
});

describe('axe-core finds no WCAG 2.2 AA violations', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const route of ROUTE_TYPES) {
      it(`${route.path} at ${viewport.width} px`, async () => {
        const page = await scanPage({ viewport });
        if (route.status === 404) allowNotFoundDocument(page);
        await gotoHydrated(page, route.path);
        expect(await axeViolations(page)).toEqual([]);
        // WCAG 1.4.10: content reflows; the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }

  // Spanish pages of each kind: their longer words must fit and read too.
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const path of [
      '/es',
      '/es/contacto',
      '/es/servicios/restoration',
      '/es/galeria',
      '/es/galeria/bay-ridge-church-aisle-restoration',
    ]) {
      it(`${path} at ${viewport.width} px`, async () => {
        const page = await scanPage({ viewport });
        await gotoHydrated(page, path);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }

  it('an article with wide tables at 320 px (the WCAG reflow width): tables scroll in a focusable region, the page does not', async () => {
    const page = await newPage({ viewport: { width: 320, height: 640 } });
    await gotoHydrated(page, '/blog/concrete-polishing-vs-epoxy-floors-comparison');
    expect(await page.locator('.prose table').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('with the mobile menu open', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog#mobile-menu')?.open === true);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`with a toast shown at ${viewport.width} px`, async () => {
      const page = await newPage({ viewport });
      await gotoHydrated(page, '/contact');
      await contactForm(page).submit.click();
      await toasts(page).toast.waitFor();
      // Checked as it stays, not while it fades in (a half-transparent title has half its contrast).
      await toasts(page).toast.evaluate((toast) =>
        Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

describe('reflow (WCAG 1.4.10)', () => {
  it('no route type scrolls sideways at 320 px', async () => {
    const page = await newPage({ viewport: { width: 320, height: 640 } });
    allowNotFoundDocument(page);
    const overflowing: string[] = [];
    for (const route of ROUTE_TYPES) {
      await page.goto(route.path);
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (excess > 0) overflowing.push(`${route.path}: ${excess} px too wide`);
    }
    expect(overflowing).toEqual([]);
  });
});

describe('keyboard', () => {
  it('the first Tab stop is the skip link, and it moves focus to #main', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/services');

    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.textContent()).toBe('Skip to main content');
    await page.waitForFunction(() => document.querySelector('a.skip-link')!.getBoundingClientRect().top >= 0);
    expect(ringProblem((await focusedRing(page))!)).toBeUndefined();

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  const tour = [
    { path: '/', viewport: DESKTOP },
    { path: '/', viewport: MOBILE },
    { path: '/gallery', viewport: DESKTOP },
    { path: '/contact', viewport: DESKTOP },
    { path: '/blog/terrazzo-installation-guide-costs-process', viewport: MOBILE },
  ];
  for (const { path, viewport } of tour) {
    it(`every Tab stop of ${path} at ${viewport.width} px shows a visible focus ring`, async () => {
      const page = await newPage({ viewport });
      await gotoHydrated(page, path);
      const problems: string[] = [];
      let stops = 0;
      for (let i = 0; i < 300; i++) {
        await page.keyboard.press('Tab');
        const ring = await focusedRing(page);
        if (!ring) break; // past the last stop
        if (i > 0 && (await page.evaluate(() => document.activeElement?.classList.contains('skip-link')))) break; // wrapped around
        stops++;
        const problem = ringProblem(ring);
        if (problem) problems.push(problem);
      }
      expect(stops).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }
});
