// Layouts that hold whatever the content, on a phone and a desktop: a strip of
// one project takes the whole row, the not-found panel stands apart from the
// footer with its buttons in one row or one per line, and an e-mail address
// breaks only before its "@" or a dot, its domain kept whole where it fits.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowNotFoundDocument, DESKTOP, gotoHydrated, MOBILE, useBrowser } from './support/browser';

const { newPage } = useBrowser();

/** A neighborhood that has exactly one project of its own in the gallery. */
function neighborhoodWithOneProject(): string {
  const { items } = JSON.parse(readFileSync('data/gallery.json', 'utf8')) as { items: { neighborhood?: string }[] };
  const counts = new Map<string, number>();
  for (const { neighborhood } of items) if (neighborhood) counts.set(neighborhood, (counts.get(neighborhood) ?? 0) + 1);
  const slug = [...counts].find(([, count]) => count === 1)?.[0];
  if (!slug) throw new Error('data/gallery.json: no neighborhood has exactly one project');
  return slug;
}

/** The boxes of the elements matching `selector`, in document order. */
function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom, left, right, width } = element.getBoundingClientRect();
      return { top, bottom, left, right, width };
    }),
  );
}

/** The lines of the first e-mail link inside `scope`, as the browser laid them out. */
function linesOfEmail(page: Page, scope: string) {
  return page
    .locator(`${scope} .email-link`)
    .first()
    .evaluate((link) => {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          const line = lines.at(-1);
          if (line && Math.abs(line.top - top) < 4) line.text += node.textContent![i];
          else lines.push({ top, text: node.textContent![i]! });
        }
      }
      return lines.map((line) => line.text);
    });
}

describe('a strip of one project', () => {
  const path = `/local/${neighborhoodWithOneProject()}`;

  it('on a desktop, lies across the whole row with its photo beside its words', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await gotoHydrated(page, path);
    const [grid] = await boxes(page, '.project-strip .project-grid');
    const cards = await boxes(page, '.project-strip .project-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.width).toBeCloseTo(grid!.width, 0);
    const [photo] = await boxes(page, '.project-strip .project-card-photo');
    const [body] = await boxes(page, '.project-strip .project-card-body');
    expect(photo!.right).toBeLessThanOrEqual(body!.left + 1);
    expect(photo!.top).toBeCloseTo(body!.top, 0);
  });

  it('on a phone, is the width of the column, its words under its photo', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, path);
    const [grid] = await boxes(page, '.project-strip .project-grid');
    const [card] = await boxes(page, '.project-strip .project-card');
    expect(card!.width).toBeCloseTo(grid!.width, 0);
    const [photo] = await boxes(page, '.project-strip .project-card-photo');
    const [body] = await boxes(page, '.project-strip .project-card-body');
    expect(body!.top).toBeGreaterThanOrEqual(photo!.bottom - 1);
  });
});

describe('the not-found page', () => {
  for (const [viewport, path] of [
    [DESKTOP, '/no-such-page'],
    [MOBILE, '/no-such-page'],
    [MOBILE, '/es/no-existe'],
  ] as const) {
    it(`${path} at ${viewport.width} px: its panel ends well before the footer, its buttons ${viewport === MOBILE ? 'one per line, each as wide as the others' : 'in one row'}`, async () => {
      const page = await newPage({ viewport });
      allowNotFoundDocument(page);
      await gotoHydrated(page, path);
      const [panel] = await boxes(page, '.not-found-panel');
      const [footer] = await boxes(page, '.site-footer');
      expect(footer!.top - panel!.bottom).toBeGreaterThanOrEqual(48);
      const buttons = await boxes(page, '.not-found-links .button');
      expect(buttons).toHaveLength(3);
      if (viewport === MOBILE) {
        for (const [i, button] of buttons.entries()) {
          if (i > 0) expect(button.top).toBeGreaterThanOrEqual(buttons[i - 1]!.bottom);
          expect(button.width).toBeCloseTo(buttons[0]!.width, 0);
          expect(button.left).toBeCloseTo(buttons[0]!.left, 0);
        }
      } else {
        for (const button of buttons) expect(button.top).toBeCloseTo(buttons[0]!.top, 0);
      }
    });
  }
});

describe('an e-mail address', () => {
  it.each([
    [DESKTOP.width, ['estimates', '@fiveboroughterrazzo.example']],
    [MOBILE.width, ['estimates', '@fiveboroughterrazzo.example']],
    // Narrower than its domain: only then is the domain broken, before its dot.
    [320, ['estimates', '@fiveboroughterrazzo', '.example']],
  ])('in the side card of a service-location page at %i px, breaks into %j', async (width, lines) => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await gotoHydrated(page, '/service-location/restoration-brooklyn');
    expect(await linesOfEmail(page, '.side-card')).toEqual(lines);
  });

  it('in the footer, where the line is wide enough, stays on one line', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/service-location/restoration-brooklyn');
    expect(await linesOfEmail(page, '.site-footer')).toEqual(['estimates@fiveboroughterrazzo.example']);
  });
});
