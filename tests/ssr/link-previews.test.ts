// Link previews: every page of each route type names its own 1200 × 630
// card (Open Graph and Twitter tags, absolute URLs), the card answers as a
// JPEG of exactly that size under 300 KB, drawn once and kept; the
// structured data carries the business's photos and logo and each article's
// images; the web app manifest and icons answer.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TYPES } from '../e2e/support/routes';
import { jsonLd, metaContent } from '../helpers/html';
import { captureLogger } from '../helpers/notify-servers';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://www.fiveboroughterrazzo.example';
/** A page of every route type, and more of the types whose cards differ by content. */
const PAGES = [
  ...ROUTE_TYPES.filter((route) => route.status === 200).map((route) => route.path),
  '/services/precast-fabrication',
  '/local/astoria-queens-ny',
  '/local/great-neck-long-island-ny',
  '/blog/terrazzo-crack-repair-causes-costs',
];

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // A copy of the real content, with its photos: a test below edits it.
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-cards-')), 'data');
  await cp('data', dataDir, { recursive: true });
  t = await createTestApp({ dataDir });
});

const get = (url: string) => request(t.app).get(url);
const cardOf = (html: string) => metaContent(html, 'property', 'og:image')!;
const local = (url: string) => url.replace(ORIGIN, '');

describe('every page names its own link-preview card', () => {
  it.each(PAGES)('%s: og:image and twitter:image with their size, type and what they show', async (page) => {
    const html = (await get(page).expect(200)).text;
    const card = cardOf(html);
    expect(card).toMatch(new RegExp(`^${ORIGIN}/og/[a-z0-9/-]+\\.[0-9a-f]{12}\\.jpg$`));
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toMatch(/^Five Borough Terrazzo: ".+", set over a photo of our work\. .{20,}/);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(card);
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(metaContent(html, 'property', 'og:image:alt'));
  });

  it('no two pages share a card, and a not-found page has none', async () => {
    const cards = await Promise.all(PAGES.map(async (page) => cardOf((await get(page)).text)));
    expect(new Set(cards).size).toBe(PAGES.length);
    const missing = await get('/local/no-such-place').expect(404);
    expect(metaContent(missing.text, 'property', 'og:image')).toBeUndefined();
  });
});

describe('a card', () => {
  it.each([
    '/',
    '/services/restoration',
    '/local/park-slope-brooklyn-ny',
    '/blog/terrazzo-crack-repair-causes-costs',
    '/brooklyn-neighborhoods',
  ])('of %s is a 1200 × 630 JPEG under 300 KB, immutable', async (page) => {
    const res = await get(local(cardOf((await get(page)).text)))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.body as Buffer;
    expect(body.length).toBeLessThan(300 * 1024);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('is drawn once and kept on disk: the second answer is the same file', async () => {
    // An app of its own, whose log shows every drawing of a card.
    const { logger, lines } = captureLogger();
    const own = await createTestApp({ dataDir, logger });
    const getOwn = (url: string) => request(own.app).get(url);
    const url = local(cardOf((await getOwn('/services/precast-fabrication')).text));
    const [a, b] = await Promise.all([getOwn(url).buffer(true).expect(200), getOwn(url).buffer(true).expect(200)]);
    expect(Buffer.compare(a.body as Buffer, b.body as Buffer)).toBe(0);
    const c = await getOwn(url).buffer(true).expect(200);
    expect(Buffer.compare(c.body as Buffer, a.body as Buffer)).toBe(0);
    expect(lines.filter((entry) => entry.msg === 'link preview drawn')).toHaveLength(1);
    const hash = /\.([0-9a-f]{12})\.jpg$/.exec(url)![1]!;
    const onDisk = await readFile(path.join(path.dirname(own.leadsFile), 'cards', `${hash}.jpg`));
    expect(Buffer.compare(onDisk, a.body as Buffer)).toBe(0);
  });

  it('changes its URL when the page changes; the old URL leads to the new card; a made-up one is not found', async () => {
    const before = local(cardOf((await get('/services/restoration')).text));
    const file = path.join(dataDir, 'services.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"name": "Terrazzo Restoration"', '"name": "Terrazzo Floor Restoration"'));
    const edited = await createTestApp({ dataDir });
    const after = local(cardOf((await request(edited.app).get('/services/restoration')).text));
    expect(after).not.toBe(before);
    const moved = await request(edited.app).get(before).expect(302);
    expect(moved.headers.location).toBe(after);
    await request(edited.app).get('/og/services/no-such-service.0123456789ab.jpg').expect(404);
    await request(edited.app).get('/og/services/restoration.jpg').expect(404);
  });
});

describe('structured data and icons', () => {
  it('the business has photos of its work and a square logo; an article has its card and photo; every one answers', async () => {
    const html = (await get('/blog/terrazzo-crack-repair-causes-costs')).text;
    const graph = jsonLd(html);
    const business = graph.find((node) => node['@type'] === 'LocalBusiness')!;
    const article = graph.find((node) => node['@type'] === 'BlogPosting')!;
    const photos = business.image as string[];
    expect(photos.length).toBeGreaterThan(0);
    const logo = (business.logo as { url: string }).url;
    expect(article.image).toEqual([cardOf(html), expect.stringMatching(/-1440\.[0-9a-f]{12}\.webp$/)]);
    expect((article.publisher as { logo: { url: string } }).logo.url).toBe(logo);
    for (const url of [...photos, logo, ...(article.image as string[])]) {
      expect(url.startsWith(ORIGIN), url).toBe(true);
      const res = await get(local(url)).buffer(true);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\//);
    }
    expect(await sharp((await get(local(logo)).buffer(true)).body as Buffer).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: 'png',
    });
  });

  it('the favicon (16, 32, 48 px), the 180 px touch icon and the web app manifest with its 192 and 512 px icons answer', async () => {
    const html = (await get('/')).text;
    await get('/favicon.ico')
      .expect(200)
      .expect('Content-Type', /image\//);
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)![1]!;
    expect(await sharp((await get(touch).buffer(true)).body as Buffer).metadata()).toMatchObject({ width: 180, height: 180 });
    const manifestUrl = /<link rel="manifest" href="([^"]+)"/.exec(html)![1]!;
    const manifest = await get(manifestUrl)
      .expect(200)
      .expect('Content-Type', /application\/manifest\+json/);
    const body = JSON.parse(manifest.text) as {
      name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body).toMatchObject({ name: 'Five Borough Terrazzo', theme_color: '#1c2427', background_color: '#f7f3ec' });
    for (const icon of body.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp((await get(icon.src).buffer(true)).body as Buffer).metadata()).toMatchObject({ width: size, height: size });
    }
    expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});
