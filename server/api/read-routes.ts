// Every GET endpoint of the API as data: the Express router serves
// these, and server rendering resolves a page's queries through the same
// functions in-process (no HTTP to itself).
import { matchPath } from 'react-router-dom';
import type { DataReader } from '../../client/server-entry';
import { collectionEntries } from '../content/collections';
import type { Content } from '../content/content-store';
import { htmlSitemap } from '../seo/site-map';
import { ok, type ReadResult } from './read-result';

interface ReadRoute {
  path: string;
  /** The query parameters the read uses; the router ignores all others. */
  queryKeys?: readonly string[];
  read(content: Content, params: Record<string, string | undefined>, query: URLSearchParams): ReadResult;
}

/** Every collection's endpoints, from the registry: its list, and one item by slug. */
const collectionRoutes = collectionEntries().flatMap(([name, declared]): ReadRoute[] => {
  if (!declared.api) return [];
  const { list, detail, query } = declared.api;
  return [
    {
      path: list,
      queryKeys: query?.keys,
      read: (c, _params, search) => (query ? query.read(c[name].summaries, search) : ok(c[name].summaries)),
    },
    ...(detail ?
      [
        {
          path: detail,
          read: (c: Content, { slug = '' }: Record<string, string | undefined>): ReadResult => {
            const item = c[name].bySlug.get(slug);
            return item !== undefined ?
                ok(item)
              : { status: 404, body: { message: `No ${declared.noun} has the slug "${slug}".` }, missing: { collection: name, slug } };
          },
        },
      ]
    : []),
  ];
});

export const readRoutes: ReadRoute[] = [
  // The business profile (phones, address, hours, claims) every page shows.
  { path: '/api/business', read: (c) => ok(c.business) },
  ...collectionRoutes,
  { path: '/api/gallery/featured', read: (c) => ok(c.gallery.items.filter((item) => item.featured)) },
  // The HTML sitemap's sections, from the route registry (the /sitemap page).
  { path: '/api/sitemap', read: (c) => ok(htmlSitemap(contentReader(c))) },
];

/** Resolves an API URL such as `/api/blog?featured=true&limit=3`; undefined when no endpoint has that path. */
export function resolveRead(content: Content, url: string): ReadResult | undefined {
  // Split by hand: URL parsing would resolve "." and ".." segments into another endpoint.
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const searchParams = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  for (const route of readRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return route.read(content, match.params, searchParams);
  }
  return undefined;
}

/**
 * Reads query data straight from the content, as a server render would find
 * it prefetched: a disabled query (a detail query with a malformed slug)
 * reads nothing. `onMissing` hears why a read found nothing.
 */
export function contentReader(content: Content, onMissing?: (result: Exclude<ReadResult, { status: 200 }>) => void): DataReader {
  return <T>(options: { queryKey: readonly unknown[]; enabled?: unknown }): T | undefined => {
    if (options.enabled === false) return undefined;
    const url = options.queryKey.join('/');
    const result = resolveRead(content, url);
    if (!result) throw new Error(`a route reads ${url}, which no API read function answers`);
    if (result.status === 200) return result.body as T;
    onMissing?.(result);
    return undefined;
  };
}
