// The query options of the API (shared/api-contract.ts): by endpoint name,
// the URL coming from the declaration and never spelled here, and the few
// reads a route module and its page both make, named once. The query key
// joined with '/' is the URL, which the browser's query function fetches and
// the server's render resolves in-process; query parameters are in a fixed
// (sorted) order, so one read has one key and one cache entry.
//
// The named reads live here rather than in their route's folder: a module
// both a route module and its page import would be a chunk of its own, one
// more request on every page's first load (decision record 0025).
import { queryOptions } from '@tanstack/react-query';
import { COLLECTION_API, READ_API, spanishPath, type AnswerOf, type Endpoint, type QueryOf } from '../../shared/api-contract';
import type { Language } from '../../shared/language';
import { categorySlug, isSlug } from '../../shared/slugs';
import type { Borough } from '../../shared/constants';
import type { GalleryFilter } from '../../shared/gallery-filters';

type Collections = typeof COLLECTION_API;
type Reads = typeof READ_API;
type CollectionWithItems = { [N in keyof Collections]: Collections[N]['item'] extends Endpoint ? N : never }[keyof Collections];
type ItemOf<N extends CollectionWithItems> = Collections[N] extends { item: Endpoint<infer Item> } ? Item : never;

/** `path?b=2&a=1` in a fixed order: `path?a=1&b=2`; without a query, the path. */
function withQuery(path: string, query: object | undefined): string {
  const entries = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/** An endpoint's path as a page in `language` reads it: a translated endpoint's Spanish path on Spanish pages. */
const pathIn = (endpoint: Endpoint, language: Language) =>
  language === 'es' && endpoint.translated ? spanishPath(endpoint.path) : endpoint.path;

/** A collection's list, e.g. `listQuery('posts', { featured: true, limit: 3, view: 'card' })`; in Spanish: `listQuery('services', undefined, 'es')`. */
export function listQuery<N extends keyof Collections, const Q extends QueryOf<Collections[N]['list']> = never>(
  name: N,
  query?: Q,
  language: Language = 'en',
) {
  return queryOptions<AnswerOf<Collections[N]['list'], Q>>({ queryKey: [withQuery(pathIn(COLLECTION_API[name].list, language), query)] });
}

/** One item of a collection by its slug, in `language`; disabled (reads nothing) when the slug is malformed. */
export function itemQuery<N extends CollectionWithItems>(name: N, slug: string, language: Language = 'en') {
  const path = pathIn(COLLECTION_API[name].item, language);
  return queryOptions<ItemOf<N>>({ queryKey: [path.slice(0, path.indexOf('/:')), slug], enabled: isSlug(slug) });
}

/** A read that is no collection's, e.g. `readQuery('business')`, in `language`. */
export function readQuery<N extends keyof Reads>(name: N, language: Language = 'en') {
  return queryOptions<AnswerOf<Reads[N]>>({ queryKey: [pathIn(READ_API[name], language)] });
}

const FEATURED_POSTS_LIMIT = 3;
const RELATED_POSTS_LIMIT = 3;

/** The blog index: its featured articles' cards, and every article as its list shows them. */
export const featuredPostsQuery = () => listQuery('posts', { featured: true, limit: FEATURED_POSTS_LIMIT, view: 'card' });
/** The gallery's projects as their cards show them: all, or a borough's, or those of a gallery filter (a service's). */
export const projectCardsQuery = (
  only: { borough?: Borough; filter?: GalleryFilter; featured?: true; neighborhood?: string } = {},
  language: Language = 'en',
) => listQuery('gallery', { ...only, view: 'card' }, language);
export const postArchiveQuery = () => listQuery('posts', { view: 'archive' });

/** An article's related articles: up to 3 cards of its category, itself left out. */
export const relatedPostsQuery = (category: string, excludeSlug: string) => ({
  ...listQuery('posts', { category: categorySlug(category), exclude: excludeSlug, limit: RELATED_POSTS_LIMIT, view: 'card' }),
  enabled: Boolean(category),
});

/** A category's page: every article's card (it shows the category's own). */
export const postCardsQuery = () => listQuery('posts', { view: 'card' });

/** A borough's list: every neighborhood page's name and borough (it lists its borough's). */
export const placesQuery = () => listQuery('neighborhoods', { view: 'link' });
