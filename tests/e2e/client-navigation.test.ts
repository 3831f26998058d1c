// Links navigate in the app (no document
// reload), scroll to the top, move the highlight (HOME only on '/'), update
// the head, and show each page's loading state while its data is on the way.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gate, gotoHydrated, useBrowser } from './support/browser';

const { newPage } = useBrowser();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page, group: string) => page.locator('footer').getByRole('navigation', { name: group });

/** Marks the loaded document and counts document requests, so a full reload is caught. */
async function watchReloads(page: Page) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
  return {
    reloaded: async () =>
      documents > 0 || !(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)),
  };
}

const currentLinks = (page: Page) => mainNav(page).locator('a[aria-current="page"]').allTextContents();

describe('client navigation', () => {
  it('header links change the URL, title and highlighted link without reloading the document', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/');
    const reloads = await watchReloads(page);
    expect(await currentLinks(page)).toEqual(['HOME']);

    const steps = [
      {
        link: 'SERVICES',
        path: '/services',
        heading: 'Terrazzo Services',
        title: 'Terrazzo Services: Installation, Precast & Restoration',
      },
      { link: 'GALLERY', path: '/gallery', heading: 'Our Terrazzo Work', title: 'Terrazzo Project Gallery | Five Borough Terrazzo' },
      { link: 'BLOG', path: '/blog', heading: 'Terrazzo Guides & Insights', title: 'Terrazzo Blog: Costs, Care, Design & Installation' },
      {
        link: 'CONTACT',
        path: '/contact',
        heading: 'Request a Free Estimate',
        title: 'Request a Free Terrazzo Estimate | Five Borough Terrazzo',
      },
      {
        link: 'HOME',
        path: '/',
        heading: 'Terrazzo floors crafted to outlast the building.',
        title: 'Five Borough Terrazzo: Terrazzo Floors in NYC & Long Island',
      },
    ];
    for (const step of steps) {
      await mainNav(page).getByRole('link', { name: step.link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === step.path);
      await page.getByRole('heading', { level: 1, name: step.heading }).waitFor();
      expect(await currentLinks(page), step.path).toEqual([step.link]);
      await page.waitForFunction((title) => document.title === title, step.title);
    }
    expect(await reloads.reloaded()).toBe(false);
  });

  it('highlights a section link on its sub-pages (the path starts with its href)', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/services');
    const reloads = await watchReloads(page);

    await page.getByRole('link', { name: 'Learn more about Terrazzo Restoration' }).click();
    await page.waitForURL('**/services/restoration');
    await page.getByRole('heading', { level: 1, name: 'Terrazzo Restoration' }).waitFor();
    expect(await currentLinks(page)).toEqual(['SERVICES']);

    await page.getByRole('link', { name: 'Request Quote' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { level: 1, name: 'Request a Free Estimate' }).waitFor();
    expect(await currentLinks(page)).toEqual(['CONTACT']);
    expect(await reloads.reloaded()).toBe(false);
  });

  it('a link clicked with Ctrl opens in a new tab and leaves the page where it is', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/services');
    const reloads = await watchReloads(page);

    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      mainNav(page)
        .getByRole('link', { name: 'GALLERY', exact: true })
        .click({ modifiers: ['Control'] }),
    ]);
    await opened.waitForLoadState('domcontentloaded');

    expect(new URL(opened.url()).pathname).toBe('/gallery');
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(await currentLinks(page)).toEqual(['SERVICES']);
    expect(await reloads.reloaded()).toBe(false);
    await opened.close();
  });

  it('a link to the page the visitor is on adds no history entry', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/');
    const historyLength = () => page.evaluate(() => history.length);
    const services = mainNav(page).getByRole('link', { name: 'SERVICES', exact: true });

    await services.click();
    await page.waitForURL('**/services');
    const afterFirst = await historyLength();
    await services.click();
    await page.getByRole('heading', { level: 1, name: 'Terrazzo Services' }).waitFor();
    expect(await historyLength()).toBe(afterFirst);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('scrolls to the top after a navigation from the bottom of a page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await footerNav(page, 'Company').getByRole('link', { name: 'Our Process' }).click();

    await page.waitForURL('**/process');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
  });

  it('scrolls to the top at once when the visitor prefers reduced motion', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    await footerNav(page, 'Company').getByRole('link', { name: 'Our Process' }).click();
    await page.waitForURL('**/process');
    await page.getByRole('heading', { level: 1, name: 'Our Six-Step Process' }).waitFor();

    expect(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(window.scrollY))))).toBe(0);
  });
});

describe('loading states while the API is slow', () => {
  // Each starts on /about, which loads no page data, so the target page has to fetch its own.
  const cases = [
    { to: 'SERVICES', nav: 'Main', path: '/services', loading: 'Preparing our services...', heading: 'Terrazzo Services' },
    {
      to: 'Restoration',
      nav: 'Services',
      path: '/services/restoration',
      loading: 'Preparing service details...',
      heading: 'Terrazzo Restoration',
    },
    {
      to: 'Park Slope',
      nav: 'Popular Areas',
      path: '/local/park-slope-brooklyn-ny',
      loading: 'Preparing location details...',
      heading: 'Terrazzo in Park Slope, Brooklyn',
    },
    { to: 'GALLERY', nav: 'Main', path: '/gallery', loading: 'Preparing our portfolio...', heading: 'Our Terrazzo Work' },
    { to: 'BLOG', nav: 'Main', path: '/blog', loading: 'Preparing our articles...', heading: 'Terrazzo Guides & Insights' },
  ];

  for (const c of cases) {
    it(`${c.path} shows 'Loading...' and '${c.loading}', then the page`, async () => {
      const page = await newPage();
      await gotoHydrated(page, '/about');
      const api = await holdApi(page);

      const nav = c.nav === 'Main' ? mainNav(page) : footerNav(page, c.nav);
      await nav.getByRole('link', { name: c.to, exact: true }).click();

      await page.waitForURL((url) => url.pathname === c.path);
      await page.getByText(c.loading, { exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Loading...']);
      await api.held;

      api.release();
      await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
      expect(await page.getByText(c.loading, { exact: true }).count()).toBe(0);
    });
  }

  it("a borough list shows 'Loading neighborhoods...' under its heading, then the neighborhoods", async () => {
    const page = await newPage();
    await gotoHydrated(page, '/about');
    const api = await holdApi(page);

    await footerNav(page, 'Boroughs').getByRole('link', { name: 'Brooklyn (42 areas)' }).click();

    await page.waitForURL('**/brooklyn-neighborhoods');
    await page.getByRole('heading', { level: 1, name: 'Brooklyn Neighborhoods' }).waitFor();
    await page.getByText('Loading neighborhoods...', { exact: true }).waitFor();
    api.release();
    await page.getByText('42 neighborhoods', { exact: true }).waitFor();
    expect(await page.locator('.neighborhood-grid a').count()).toBe(42);
    expect(await page.getByText('Loading neighborhoods...').count()).toBe(0);
  });

  it('a service-location page shows its loading skeleton, then the page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/services/restoration');
    const api = await holdApi(page);

    await page.getByRole('link', { name: 'Terrazzo Restoration in Brooklyn' }).click();

    await page.waitForURL('**/service-location/restoration-brooklyn');
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    api.release();
    await page.getByRole('heading', { level: 1, name: 'Terrazzo Restoration in Brooklyn' }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  });
});

/** Holds every /api request until release(); `held` resolves once one arrived. */
async function holdApi(page: Page) {
  const release = gate();
  const arrived = gate();
  await page.route('**/api/**', async (route) => {
    arrived.open();
    await release.opened;
    await route.continue();
  });
  return { held: arrived.opened, release: release.open };
}
