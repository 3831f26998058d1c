// The one route table, read by the server (matching, prefetching, status,
// metadata) and by the client (<Routes>, head).
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router-dom';
import type { Business } from '../shared/api-types';
import { BLOG_CATEGORIES } from '../shared/constants';
import { boroughFromListSlug, categorySlug } from '../shared/slugs';
import {
  featuredGalleryQuery,
  featuredPostsQuery,
  galleryQuery,
  neighborhoodQuery,
  neighborhoodsQuery,
  postQuery,
  postsQuery,
  relatedPostsQuery,
  serviceLocationQuery,
  serviceQuery,
  servicesQuery,
} from './data/queries';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageMeta } from './meta/page-meta';

export interface RouteContext {
  params: Params;
  pathname: string;
  business: Business;
  /** Data already in the query cache, or undefined (not loaded, failed or missing). */
  data: <T>(options: { queryKey: DataTag<QueryKey, T, Error> }) => T | undefined;
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Loads the queries the page needs into the (server's) query client. */
  prefetch?(queryClient: QueryClient, params: Params): Promise<unknown>;
  /** The page has the contact form: the server gives it a signed form token. */
  hasContactForm?: boolean;
  /** True when the page's entity does not exist: the server answers 404. */
  isNotFound?(ctx: RouteContext): boolean;
}

/** Builds a page's metadata; each page module exports its own as `meta`, loaded with its chunk. */
export type MetaBuilder = (ctx: RouteContext) => PageMeta;

/** Prefetches the queries that are enabled (a detail query with a malformed slug is not). */
const prefetchAll = (queryClient: QueryClient, ...queries: { queryKey: QueryKey; enabled?: unknown }[]) =>
  Promise.all(queries.filter((query) => query.enabled !== false).map((query) => queryClient.prefetchQuery(query)));

export const notFoundPage = lazyPage('not-found-page', () => import('./pages/not-found-page'));

export const routes: AppRoute[] = [
  {
    path: '/',
    page: lazyPage('home-page', () => import('./pages/home-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery(), featuredGalleryQuery()),
  },
  {
    path: '/services',
    page: lazyPage('services-page', () => import('./pages/services-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery()),
  },
  {
    path: '/services/:slug',
    page: lazyPage('service-detail-page', () => import('./pages/service-detail-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, serviceQuery(slug)),
    isNotFound: ({ data, params }) => !data(serviceQuery(params.slug ?? '')),
  },
  {
    path: '/local/:slug',
    page: lazyPage('neighborhood-page', () => import('./pages/neighborhood-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, neighborhoodQuery(slug), servicesQuery()),
    isNotFound: ({ data, params }) => !data(neighborhoodQuery(params.slug ?? '')),
  },
  {
    path: '/service-location/:slug',
    page: lazyPage('service-location-page', () => import('./pages/service-location-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, serviceLocationQuery(slug)),
    isNotFound: ({ data, params }) => !data(serviceLocationQuery(params.slug ?? '')),
  },
  {
    path: '/contact',
    page: lazyPage('contact-page', () => import('./pages/contact-page')),
    hasContactForm: true,
  },
  {
    path: '/gallery',
    page: lazyPage('gallery-page', () => import('./pages/gallery-page')),
    prefetch: (qc) => prefetchAll(qc, galleryQuery()),
  },
  { path: '/about', page: lazyPage('about-page', () => import('./pages/about-page')) },
  { path: '/process', page: lazyPage('process-page', () => import('./pages/process-page')) },
  { path: '/warranty', page: lazyPage('warranty-page', () => import('./pages/warranty-page')) },
  { path: '/privacy', page: lazyPage('privacy-page', () => import('./pages/privacy-page')) },
  { path: '/terms', page: lazyPage('terms-page', () => import('./pages/terms-page')) },
  {
    path: '/blog',
    page: lazyPage('blog-page', () => import('./pages/blog-page')),
    prefetch: (qc) => prefetchAll(qc, featuredPostsQuery(), postsQuery()),
  },
  {
    path: '/blog/category/:slug',
    page: lazyPage('blog-category-page', () => import('./pages/blog-category-page')),
    prefetch: (qc) => prefetchAll(qc, postsQuery()),
    isNotFound: ({ params }) => !categoryBySlug(params.slug),
  },
  {
    path: '/blog/:slug',
    page: lazyPage('article-page', () => import('./pages/article-page')),
    prefetch: async (qc, { slug = '' }) => {
      await prefetchAll(qc, postQuery(slug));
      const post = qc.getQueryData(postQuery(slug).queryKey);
      if (post) await qc.prefetchQuery(relatedPostsQuery(post.category, slug));
    },
    isNotFound: ({ data, params }) => !data(postQuery(params.slug ?? '')),
  },
  {
    path: '/sitemap',
    page: lazyPage('sitemap-page', () => import('./pages/sitemap-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery(), neighborhoodsQuery()),
  },
  {
    // "/{borough}-neighborhoods": React Router matches whole segments, so the
    // suffix is checked here and by the page.
    path: '/:listSlug',
    page: lazyPage('borough-page', () => import('./pages/borough-page')),
    prefetch: (qc, { listSlug = '' }) => (boroughFromListSlug(listSlug) ? prefetchAll(qc, neighborhoodsQuery()) : Promise.resolve()),
    isNotFound: ({ params, data }) => boroughPlaces(params, data) === 0,
  },
];

export const notFoundMeta: PageMeta = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist. Find our terrazzo services, gallery and contact details here.",
  notFound: true,
};

/** How many neighborhoods the borough of a "/{borough}-neighborhoods" path has (0 when it is no borough). */
export function boroughPlaces(params: Params, data: RouteContext['data']): number {
  const borough = boroughFromListSlug(params.listSlug ?? '')?.toLowerCase();
  if (!borough) return 0;
  return (data(neighborhoodsQuery()) ?? []).filter((n) => n.borough.toLowerCase() === borough).length;
}

export function categoryBySlug(slug: string | undefined) {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

const routeObjects = routes.map((route) => ({ path: route.path, route }));

/** The route for a path (React Router's ranking), or undefined for the 404 page. */
export function matchAppRoute(pathname: string): { route?: AppRoute; params: Params } {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  return match ? { route: match.route.route, params: match.params } : { params: {} };
}
