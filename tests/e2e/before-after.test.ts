// The before/after comparison in Chromium, on a harness page (no route uses
// it yet: support/before-after-server.ts) served with the site's CSP, so a
// style attribute in the HTML would be blocked and fail the test as a
// console error. Without JavaScript: the two photos side by side, captioned.
// Hydrated: one comparison whose divider the keyboard, a mouse and a finger
// move, named for screen readers, and no axe-core violations.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT } from './support/before-after-page';
import { axeViolations } from './support/axe';
import { startHarness, type Harness } from './support/before-after-server';
import { allowConsole, DESKTOP, MOBILE, useBrowser, type PageOptions } from './support/browser';

const { newPage } = useBrowser();

let harness: Harness | undefined;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const SLIDER_NAME = `${SUBJECT}: compare before and after restoration`;

/**
 * The harness page, its images loaded; with JavaScript, once hydrated (the
 * range input exists only then). `scriptFails`: JavaScript is on but the
 * script never arrives, so the page is the server's HTML as it came.
 */
async function open({ scriptFails, ...options }: PageOptions & { scriptFails?: true } = {}): Promise<Page> {
  const page = await newPage({ ...options, baseURL: harness!.url });
  if (scriptFails) {
    await page.route('**/*.js', (route) => route.abort());
    allowConsole(page, /^Failed to load resource: net::ERR_FAILED$/);
  }
  await page.goto('/');
  if (options.javaScriptEnabled !== false && !scriptFails) await page.locator('.before-after-range').waitFor({ state: 'attached' });
  // page.goto waited for the load event; after hydration the same images stay.
  expect(await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.complete && img.naturalWidth))).toEqual([
    1200, 1200,
  ]);
  return page;
}

/** Where the divider is, read three ways: the input's value, the after photo's clip-path, and where the divider line is drawn. */
function position(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.before-after-frame')!.getBoundingClientRect();
    const range = document.querySelector<HTMLInputElement>('.before-after-range')!;
    const divider = document.querySelector('.before-after-divider')!.getBoundingClientRect();
    const clipPath = getComputedStyle(document.querySelector('.before-after-side-after')!).clipPath;
    // inset(0px 48% 0px 0px): the after photo shows from the left edge up to 52%.
    const inset = /^inset\(0px (?:calc\()?([\d.]+)%\)? 0px 0px\)$/.exec(clipPath);
    return {
      value: Number(range.value),
      valueText: range.getAttribute('aria-valuetext'),
      clipped: inset ? 100 - Number(inset[1]) : clipPath,
      line: ((divider.left + divider.width / 2 - frame.left) / frame.width) * 100,
    };
  });
}

/** Waits until the value, the clip-path and the line agree on `expected` (±`within` percent; a tap or key glides there). */
async function expectPosition(page: Page, expected: number, within = 0.5): Promise<void> {
  await expect
    .poll(async () => {
      const now = await position(page);
      const near = (actual: unknown) => typeof actual === 'number' && Math.abs(actual - expected) <= within;
      return near(now.value) && near(now.clipped) && near(now.line) ? 'there' : now;
    })
    .toBe('there');
}

const frameBox = async (page: Page) => (await page.locator('.before-after-frame').boundingBox())!;

/** Both photos in one row, before then after, each captioned and wide enough to see; no slider. */
async function expectSideBySide(page: Page, viewport: { width: number }): Promise<void> {
  const sides = page.locator('.before-after-side');
  expect(await sides.locator('figcaption').allTextContents()).toEqual(['Before', 'After']);
  for (const caption of await sides.locator('figcaption').all()) expect(await caption.isVisible()).toBe(true);
  expect(await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.alt))).toEqual([
    harness!.props.before.alt,
    harness!.props.after.alt,
  ]);
  const [before, after] = await Promise.all([0, 1].map(async (i) => (await sides.nth(i).locator('img').boundingBox())!));
  expect(Math.abs(before!.y - after!.y)).toBeLessThan(1);
  expect(before!.x + before!.width).toBeLessThan(after!.x);
  expect(before!.width).toBeGreaterThan(viewport.width === MOBILE.width ? 150 : 300);
  expect(after!.width).toBeCloseTo(before!.width, 0);
  expect(after!.height).toBeCloseTo((after!.width * 800) / 1200, 0);
  expect(await page.getByRole('slider').count()).toBe(0);
  expect(await page.locator('[style]').count()).toBe(0);
}

describe('the server HTML', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`without JavaScript at ${viewport.width} px: both photos side by side, captioned Before and After`, async () => {
      const page = await open({ viewport, javaScriptEnabled: false });
      await expectSideBySide(page, viewport);
    });

    it(`when the script never arrives at ${viewport.width} px: the same, with no axe-core violations`, async () => {
      const page = await open({ viewport, scriptFails: true });
      await expectSideBySide(page, viewport);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

describe('hydrated', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`at ${viewport.width} px, is one comparison of the photos' shape, named for screen readers, with no axe-core violations`, async () => {
      const page = await open({ viewport });
      const slider = page.getByRole('slider', { name: SLIDER_NAME });
      expect(await slider.count()).toBe(1);
      expect(await slider.getAttribute('aria-valuetext')).toBe('50% after, 50% before');
      await expectPosition(page, 50);

      // Both photos fill the one box, which keeps their 3:2 shape and the column's width.
      const frame = await frameBox(page);
      expect(frame.width / frame.height).toBeCloseTo(1.5, 1);
      expect(frame.width).toBeGreaterThan(viewport.width === MOBILE.width ? 340 : 700);
      for (const img of await page.locator('.before-after-side img').all()) {
        const box = (await img.boundingBox())!;
        expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual(
          [frame.x, frame.y, frame.width, frame.height].map(Math.round),
        );
      }
      // The tags: After on the left (the after photo's side of the divider), Before on the right.
      const [beforeTag, afterTag] = await Promise.all(
        ['Before', 'After'].map(async (name) => (await page.locator('.before-after-tag', { hasText: name }).boundingBox())!),
      );
      expect(afterTag!.x).toBeLessThan(frame.x + frame.width / 4);
      expect(beforeTag!.x + beforeTag!.width).toBeGreaterThan(frame.x + (frame.width * 3) / 4);
      // The range covers the whole image: anywhere on it is a place to drag from.
      expect(await slider.boundingBox()).toEqual(frame);
      expect(await page.getByText(/illustration, not a photograph/i).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('moves with the keyboard: arrows, PageUp/PageDown, Home/End, with a visible focus ring on the handle', async () => {
    const page = await open();
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider', { name: SLIDER_NAME });
    expect(await slider.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    const ring = await page.locator('.before-after-handle').evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring).toEqual({ style: 'solid', width: 3 });

    const steps: [string, number, string?][] = [
      ['ArrowRight', 52, '52% after, 48% before'],
      ['ArrowLeft', 50],
      ['ArrowLeft', 48],
      ['ArrowUp', 50],
      ['ArrowDown', 48],
      ['PageUp', 58],
      ['PageDown', 48],
      ['End', 100, 'After only'],
      ['PageUp', 100],
      ['ArrowLeft', 98],
      ['Home', 0, 'Before only'],
      ['ArrowDown', 0],
      ['PageUp', 10, '10% after, 90% before'],
    ];
    for (const [key, expected, text] of steps) {
      await page.keyboard.press(key);
      await expectPosition(page, expected);
      if (text) expect(await slider.getAttribute('aria-valuetext')).toBe(text);
    }
    // Keys the comparison does not use still reach the page: Tab leaves it.
    await page.keyboard.press('Tab');
    expect(await slider.evaluate((el) => el === document.activeElement)).toBe(false);
  });

  it('follows a mouse drag from the handle, past the edges too, and jumps to a click', async () => {
    const page = await open();
    const frame = await frameBox(page);
    const y = frame.y + frame.height / 2;
    const at = (percent: number) => frame.x + (frame.width * percent) / 100;

    await page.mouse.move(at(50), y);
    await page.mouse.down();
    await page.mouse.move(at(35), y, { steps: 4 });
    await expectPosition(page, 35, 1);
    await page.mouse.move(at(20), y, { steps: 4 });
    await expectPosition(page, 20, 1);
    // Beyond the image the divider stays at the edge.
    await page.mouse.move(frame.x - 40, y, { steps: 4 });
    await expectPosition(page, 0, 0.1);
    await page.mouse.move(at(85), y + frame.height, { steps: 8 });
    await expectPosition(page, 85, 1);
    await page.mouse.up();
    await expectPosition(page, 85, 1);

    await page.mouse.click(at(60), frame.y + 20);
    await expectPosition(page, 60, 1);
    // Moving the mouse without a button down moves nothing.
    await page.mouse.move(at(10), y, { steps: 4 });
    await expectPosition(page, 60, 1);
  });

  it('follows a finger on a touch screen (real touch input), and a vertical swipe scrolls the page instead', async () => {
    const page = await open({ viewport: MOBILE, hasTouch: true });
    // What reaches the page: real touch input makes touch events and pointers of type "touch".
    await page.evaluate(() => {
      const seen = new Set<string>();
      for (const type of ['pointerdown', 'pointermove', 'touchstart', 'touchmove', 'mousedown'])
        document.addEventListener(type, (event) => {
          seen.add(event instanceof PointerEvent ? `${type}:${event.pointerType}` : type);
          document.body.dataset.seen = [...seen].sort().join(' ');
        });
    });
    const frame = await frameBox(page);
    const y = frame.y + frame.height / 2;
    const at = (percent: number) => frame.x + (frame.width * percent) / 100;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, touchY = y) => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: touchY }] });
    };

    await touch('touchStart', at(50));
    for (let percent = 48; percent >= 25; percent -= 1) await touch('touchMove', at(percent));
    await expectPosition(page, 25, 1);
    await touch('touchEnd');
    await expectPosition(page, 25, 1);
    expect((await page.locator('body').getAttribute('data-seen'))!.split(' ')).toEqual(
      expect.arrayContaining(['pointerdown:touch', 'pointermove:touch', 'touchstart', 'touchmove']),
    );
    expect(await page.locator('body').getAttribute('data-seen')).not.toMatch(/pointer\w+:mouse/);

    // A tap puts the divider where the finger lifts.
    await page.touchscreen.tap(at(70), y);
    await expectPosition(page, 70, 1);

    // A finger moving up over the image scrolls the page and leaves the divider where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await touch('touchStart', at(30), y + 60);
    for (let step = 1; step <= 12; step++) await touch('touchMove', at(30), y + 60 - step * 10);
    await touch('touchEnd');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
    await expectPosition(page, 70, 1);
  });
});
