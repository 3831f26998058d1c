// Renders one page to bytes: prefetch the route's data from the in-memory
// content, decide the status, then renderToPipeableStream the whole document
// and collect it. The bytes depend on nothing but the route, its parameters,
// the location (canonical path and the query parameters the route reads), the
// content and the build: no clock, no random value, no request header.
import { Writable } from 'node:stream';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, type Params } from 'react-router-dom';
import { createQueryClient, readQuery, Root, type AppState, type FormResult, type RouteModule } from '../../client/server-entry';
import { absoluteUrl } from '../../shared/page-head';
import { largestUrl } from '../../shared/image-sources';
import { packState } from '../../shared/state-codec';
import type { BrandImages } from '../../shared/structured-data';
import { cardAlt, cardSpecFor, cardUrl } from '../cards/card-spec';
import { contentIn, type Content } from '../content/content-store';
import type { Language } from '../../shared/language';
import { alternatesOf } from '../reads/alternates';
import { contentReader } from '../reads/read-routes';
import { pageAssets, type AssetManifest } from './asset-manifest';
import { HeadTags } from './head-tags';
import { inProcessQueryFn } from '../reads/in-process-data';
import { scriptSafeJson } from './script-safe-json';

export interface RenderRequest {
  route: RouteModule;
  params: Params;
  /** The page's language, from its path. */
  language: Language;
  /** The canonical path. */
  path: string;
  /** The path and the query parameters the route reads: what the page is rendered at. */
  location: string;
  /** A form sent without JavaScript: the page is rendered for this one request. */
  form?: { result?: FormResult; token?: string; status?: number };
}

export interface RenderedPage {
  status: number;
  html: Buffer;
}

/**
 * The query cache as plain data for the page, without React Query's clocks
 * (`dehydratedAt`, `dataUpdatedAt`, `errorUpdatedAt`), so the same data makes
 * the same bytes. The browser never refetches it (staleTime is Infinity), so
 * the times mean nothing there. Failed queries go too, so the browser shows
 * the same not-found state.
 */
export function stableDehydrate(queryClient: QueryClient): DehydratedState {
  const { queries } = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  return {
    mutations: [],
    queries: queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } })),
  };
}

/** An inline script would need the CSP to allow it, and no cached page may depend on one. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/;

export async function renderRoute(
  content: Content,
  assets: AssetManifest,
  { route, params, language, path, location, form }: RenderRequest,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<RenderedPage> {
  const queryClient = createQueryClient({ server: true, queryFn: inProcessQueryFn(content) });
  try {
    await Promise.all([
      queryClient.prefetchQuery(readQuery('business', language)),
      route.prefetch?.(queryClient, params, language),
      route.page.preload(),
    ]);
    const { business } = contentIn(content, language);
    const ctx = {
      params,
      path,
      language,
      business,
      data: <T,>(options: { queryKey: readonly unknown[] }) => queryClient.getQueryData<T>(options.queryKey),
    };
    const status = form?.status ?? (route.notFound?.(ctx) ? 404 : 200);
    const state: AppState = {
      queries: stableDehydrate(queryClient),
      assets: pageAssets(assets, route.page.id, language),
      ...(form?.result && { formResult: form.result }),
      ...(form?.token && { formToken: form.token }),
    };
    const html = await renderDocument(
      <Root
        queryClient={queryClient}
        assets={state.assets}
        stateJson={scriptSafeJson(packState(state))}
        serverForm={{ token: state.formToken, result: state.formResult }}
        Router={({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>}
        headTags={
          <HeadTags
            head={route.head(ctx)}
            business={business}
            path={path}
            language={language}
            alternates={alternatesOf(content, contentReader(content), route, params)}
            card={pageCard(content, route, params, path)}
            brand={brandImages(content, assets)}
          />
        }
      />,
      timeoutMs,
    );
    if (INLINE_SCRIPT.test(html.toString('utf8'))) throw new Error(`the page ${location} rendered an inline script`);
    return { status, html };
  } finally {
    queryClient.clear();
  }
}

/** The page's link-preview card, as the head names it: its absolute URL and what it shows. */
function pageCard(content: Content, route: RouteModule, params: Params, path: string) {
  const spec = cardSpecFor(content, route, params, path);
  return spec && { url: absoluteUrl(content.business, cardUrl(path, spec)), alt: cardAlt(spec) };
}

/** The logo (the 512 px app icon) and the featured projects' photos, as absolute URLs. */
function brandImages(content: Content, assets: AssetManifest): BrandImages {
  const url = (path: string) => absoluteUrl(content.business, path);
  return {
    logo: url(assets.files['icon-512.png'] ?? '/favicon.ico'),
    photos: content.gallery.items
      .filter((item) => item.featured)
      .slice(0, 3)
      .map((item) => url(largestUrl(item.image))),
  };
}

/** The complete document: data is prefetched, so it is all ready at once (no Suspense fallback, no inline script). */
function renderDocument(element: ReactNode, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error('the page failed to render', { cause: failure }));
        else resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a finished boundary behind its fallback (that would need an inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(collector);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('the page failed to render', { cause: error }));
      },
      onError(error) {
        // A component that throws: answer the error page, never half a page.
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`the render took over ${timeoutMs} ms`)), timeoutMs);
  });
}
