// The gallery's larger view: a card opens an accessible dialog with the
// large image, the project's details and an estimate action; Esc closes it
// and focus returns to the card; arrows move between projects; the open
// project is in the URL; without JavaScript a card links to the largest image.
import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE, useBrowser } from './support/browser';

const { newPage } = useBrowser();

describe('the gallery larger view', () => {
  it('opens from a card as a modal dialog, moves with the arrow keys, closes on Esc and gives focus back to the card', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/gallery');
    const card = page.locator('a[data-project]').nth(1);
    const slug = await card.getAttribute('data-project');
    const title = (await page.locator('.project-card-title').nth(1).textContent())!;
    await card.click();

    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('project')).toBe(slug);
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByRole('link', { name: /Get a free estimate for a floor like this/ }).getAttribute('href')).toBe('/contact');
    const image = dialog.locator('img');
    await image.evaluate((img: HTMLImageElement) => img.decode());
    expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThan(600);

    await page.keyboard.press('ArrowRight');
    const third = (await page.locator('.project-card-title').nth(2).textContent())!;
    await page.getByRole('dialog', { name: third }).waitFor();
    expect(await page.getByText('3 of 20').isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: title }).waitFor();

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('project'));
    // The URL changes first; the dialog leaves with the render that follows.
    await page.locator('dialog').waitFor({ state: 'detached' });
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens on load from a shared link (/gallery?project=…), and a swipe moves to the next project', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/gallery?project=midtown-office-lobby-medallion');
    const dialog = page.getByRole('dialog', { name: 'Office lobby with a waterjet-cut medallion' });
    await dialog.waitFor();
    const box = (await dialog.locator('.project-dialog-image').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('project') !== 'midtown-office-lobby-medallion');
    // The dialog's title follows with the render after the URL change.
    await page.waitForFunction((first) => {
      const title = document.querySelector('dialog h2')?.textContent;
      return title !== undefined && title !== first;
    }, 'Office lobby with a waterjet-cut medallion');
  });

  it('without JavaScript, a card links to the project image at its largest size', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/gallery');
    const href = await page.locator('a[data-project="midtown-office-lobby-medallion"]').getAttribute('href');
    expect(href).toMatch(/^\/images\/gallery\/midtown-office-lobby-medallion-1440\.[0-9a-f]{12}\.webp$/);
    const image = await page.request.get(href!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
