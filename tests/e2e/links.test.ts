// Crawls the site from / over every internal link and asset: none is broken,
// nothing loads from another origin, and every page the site map lists can be
// reached from the home page by following links, not only through the site map.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { eachLimited, extractRefs, withoutHash } from './support/crawl';

const MAX_PAGES = 2000;
const CONCURRENCY = 8;

interface Crawl {
  /** Every internal URL fetched, with its status. */
  status: Map<string, number>;
  /** Page → the internal pages it links to. */
  linksFrom: Map<string, Set<string>>;
  pages: number;
  assets: number;
  linksFollowed: number;
  foreignAssets: string[];
  /** Where each broken URL was found. */
  foundOn: Map<string, string>;
}

async function crawl(start: string): Promise<Crawl> {
  const origin = new URL(start).origin;
  const result: Crawl = {
    status: new Map(),
    linksFrom: new Map(),
    pages: 0,
    assets: 0,
    linksFollowed: 0,
    foreignAssets: [],
    foundOn: new Map(),
  };
  const seenAssets = new Set<string>();
  let frontier = [start];
  const queued = new Set(frontier);

  while (frontier.length > 0) {
    if (queued.size > MAX_PAGES) throw new Error(`The crawl passed ${MAX_PAGES} pages: is some link generating endless URLs?`);
    const next: string[] = [];
    const newAssets: string[] = [];
    await eachLimited(frontier, CONCURRENCY, async (url) => {
      const res = await fetch(url, { redirect: 'manual' });
      result.status.set(url, res.status);
      result.pages++;
      const links = new Set<string>();
      result.linksFrom.set(url, links);
      if (res.status !== 200 || !res.headers.get('content-type')?.includes('text/html')) return;
      const refs = extractRefs(await res.text(), url);
      for (const link of refs.links) {
        if (new URL(link).origin !== origin) continue; // tel:, mailto:, other sites
        result.linksFollowed++;
        const page = withoutHash(link);
        links.add(page);
        if (!queued.has(page)) {
          queued.add(page);
          result.foundOn.set(page, url);
          next.push(page);
        }
      }
      for (const asset of refs.assets) {
        if (new URL(asset).origin !== origin) {
          result.foreignAssets.push(`${asset} (on ${url})`);
          continue;
        }
        result.linksFollowed++;
        if (!seenAssets.has(asset)) {
          seenAssets.add(asset);
          result.foundOn.set(asset, url);
          newAssets.push(asset);
        }
      }
    });
    await eachLimited(newAssets, CONCURRENCY, async (asset) => {
      const res = await fetch(asset, { redirect: 'manual' });
      await res.arrayBuffer();
      result.status.set(asset, res.status);
      result.assets++;
    });
    frontier = next;
  }
  return result;
}

/** Pages reachable from `start` by links, never passing through `avoid`. */
function reachable(linksFrom: Map<string, Set<string>>, start: string, avoid: string): Set<string> {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    for (const to of linksFrom.get(stack.pop()!) ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      if (to !== avoid) stack.push(to);
    }
  }
  return seen;
}

let site: Crawl;
beforeAll(async () => {
  site = await crawl(`${baseUrl()}/`);
  console.log(`link crawl: ${site.pages} pages checked, ${site.assets} assets checked, ${site.linksFollowed} links followed`);
}, 180_000);

describe('links', () => {
  it('crawls the whole site and stops by itself', () => {
    // 247 neighborhoods + 36 service-location pages + articles + the rest.
    expect(site.pages).toBeGreaterThan(300);
    expect(site.pages).toBeLessThan(MAX_PAGES);
  });

  it('no internal link or asset is broken (every one answers 200)', () => {
    const broken = [...site.status]
      .filter(([, status]) => status !== 200)
      .map(([url, status]) => `${status} ${url} (linked from ${site.foundOn.get(url)})`);
    expect(broken).toEqual([]);
  });

  it('loads nothing from another origin', () => {
    expect(site.foreignAssets).toEqual([]);
  });

  it('every page of the site map can be reached from / without the site map', () => {
    const sitemap = `${baseUrl()}/sitemap`;
    const listed = [...(site.linksFrom.get(sitemap) ?? [])];
    expect(listed.length).toBeGreaterThan(300);
    const fromHome = reachable(site.linksFrom, `${baseUrl()}/`, sitemap);
    expect(listed.filter((url) => !fromHome.has(url))).toEqual([]);
  });
});
