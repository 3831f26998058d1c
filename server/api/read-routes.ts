// Every GET endpoint of the API as data: the Express router serves
// these, and server rendering resolves a page's queries through the same
// functions in-process (no HTTP to itself).
import { matchPath } from 'react-router-dom';
import type { DataReader } from '../../client/server-entry';
import type { ApiErrorBody } from '../../shared/api-types';
import { categorySlug } from '../../shared/slugs';
import type { Content } from '../content/content-store';
import { htmlSitemap } from '../seo/site-map';

export type ReadResult = { status: 200; body: unknown } | { status: 400 | 404; body: ApiErrorBody };

interface ReadRoute {
  path: string;
  read(content: Content, params: Record<string, string | undefined>, query: URLSearchParams): ReadResult;
}

const ok = (body: unknown): ReadResult => ({ status: 200, body });
const badRequest = (message: string): ReadResult => ({ status: 400, body: { message } });
const found = <T>(item: T | undefined, message: string): ReadResult => (item === undefined ? { status: 404, body: { message } } : ok(item));

const MAX_LIMIT = 100;

export const readRoutes: ReadRoute[] = [
  // The business profile (phones, address, hours, claims) every page shows.
  { path: '/api/business', read: (c) => ok(c.business) },
  { path: '/api/services', read: (c) => ok(c.services) },
  {
    path: '/api/services/:slug',
    read: (c, { slug = '' }) => found(c.serviceBySlug.get(slug), `No service has the slug "${slug}".`),
  },
  { path: '/api/gallery', read: (c) => ok(c.gallery) },
  { path: '/api/gallery/featured', read: (c) => ok(c.featuredGallery) },
  { path: '/api/local', read: (c) => ok(c.neighborhoods) },
  {
    path: '/api/local/:slug',
    read: (c, { slug = '' }) => found(c.neighborhoodBySlug.get(slug), `No neighborhood page has the slug "${slug}".`),
  },
  { path: '/api/blog', read: (c, _params, query) => listPosts(c, query) },
  {
    path: '/api/blog/:slug',
    read: (c, { slug = '' }) => found(c.postBySlug.get(slug), `No article has the slug "${slug}".`),
  },
  { path: '/api/service-location', read: (c) => ok(c.serviceLocations) },
  {
    path: '/api/service-location/:slug',
    read: (c, { slug = '' }) => found(c.serviceLocationBySlug.get(slug), `No service-location page has the slug "${slug}".`),
  },
  // The HTML sitemap's sections, from the route registry (the /sitemap page).
  { path: '/api/sitemap', read: (c) => ok(htmlSitemap(contentReader(c))) },
];

/** `GET /api/blog?featured=true&category=Costs&limit=3&exclude={slug}`: newest first. */
function listPosts(content: Content, query: URLSearchParams): ReadResult {
  const featured = query.get('featured');
  if (featured !== null && featured !== 'true' && featured !== 'false') {
    return badRequest('featured must be "true" or "false".');
  }
  const limitText = query.get('limit');
  const limit = limitText === null ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT && /^\d+$/.test(limitText!))) {
    return badRequest(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  }
  const category = query.get('category')?.toLowerCase();
  const exclude = query.get('exclude');

  let posts = content.posts;
  if (featured !== null) posts = posts.filter((p) => p.featured === (featured === 'true'));
  if (category) posts = posts.filter((p) => categorySlug(p.category) === category);
  if (exclude) posts = posts.filter((p) => p.slug !== exclude);
  return ok(limit === undefined ? posts : posts.slice(0, limit));
}

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
