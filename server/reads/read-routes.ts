// Every GET endpoint of the contract (shared/api-contract.ts), answered from
// the content: each collection's list and item from the registry, the other
// reads below. The Express router serves these, and server rendering
// resolves a page's queries through the same functions in-process (no HTTP
// to itself).
import { matchPath } from 'react-router-dom';
import { z } from 'zod';
import { COLLECTION_API, READ_API, spanishPath, type AnswerOf, type Endpoint } from '../../shared/api-contract';
import type { DataReader } from '../../client/server-entry';
import { collectionEntries, COLLECTIONS, type Collection, type CollectionName, type LoadedCollections } from '../content/collections';
import type { Content } from '../content/content-store';
import { htmlSitemap } from './site-map';
import { badRequest, ok, type ReadResult } from './read-result';

interface ReadRoute {
  path: string;
  /** Its answer has Spanish words: also served at the Spanish path, from the Spanish content. */
  translated?: boolean;
  /** The query parameters the read uses; the router ignores all others. */
  queryKeys: readonly string[];
  read(content: Content, params: Record<string, string | undefined>, query: URLSearchParams): ReadResult;
}

/** The reads that are no collection's, one per entry of READ_API (the type says if one is missing). */
const READS: { [N in keyof typeof READ_API]: (content: Content) => AnswerOf<(typeof READ_API)[N]> } = {
  business: (c) => c.business,
  featuredGallery: (c) => c.gallery.items.filter((item) => item.featured),
  sitemap: (c) => htmlSitemap(contentReader(c)),
};

/** Each collection serves the items its contract declares (checked by the compiler, never run). */
type _ServedAsDeclared = Assignable<
  { [N in CollectionName]: LoadedCollections[N]['items'][number] },
  { [N in CollectionName]: NonNullable<(typeof COLLECTION_API)[N]['list']['item']> }
>;
type Assignable<From extends To, To> = From;

/** A query's parameters read by its zod schema: the values, or the sentence saying what is wrong. */
function queryReader(endpoint: Endpoint) {
  const schema = endpoint.query?.(z);
  const keys = schema ? Object.keys(schema.shape) : [];
  return {
    keys,
    read(search: URLSearchParams): { value: Record<string, unknown> } | { problem: string } {
      if (!schema) return { value: {} };
      const given = Object.fromEntries(keys.flatMap((key) => (search.has(key) ? [[key, search.get(key)]] : [])));
      const result = schema.safeParse(given);
      return result.success ?
          { value: result.data }
        : { problem: [...new Set(result.error.issues.map((issue) => issue.message))].join(' ') };
    },
  };
}

const pick = (item: object, fields: readonly string[]) =>
  Object.fromEntries(fields.flatMap((field) => (field in item ? [[field, (item as Record<string, unknown>)[field]]] : [])));

const omit = (item: object, fields: readonly string[]) =>
  fields.length === 0 ? item : Object.fromEntries(Object.entries(item).filter(([field]) => !fields.includes(field)));

/** A collection's list and item endpoints, as its contract declares them. */
function collectionRoutes(name: CollectionName): ReadRoute[] {
  const api = (COLLECTION_API as Record<string, (typeof COLLECTION_API)[CollectionName] | undefined>)[name];
  if (!api) return [];
  const declared = COLLECTIONS[name] as Collection<{ slug: string }, { slug: string }, unknown>;
  const { list } = api;
  const query = queryReader(list);
  const views = list.views as Record<string, readonly string[]>;
  const routes: ReadRoute[] = [
    {
      path: list.path,
      translated: list.translated,
      queryKeys: query.keys,
      read: (content, _params, search) => {
        const parsed = query.read(search);
        if ('problem' in parsed) return badRequest(parsed.problem);
        const { limit, view } = parsed.value as { limit?: number; view?: string };
        const items: readonly object[] = content[name].items;
        const selected = declared.select ? declared.select(items as { slug: string }[], parsed.value) : items;
        if ('problem' in selected) return badRequest(selected.problem);
        const shown = limit === undefined ? selected : selected.slice(0, limit);
        return ok(shown.map((item) => (view ? pick(item, views[view]!) : omit(item, list.omit as readonly string[]))));
      },
    },
  ];
  if (api.item) {
    routes.push({
      path: api.item.path,
      translated: api.item.translated,
      queryKeys: [],
      read: (content, { slug = '' }) => {
        const item = content[name].bySlug.get(slug);
        return item !== undefined ?
            ok(item)
          : { status: 404, body: { message: `No ${declared.noun} has the slug "${slug}".` }, missing: { collection: name, slug } };
      },
    });
  }
  return routes;
}

/** The reads first: `/api/gallery/featured` is a read, not the project of the slug "featured". */
const englishRoutes: ReadRoute[] = [
  ...(Object.keys(READ_API) as (keyof typeof READ_API)[]).map((name): ReadRoute => ({
    path: READ_API[name].path,
    translated: (READ_API[name] as Endpoint).translated,
    queryKeys: [],
    read: (content) => ok(READS[name](content)),
  })),
  ...collectionEntries().flatMap(([name]) => collectionRoutes(name)),
];

/** Every read, and the translated ones again at their Spanish paths, answered from the Spanish content. */
export const readRoutes: ReadRoute[] = [
  ...englishRoutes,
  ...englishRoutes
    .filter((route) => route.translated)
    .map(
      (route) =>
        ({
          ...route,
          path: spanishPath(route.path),
          read: (content: Content, params, query) => route.read(content.spanish, params, query),
        }) satisfies ReadRoute,
    ),
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
