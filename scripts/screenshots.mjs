// npm run screenshots: full-page PNGs of every page type at 390 px and 1280 px,
// taken in Debian's Chromium against a running server (BASE_URL, default
// http://localhost:3000). Output: screenshots/ (not committed).
/* global document, window, getComputedStyle -- the page.evaluate callbacks below run in the browser */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT_DIR ?? 'screenshots';
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/services',
  '/services/restoration',
  '/local/park-slope-brooklyn-ny',
  '/service-location/restoration-brooklyn',
  '/contact',
  '/gallery',
  '/about',
  '/process',
  '/warranty',
  '/privacy',
  '/terms',
  '/blog',
  '/blog/terrazzo-installation-guide-costs-process',
  '/blog/category/design',
  '/sitemap',
  '/queens-neighborhoods',
  '/no-such-page',
];
const WIDTHS = [390, 1280];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
await mkdir(OUT, { recursive: true });
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') console.log(`  console ${msg.type()} on ${page.url()}: ${msg.text()}`);
  });
  for (const path of PAGES) {
    await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    // A full-page shot is taken from the top: parts the browser renders only near the screen (content-visibility) are drawn for it.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    await page.waitForLoadState('networkidle');
    const name = `${OUT}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
