// Every page of the real site in both languages, rendered once: the sitemap
// lists them all and each answers 200; titles and descriptions are unique and
// fit a search result; and each stays within the HTML budgets.
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../client/routes';
import { contentReader } from '../../server/reads/read-routes';
import { loadContent } from '../../server/content/content-store';
import { pagesInEveryLanguage } from '../../server/reads/site-map';
import { MAX_TITLE_LENGTH } from '../../shared/page-head';
import { canonicalOf, metaContent, titleOf } from '../helpers/html';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BUDGETS, firstFlight } from '../../scripts/lib/payload';

let t: TestApp;
const pages = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  t.content.current = await loadContent(path.resolve('data'), { siteUrl: 'https://staging.fiveboroughterrazzo.example' });
  const urls = pagesInEveryLanguage(t.content.current, contentReader(t.content.current)).map((page) => page.path);
  for (let i = 0; i < urls.length; i += 16) {
    await Promise.all(
      urls.slice(i, i + 16).map(async (url) => {
        const res = await request(t.app).get(url);
        expect(res.status, url).toBe(200);
        pages.set(url, res.text);
      }),
    );
  }
}, 120_000);

describe('robots.txt', () => {
  it('allows everything and names the sitemap with the configured origin', async () => {
    const res = await request(t.app)
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toBe('User-agent: *\nAllow: /\n\nSitemap: https://staging.fiveboroughterrazzo.example/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page once, absolute; articles with their publication date', async () => {
    const res = await request(t.app)
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    const locs = [
      ...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g),
    ].map((m) => m[1]!);
    expect(locs.length).toBe((res.text.match(/<url>/g) ?? []).length);
    const dated = [...res.text.matchAll(/<loc>[^<]+\/blog\/([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(dated.length).toBe(t.content.current.posts.items.length);
    for (const [, slug, date] of dated) expect(t.content.current.posts.bySlug.get(slug!)?.publishedAt, slug).toBe(date);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith('https://staging.fiveboroughterrazzo.example/'))).toBe(true);
    expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual([...pages.keys()].sort());
  });

  it('holds every routable page: each route of the table, for every item of the content', () => {
    const c = t.content.current;
    const expected =
      11 +
      c.services.items.length +
      c.neighborhoods.items.length +
      c.serviceLocations.items.length +
      c.posts.items.length +
      c.gallery.items.length +
      5 +
      6;
    // In Spanish: the nine pages of fixed text (the gallery among them), and every translated service, service-location page and project.
    const spanish = 9 + c.spanish.services.items.length + c.spanish.serviceLocations.items.length + c.spanish.gallery.items.length;
    expect(c.spanish.serviceLocations.items.length).toBe(c.serviceLocations.items.length);
    expect(c.spanish.gallery.items.length).toBe(c.gallery.items.length);
    expect(pages.size).toBe(expected + spanish);
    const patterns = routes.flatMap((route) => [route.path, ...(route.es ? [route.es] : [])]).filter((path) => !path.endsWith('*'));
    for (const path of patterns) {
      const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      expect(
        [...pages.keys()].some((url) => pattern.test(url)),
        path,
      ).toBe(true);
    }
    expect(pages.has('/local/rockville-centre-long-island-ny')).toBe(true);
  });

  it('every page it lists answers 200 and names itself as canonical', () => {
    for (const [url, html] of pages)
      expect(canonicalOf(html), url).toBe(`https://staging.fiveboroughterrazzo.example${url === '/' ? '/' : url}`);
  });
});

describe('titles and descriptions', () => {
  const duplicates = (pick: (html: string) => string | undefined) => {
    const seen = new Map<string, string[]>();
    for (const [url, html] of pages) {
      const value = pick(html) ?? '';
      seen.set(value, [...(seen.get(value) ?? []), url]);
    }
    return [...seen].filter(([, urls]) => urls.length > 1);
  };

  it('every title is unique', () => {
    expect(duplicates(titleOf)).toEqual([]);
  });

  it('every meta description is unique', () => {
    expect(duplicates((html) => metaContent(html, 'name', 'description'))).toEqual([]);
  });

  it(`titles fit a search result (at most ${MAX_TITLE_LENGTH} characters), descriptions are 50 to 160`, () => {
    const tooLong = [...pages]
      .filter(([, html]) => (titleOf(html) ?? '').length > MAX_TITLE_LENGTH)
      .map(([url, html]) => `${url}: ${titleOf(html)}`);
    const badDescriptions = [...pages]
      .map(([url, html]) => [url, metaContent(html, 'name', 'description') ?? ''] as const)
      .filter(([, d]) => d.length < 50 || d.length > 160)
      .map(([url, d]) => `${url} (${d.length}): ${d}`);
    expect(tooLong).toEqual([]);
    expect(badDescriptions).toEqual([]);
  });
});

describe('HTML budgets', () => {
  it(`every page is at most ${BUDGETS.htmlBytes / 1024} KB of HTML, dehydrated state included`, () => {
    const over = [...pages]
      .filter(([, html]) => Buffer.byteLength(html) > BUDGETS.htmlBytes)
      .map(([url, html]) => `${url}: ${Buffer.byteLength(html)} bytes`);
    const largest = [...pages].sort((a, b) => b[1].length - a[1].length)[0]!;
    console.info(`largest page: ${largest[0]} at ${Buffer.byteLength(largest[1])} bytes`);
    expect(over).toEqual([]);
  });

  it('the first 14 KB of the compressed page hold the head, the header and the start of the main content', () => {
    for (const [url, html] of pages) {
      const flight = firstFlight(html);
      expect(flight, url).toContain('</head>');
      expect(flight, url).toContain('</header>');
      expect(flight, url).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
  });
});
