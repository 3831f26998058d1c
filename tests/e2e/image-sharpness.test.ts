// Images are shown sharp: on the pages with the most photos, on a phone (3x)
// and a desktop screen (1x and 2x), every image the page shows is drawn from
// a file with at least as many pixels as it covers (object-fit: cover
// counted), up to the largest file its srcset (on the <picture>'s <source>,
// else on the <img>) offers; an image with no srcset must cover the box.
import { describe, expect, it } from 'vitest';
import { gotoHydrated, useBrowser } from './support/browser';

const { newPage } = useBrowser();
const PAGES = [
  '/',
  '/services',
  '/about',
  '/gallery',
  '/gallery/bay-ridge-church-aisle-restoration',
  '/blog/terrazzo-crack-repair-causes-costs',
];
const SCREENS = [
  { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 },
];

describe('images are never shown larger than their file', () => {
  for (const screen of SCREENS) {
    it(`at ${screen.viewport.width} px, ${screen.deviceScaleFactor}x`, async () => {
      const page = await newPage(screen);
      const blurry: string[] = [];
      let checked = 0;
      for (const path of PAGES) {
        await gotoHydrated(page, path);
        // Lazy images load as they come into view (one a screen hides, such as the gallery's hero photo on a phone, never does).
        for (const image of await page.locator('main img:visible').all()) await image.scrollIntoViewIfNeeded();
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete || !img.checkVisibility()),
        );
        const images = await page.evaluate(async () =>
          Promise.all(
            [...document.querySelectorAll<HTMLImageElement>('main img')].map(async (img) => {
              const box = img.getBoundingClientRect();
              // The file's own pixels (naturalWidth of a srcset image is scaled by its density).
              const file = new Image();
              file.src = img.currentSrc;
              await file.decode();
              const cover = getComputedStyle(img).objectFit === 'cover';
              const covered = cover ? Math.max(box.width, box.height * (file.naturalWidth / file.naturalHeight)) : box.width;
              // The widths on offer sit on the <picture>'s <source> (AVIF) when there is one.
              const srcset = img.closest('picture')?.querySelector('source')?.srcset || img.srcset;
              // Without a srcset the plain src is all there is, and it must cover the box itself.
              const offered =
                srcset ? Math.max(...srcset.split(',').map((entry) => Number(/(\d+)w\s*$/.exec(entry)?.[1] ?? 0))) : file.naturalWidth;
              return {
                src: img.currentSrc.replace(/^.*\//, ''),
                shown: box.width > 0,
                file: file.naturalWidth,
                covered,
                offered,
                hasSrcset: Boolean(srcset),
              };
            }),
          ),
        );
        for (const image of images.filter((i) => i.shown)) {
          checked++;
          const covered = Math.ceil(image.covered * screen.deviceScaleFactor);
          // A srcset need only be used up to its largest width; a lone src must cover the box.
          const needed = image.hasSrcset ? Math.min(covered, image.offered) : covered;
          if (image.file < needed - 1) blurry.push(`${path}: ${image.src} is ${image.file} px wide, shown over ${needed} device px`);
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(blurry).toEqual([]);
    });
  }
});
