// On a phone the first screen's photo has the network to itself: photos
// further down the page are fetched as they come near the screen, not with
// the first load (they would share a slow connection with the largest paint).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE, useBrowser } from './support/browser';
import { contactForm, noScriptForm } from './support/contact';

const { newPage } = useBrowser();

/** The photos (`/images/…`) the page has asked for so far. */
function photoRequests(page: Page): string[] {
  const photos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/')) photos.push(pathname);
  });
  return photos;
}

describe('the first screen first, on a phone', () => {
  it("the about page fetches its hero's photo, and the range of work's four photos only once they near the screen", async () => {
    const page = await newPage({ viewport: MOBILE, deviceScaleFactor: 2 });
    const photos = photoRequests(page);
    await gotoHydrated(page, '/about');
    await page.waitForLoadState('networkidle');
    const hero = await page.locator('.page-hero-figure img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(photos).toEqual([hero]);

    await page.locator('.range-grid').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.range-card img')];
      return images.length === 4 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
    expect(photos).toHaveLength(5);
    expect(new Set(photos).size).toBe(5);
  });
});

describe('the contact page on a phone: the form is the page', () => {
  const cases = [
    { viewport: MOBILE, fields: ['name', 'email', 'phone'] as const, what: 'the three required fields are' },
    { viewport: { width: 320, height: 568 }, fields: ['name'] as const, what: "the form's first field is" },
  ];
  for (const { viewport, fields, what } of cases) {
    it(`at ${viewport.width}x${viewport.height}, ${what} on the first screen, uncovered`, async () => {
      const page = await newPage({ viewport });
      await gotoHydrated(page, '/contact');
      for (const field of fields) {
        const { top, bottom, topmost } = await contactForm(page)[field].evaluate((input) => {
          const rect = input.getBoundingClientRect();
          const atCenter = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return { top: rect.top, bottom: rect.bottom, topmost: atCenter === input };
        });
        expect(top, field).toBeGreaterThanOrEqual(0);
        expect(bottom, field).toBeLessThanOrEqual(viewport.height);
        expect(topmost, field).toBe(true);
      }
    });
  }

  it('without JavaScript at 390x844, the three required fields of the form page in the frame are on the first screen, above the action bar', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto('/contact');
    const barTop = await page.locator('.action-bar').evaluate((bar) => bar.getBoundingClientRect().top);
    const form = contactForm(noScriptForm(page));
    for (const field of ['name', 'email', 'phone'] as const) {
      const box = await form[field].boundingBox();
      expect(box, field).not.toBeNull();
      expect(box!.y, field).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, field).toBeLessThanOrEqual(barTop);
    }
  });
});
