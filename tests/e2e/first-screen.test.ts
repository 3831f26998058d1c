// On a phone the first screen's photo has the network to itself: photos
// further down the page are fetched as they come near the screen, not with
// the first load (they would share a slow connection with the largest paint).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE, useBrowser } from './support/browser';

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
