// Mobile navigation at 390 x 844: a slide-in menu (a modal
// <dialog>) that closes on a chosen link, Escape or a backdrop click, gives
// focus back to its button, and keeps Tab inside while open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, gotoHydrated, useBrowser } from './support/browser';

const { newPage } = useBrowser();

function menu(page: Page) {
  const dialog = page.locator('dialog#mobile-menu');
  return {
    button: page.getByRole('button', { name: 'Open menu' }),
    dialog,
    // The menu is mounted when opened (its code loads on the first tap) and leaves the page when closed.
    isOpen: () =>
      page.evaluate(() => {
        const el = document.querySelector<HTMLDialogElement>('dialog#mobile-menu');
        return Boolean(el?.open && el.matches(':modal'));
      }),
    links: dialog.getByRole('navigation', { name: 'Mobile' }).getByRole('link'),
  };
}

async function openMenu(path = '/') {
  const page = await newPage({ viewport: MOBILE });
  await gotoHydrated(page, path);
  const m = menu(page);
  expect(await m.button.isVisible()).toBe(true);
  expect(await m.button.getAttribute('aria-expanded')).toBe('false');
  await m.button.click();
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog#mobile-menu')?.open === true);
  // Let the slide-in finish, so the panel is where a click on the backdrop expects it.
  await m.dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return { page, m };
}

/** The dialog's close event arrives after the key or click: wait for the menu button to be told, and focused. */
const afterClose = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button.menu-button');
    return button?.getAttribute('aria-expanded') === 'false' && document.activeElement === button;
  });

const focusIsOn = (page: Page, selector: string) => page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

describe('mobile menu', () => {
  it('opens as a modal dialog with the five links, GET QUOTE and CALL NOW', async () => {
    const { page, m } = await openMenu();

    expect(await m.isOpen()).toBe(true);
    expect(await m.button.getAttribute('aria-expanded')).toBe('true');
    expect(await m.button.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await m.links.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['HOME', '/'],
      ['SERVICES', '/services'],
      ['GALLERY', '/gallery'],
      ['BLOG', '/blog'],
      ['CONTACT', '/contact'],
    ]);
    expect(await m.dialog.getByRole('link', { name: 'GET QUOTE' }).getAttribute('href')).toBe('/contact');
    expect(await m.dialog.getByRole('link', { name: 'CALL NOW' }).getAttribute('href')).toBe('tel:+13475550199');
    // Not the header's number: said beside it.
    expect(await m.dialog.locator('.mobile-menu-line').textContent()).toBe('(347) 555-0199, our second line');
    // The panel is on screen (slid in), not just open.
    await page.waitForFunction(() => {
      const box = document.querySelector('dialog#mobile-menu')!.getBoundingClientRect();
      return box.right <= window.innerWidth + 1 && box.left >= 0;
    });
  });

  it('closes when a link is chosen, navigates, and gives focus back to the menu button', async () => {
    const { page, m } = await openMenu();

    await m.dialog.getByRole('link', { name: 'SERVICES' }).click();

    await page.waitForURL('**/services');
    await page.getByRole('heading', { level: 1, name: 'Terrazzo Services' }).waitFor();
    expect(await m.isOpen()).toBe(false);
    expect(await m.button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusIsOn(page, 'button.menu-button')).toBe(true);
  });

  it('closes on GET QUOTE too', async () => {
    const { page, m } = await openMenu();

    await m.dialog.getByRole('link', { name: 'GET QUOTE' }).click();

    await page.waitForURL('**/contact');
    expect(await m.isOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { page, m } = await openMenu('/gallery');

    await page.keyboard.press('Escape');
    await afterClose(page);

    expect(await m.isOpen()).toBe(false);
    expect(await m.button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusIsOn(page, 'button.menu-button')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/gallery');
  });

  it('closes on a click on the backdrop and gives focus back to the menu button', async () => {
    const { page, m } = await openMenu();
    const panel = (await m.dialog.boundingBox())!;
    expect(panel.x).toBeGreaterThan(20); // there is backdrop to the left of the panel

    await page.mouse.click(panel.x / 2, MOBILE.height / 2);
    await afterClose(page);

    expect(await m.isOpen()).toBe(false);
    expect(await focusIsOn(page, 'button.menu-button')).toBe(true);
  });

  it('a click inside the panel (not on a link) leaves it open', async () => {
    const { page, m } = await openMenu();

    await page.locator('.mobile-menu-title').click();

    expect(await m.isOpen()).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const { page, m } = await openMenu();
    const stops = await m.dialog.locator('a[href], button:not([disabled])').count();
    expect(stops).toBe(9); // close button, five links, the language link, GET QUOTE, CALL NOW

    const visited = new Set<string>();
    for (let i = 0; i < stops * 2 + 1; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement!;
        return {
          inside: Boolean(el.closest('dialog#mobile-menu')),
          label: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent}`,
        };
      });
      expect(where.inside, `Tab ${i + 1} left the menu for ${where.label}`).toBe(true);
      visited.add(where.label);
    }
    expect(visited.size).toBe(stops);
    for (let i = 0; i < stops + 1; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog#mobile-menu')))).toBe(true);
    }
  });
});
