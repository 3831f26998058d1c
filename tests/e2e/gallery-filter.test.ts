// Gallery: filter buttons all, custom, precast, restoration,
// commercial, residential (default all), a case-insensitive substring match
// on serviceType, and the 'No Projects Found' empty state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../../shared/api-types';
import { baseUrl, gotoHydrated, useBrowser } from './support/browser';

const { newPage } = useBrowser();

const FILTERS = [
  ['all', 'All Projects'],
  ['custom', 'Custom'],
  ['precast', 'Precast'],
  ['restoration', 'Restoration'],
  ['commercial', 'Commercial'],
  ['residential', 'Residential'],
] as const;

const expected = (items: GalleryItem[], filter: string) =>
  items.filter((item) => filter === 'all' || item.serviceType.toLowerCase().includes(filter)).map((item) => item.title);

const shownTitles = (page: Page) => page.locator('.project-grid .project-card-title').allTextContents();
const filterButton = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Filter projects by service' }).getByRole('button', { name: label, exact: true });

async function pressedFilters(page: Page) {
  return page
    .getByRole('group', { name: 'Filter projects by service' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent));
}

describe('gallery filters', () => {
  it('each filter shows exactly the items whose serviceType contains it, in /api/gallery order', async () => {
    const items = (await (await fetch(`${baseUrl()}/api/gallery`)).json()) as GalleryItem[];
    const page = await newPage();
    await gotoHydrated(page, '/gallery');

    expect(await pressedFilters(page)).toEqual(['All Projects']);
    expect(await shownTitles(page)).toEqual(items.map((item) => item.title));

    for (const [value, label] of FILTERS) {
      await filterButton(page, label).click();
      const want = expected(items, value);
      if (value !== 'all') expect(want.length, `every filter matches at least two items (${value})`).toBeGreaterThanOrEqual(2);
      expect(await shownTitles(page), `filter ${value}`).toEqual(want);
      expect(await pressedFilters(page)).toEqual([label]);
      expect(await page.locator('.project-grid .project-card-meta').allTextContents()).toEqual(
        items.filter((item) => want.includes(item.title)).map((item) => item.serviceType),
      );
      expect(await page.getByRole('heading', { name: 'No Projects Found' }).count()).toBe(0);
    }
  });

  it('matches case-insensitively, and a filter with no match shows No Projects Found with a way back to All Projects', async () => {
    const real = (await (await fetch(`${baseUrl()}/api/gallery`)).json()) as GalleryItem[];
    const routed: GalleryItem[] = [
      { ...real[0]!, slug: 'a', title: 'Upper-case type', serviceType: 'COMMERCIAL PRECAST' },
      { ...real[1]!, slug: 'b', title: 'Lower-case type', serviceType: 'residential restoration' },
      { ...real[2]!, slug: 'c', title: 'Matches no filter', serviceType: 'Mosaic Inlay' },
    ];
    const page = await newPage();
    await page.route('**/api/gallery?view=card', (route) => route.fulfill({ json: routed }));
    // Start on a page that has not loaded the gallery, then navigate in the app.
    await gotoHydrated(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GALLERY' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Terrazzo Work' }).waitFor();

    expect(await shownTitles(page)).toEqual(['Upper-case type', 'Lower-case type', 'Matches no filter']);
    for (const [value, label] of FILTERS) {
      await filterButton(page, label).click();
      expect(await shownTitles(page), `filter ${value}`).toEqual(expected(routed, value));
    }

    await filterButton(page, 'Custom').click();
    const empty = page.locator('.empty-state');
    expect(await empty.getByRole('heading', { name: 'No Projects Found' }).isVisible()).toBe(true);
    expect(await empty.textContent()).toContain('Try All Projects');
    expect(await shownTitles(page)).toEqual([]);
    expect(await page.getByRole('status').filter({ hasText: 'shown' }).textContent()).toBe('0 projects shown');

    await empty.getByRole('button', { name: 'Show All Projects' }).click();
    expect(await shownTitles(page)).toHaveLength(3);
    expect(await pressedFilters(page)).toEqual(['All Projects']);
  });
});
