// What a route type is. Each route is a folder of this one: `route.ts`
// declares it with `defineRoute`, `page.tsx` is its page (a chunk of its own),
// `page.css` the styles only it uses. The registry (index.ts) lists the
// routes, and everything else (the client router, the server's prefetch,
// status and cache, sitemap.xml, the HTML sitemap, the link checker,
// breadcrumbs) is derived from that list.
//
// A route module's server-only parts sit in a block labelled `SERVER:`. build.mjs
// drops those blocks from the browser bundle (esbuild's dropLabels), so the
// first load carries only what the browser needs: the path, the page chunk's
// loader, the title and the breadcrumb.
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { BusinessProfile } from '../../shared/api-types';
import type { Language } from '../../shared/language';
import heads from '../../shared/messages/en/heads';
import { homeCrumb, type Crumb, type PageHead } from '../../shared/page-head';
import { lazyPage, type LazyPage } from '../lazy-page';
import { messagesIn } from '../messages';

/** Reads query data already loaded: prefetched on the server, in the cache in the browser. */
export type DataReader = <T>(options: { queryKey: DataTag<QueryKey, T, Error>; enabled?: unknown }) => T | undefined;

export interface RouteContext {
  params: Params;
  /** The page's canonical path, without a query string. */
  path: string;
  /** The page's language (from its path: a route with a Spanish pattern has pages in both). */
  language: Language;
  business: BusinessProfile;
  data: DataReader;
}

export interface SitemapEntry {
  path: string;
  /** The link text in the HTML sitemap. */
  label: string;
  /** A date the content gives (an article's publication), for sitemap.xml. */
  lastmod?: string;
  /** The HTML sitemap lists entries under this heading within the section (with a count). */
  group?: { label: string; path?: string };
}

interface RouteSitemap {
  /** The HTML sitemap's heading for these pages; none: sitemap.xml only. */
  section?: string;
  /** A route without parameters: its link text. */
  label?: string;
  /** A route with parameters: its pages, from the content. */
  entries?(data: DataReader): SitemapEntry[];
}

/**
 * How shared caches may keep the page: `shared` (the default: the same bytes
 * for everyone, kept by the server's cache and by a CDN for `s-maxage`), or
 * `no-store` (made for one visitor).
 */
type CachePolicy = 'shared' | 'no-store';

/** What a route module declares; `defineRoute` turns its page loader into a LazyPage. */
export interface RouteDeclaration extends Omit<RouteModule, 'page'> {
  /** Loads the page module, `./page` beside the route module (its own chunk, which the build maps to the route's folder). */
  page: () => Promise<{ default: ComponentType }>;
}

export interface RouteModule {
  /** The route's folder name: names it in cache keys, the asset manifest and logs. */
  id: string;
  /** A React Router path pattern; `*` is the not-found route. */
  path: string;
  /** The pattern of its Spanish pages, with the same parameters (`/es/servicios/:slug`); none: English only. */
  es?: string;
  page: LazyPage;
  /** Title and breadcrumb everywhere; description, Open Graph type and JSON-LD on the server. */
  head(ctx: RouteContext): PageHead;
  // Set in the SERVER block:
  /** Loads the queries the page shows, in its language, into the server's query client. */
  prefetch?(queryClient: QueryClient, params: Params, language: Language): Promise<unknown>;
  /** True when the page's entity does not exist: the server answers 404. */
  notFound?(ctx: RouteContext): boolean;
  /** Where a request with this query is sent instead (301), e.g. an old link's; undefined: the page itself. */
  redirect?(query: URLSearchParams): string | undefined;
  /** Query parameters the page reads, with their valid values; every other parameter is ignored (not rendered, not cached apart). */
  search?: Readonly<Record<string, (value: string) => boolean>>;
  /** The page(s) in sitemap.xml and the HTML sitemap; none: left out of both. */
  sitemap?: RouteSitemap;
  cache?: CachePolicy;
}

/** Declares a route type. */
export function defineRoute(route: RouteDeclaration): RouteModule {
  return { ...route, page: lazyPage(route.id, route.page) };
}

/** The head of a page with fixed text: its title, and a breadcrumb under Home (ending in `label`, the title by default). */
export function staticHead(title: string, label = title): PageHead {
  return { title, breadcrumb: [homeCrumb, { label }] };
}

/** The first crumb of every breadcrumb, in `language` (its link leads to that language's home). */
export const homeCrumbIn = (language: Language): Crumb => ({ label: messagesIn(language, 'heads', heads).homeCrumb, href: '/' });

/** The head of a page with fixed text in `language`: its title, and a breadcrumb under Home. */
export function pageHead(language: Language, page: keyof (typeof heads)['pages']): PageHead {
  const { title, crumb = title } = messagesIn(language, 'heads', heads).pages[page];
  return { title, breadcrumb: [homeCrumbIn(language), { label: crumb }] };
}

/** Prefetches the queries that are enabled (a detail query with a malformed slug is not). */
export function prefetchAll(queryClient: QueryClient, queries: { queryKey: QueryKey; enabled?: unknown }[]): Promise<unknown> {
  return Promise.all(queries.filter((query) => query.enabled !== false).map((query) => queryClient.prefetchQuery(query)));
}
