import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, useEffect, useReducer } from 'react';
import { useLocation, type Params } from 'react-router-dom';
import type { BusinessProfile } from '../../shared/api-types';
import { businessQuery } from '../data/queries';
import { matchAppRoute, notFoundMeta, type RouteContext } from '../routes';
import { absoluteUrl, breadcrumbJsonLd, fullTitle, localBusinessJsonLd, scriptSafeJson, type PageMeta } from './page-meta';

export function routeContext(queryClient: QueryClient, params: Params, pathname: string, business: BusinessProfile): RouteContext {
  return {
    params,
    pathname,
    business,
    data: (options) => queryClient.getQueryData(options.queryKey),
  };
}

/** The business profile, prefetched for every page. */
export function useBusiness(): BusinessProfile {
  const business = useQueryClient().getQueryData(businessQuery().queryKey);
  if (!business) throw new Error('The business profile was not loaded before rendering.');
  return business;
}

/** The current route's metadata; re-computed when query data arrives. */
export function useRouteMeta(): PageMeta {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const business = useBusiness();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // Only a query's state change can change metadata; observer events fire on every render.
  useEffect(() => queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && refresh()), [queryClient]);
  const { route, params } = matchAppRoute(pathname);
  // A navigation to a page whose chunk is still loading waits for it (the
  // transition keeps the current page on screen meanwhile).
  if (route && !route.page.isLoaded()) use(route.page.preload());
  return route ? route.page.meta(routeContext(queryClient, params, pathname, business)) : notFoundMeta;
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD of the current page. */
export function RouteHead() {
  const meta = useRouteMeta();
  const business = useBusiness();
  const { pathname } = useLocation();
  const title = fullTitle(meta.title, business);
  const url = absoluteUrl(business, pathname);
  const image = meta.image ?? (business.image ? { url: business.image.url, alt: business.image.alt } : undefined);
  // JSON-LD is for crawlers, which read the server's HTML. The browser bundle
  // leaves its builders out and keeps the server's text for the page it loaded.
  const structuredData =
    typeof __CLIENT_BUILD__ !== 'undefined' && __CLIENT_BUILD__ ?
      loadedPageStructuredData(pathname)
    : scriptSafeJson({
        '@context': 'https://schema.org',
        '@graph': [
          localBusinessJsonLd(business),
          ...(meta.breadcrumb ? [breadcrumbJsonLd(business, meta.breadcrumb, pathname)] : []),
          ...(meta.jsonLd ?? []),
        ],
      });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.notFound ?
        <meta name="robots" content="noindex" />
      : <link rel="canonical" href={url} />}
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absoluteUrl(business, image.url)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      {image && <meta name="twitter:image" content={absoluteUrl(business, image.url)} />}
      {structuredData !== undefined && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />}
    </>
  );
}

let loadedPage: { pathname: string; structuredData: string | undefined } | undefined;

/** The server's JSON-LD of the page the browser loaded (none after navigating away). */
function loadedPageStructuredData(pathname: string): string | undefined {
  loadedPage ??= {
    pathname: location.pathname,
    structuredData: document.querySelector('script[type="application/ld+json"]')?.textContent ?? undefined,
  };
  return pathname === loadedPage.pathname ? loadedPage.structuredData : undefined;
}
