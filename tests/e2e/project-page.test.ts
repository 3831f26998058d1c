// A project's own page in the real site: the gallery's card leads to it, its
// before and after is one comparison moved by the keyboard and a finger once
// hydrated and two captioned photos without JavaScript, its estimate action
// leads to the form, and the next project is a link away.
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, useBrowser } from './support/browser';

const { newPage } = useBrowser();
const PROJECT = '/gallery/bay-ridge-church-aisle-restoration';
const SLIDER = 'Church nave and aisle floor restoration: compare before and after restoration';

describe('a project page', () => {
  it('is where the gallery card leads, in the app and as a plain link', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/gallery');
    const card = page.locator('.project-card-link', { hasText: 'Church nave and aisle floor restoration' });
    expect(await card.getAttribute('href')).toBe(PROJECT);
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Church nave and aisle floor restoration' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(PROJECT);
  });

  it('compares before and after with the keyboard and a finger once hydrated', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true });
    await gotoHydrated(page, PROJECT);
    const slider = page.getByRole('slider', { name: SLIDER });
    await slider.focus();
    await page.keyboard.press('Home');
    expect(await slider.inputValue()).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('2');
    await page.keyboard.press('End');
    expect(await slider.inputValue()).toBe('100');
    // A tap at a quarter of the photo's width moves the divider there.
    const frame = (await page.locator('.before-after').boundingBox())!;
    await page.touchscreen.tap(frame.x + frame.width * 0.25, frame.y + frame.height * 0.5);
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(15);
    expect(Number(await slider.inputValue())).toBeLessThan(35);
  });

  it('shows both photos, captioned, without JavaScript', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto(PROJECT);
    expect(await page.getByRole('slider').count()).toBe(0);
    const sides = page.locator('figure.before-after-side');
    expect(await sides.count()).toBe(2);
    expect(await sides.locator('figcaption').allTextContents()).toEqual(['Before', 'After']);
    for (const img of await sides.locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(await page.getByText('An illustration, not a photograph of our work').isVisible()).toBe(true);
  });

  it('leads to the estimate form and to the next project', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await gotoHydrated(page, PROJECT);
    expect(await page.getByRole('link', { name: 'Get a free estimate for a floor like this' }).getAttribute('href')).toBe('/contact');
    const next = page.locator('.project-pager a[rel="next"]');
    const title = (await next.textContent())!.trim();
    await next.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/gallery\/[a-z0-9-]+$/);
  });
});
