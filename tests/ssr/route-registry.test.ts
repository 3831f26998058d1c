// Every route type of the registry, walked as a table: it renders with its
// head tags, every organisation its structured data names carries the
// business's logo and photos, it answers its not-found case with 404, and its
// page module is the chunk the build made for it. A new route module is
// covered here by itself.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../client/routes';
import { contentReader } from '../../server/reads/read-routes';
import { loadContent } from '../../server/content/content-store';
import { readAssetManifest } from '../../server/pages/asset-manifest';
import { sitePages } from '../../server/reads/site-map';
import { canonicalOf, jsonLd, metaContent, titleOf } from '../helpers/html';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
/** One page of each route type, from the sitemap of the real content. */
const samples = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  t.content.current = await loadContent(path.resolve('data'));
  const pages = sitePages(contentReader(t.content.current));
  for (const route of routes.filter((candidate) => candidate.path !== '*')) {
    const pattern = new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const page = pages.find((candidate) => pattern.test(candidate.path));
    if (page) samples.set(route.id, page.path);
  }
});

/** A path of the route's shape whose entity does not exist. */
const missingPathOf = (routePath: string) => (routePath === '*' ? '/no-such-page' : routePath.replace(/:[A-Za-z]+/g, 'no-such-thing'));

const jsonLdTypes = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return ((JSON.parse(json) as { '@graph'?: { '@type': string }[] })['@graph'] ?? []).map((node) => node['@type']);
};

/** Every node of a JSON-LD value that stands for an organisation, nested ones included (an article's author, its publisher). */
const organizationsIn = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(organizationsIn);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  const own = node['@type'] === 'Organization' || node['@type'] === 'LocalBusiness' ? [node] : [];
  return [...own, ...Object.values(node).flatMap(organizationsIn)];
};

describe('the route registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('lists every route folder of client/routes, each under its folder name', () => {
    const folders = readdirSync('client/routes', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(routes.map((route) => route.id).sort()).toEqual(folders.map((folder) => folder.name).sort());
  });

  it('every route type but the not-found one has a page in the sitemap', () => {
    expect(routes.filter((route) => route.path !== '*' && !samples.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it.each(routes.map((route) => [route.id, route] as const))('%s: its page module is a chunk of the build', (_id, route) => {
    const manifest = readAssetManifest(inject('clientDir'));
    expect(manifest.pages[route.page.id], route.page.id).toBeDefined();
  });

  it.each(routes.filter((route) => route.path !== '*').map((route) => [route.id, route] as const))(
    '%s renders with every head tag',
    async (id) => {
      const url = samples.get(id)!;
      const res = await request(t.app).get(url).expect(200);
      const html = res.text;
      expect(titleOf(html)?.length, url).toBeGreaterThan(5);
      expect(metaContent(html, 'name', 'description')?.length, url).toBeGreaterThan(50);
      const absolute = `https://www.fiveboroughterrazzo.example${url}`;
      expect(canonicalOf(html), url).toBe(absolute === 'https://www.fiveboroughterrazzo.example/' ? absolute : absolute.replace(/\/$/, ''));
      expect(metaContent(html, 'property', 'og:url'), url).toBe(canonicalOf(html));
      for (const [attr, name] of [
        ['property', 'og:title'],
        ['property', 'og:description'],
        ['property', 'og:type'],
        ['name', 'twitter:card'],
        ['name', 'twitter:title'],
      ] as const)
        expect(metaContent(html, attr, name), `${url} ${name}`).toBeTruthy();
      expect(jsonLdTypes(html), url).toContain('LocalBusiness');
      if (url !== '/') expect(jsonLdTypes(html), url).toContain('BreadcrumbList');
      if (url !== '/') expect(html, url).toMatch(/<nav class="breadcrumb" aria-label="Breadcrumb">/);
    },
  );

  it.each(routes.map((route) => [route.id, route] as const))(
    '%s: every organisation in its JSON-LD carries the business logo and photos',
    async (id, route) => {
      const url = route.path === '*' ? missingPathOf('*') : samples.get(id)!;
      const graph = jsonLd((await request(t.app).get(url)).text);
      const business = graph.find((node) => node['@type'] === 'LocalBusiness')!;
      expect(business.logo, url).toMatchObject({ '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/.+\.png$/) });
      expect((business.image as string[]).length, url).toBeGreaterThan(0);
      for (const organization of organizationsIn(graph))
        expect({ logo: organization.logo, image: organization.image }, `${url}: ${String(organization['@type'])}`).toEqual({
          logo: business.logo,
          image: business.image,
        });
    },
  );

  it.each(routes.filter((route) => route.notFound).map((route) => [route.id, missingPathOf(route.path)] as const))(
    '%s answers 404 for a missing entity (%s), kept out of search results',
    async (_id, url) => {
      const res = await request(t.app).get(url).expect(404);
      expect(metaContent(res.text, 'name', 'robots')).toBe('noindex');
      expect(canonicalOf(res.text)).toBeUndefined();
    },
  );
});
