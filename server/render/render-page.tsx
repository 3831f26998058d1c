// Streams a page: match the route, prefetch its data from the in-memory
// store, decide the status, then renderToPipeableStream the whole document.
import { dehydrate, type QueryFunction } from '@tanstack/react-query';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Root } from '../../client/app';
import type { AppState, FormResult } from '../../client/app-state';
import { createQueryClient } from '../../client/data/api-client';
import { businessQuery } from '../../client/data/queries';
import { scriptSafeJson } from '../../client/meta/page-meta';
import { FORM_TOKEN_FIELD } from '../../shared/constants';
import { packState } from '../../shared/state-codec';
import { routeContext } from '../../client/meta/route-head';
import { matchAppRoute, notFoundPage } from '../../client/routes';
import { resolveRead } from '../api/read-routes';
import type { Content } from '../content/content-store';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import { pageAssets, type AssetManifest } from './asset-manifest';
import { cacheKeyOf, type PageCache } from './page-cache';
import { errorPageHtml } from './error-page';

export interface PageRendererDeps {
  content: ContentSource;
  assets: AssetManifest;
  logger: Logger;
  /** Where finished pages are kept; none disables caching. */
  cache?: PageCache;
  /** Compresses a rendered (not cached) page on the fly. */
  compress?: RequestHandler;
  /** A signed token for pages with a contact form. */
  issueFormToken: () => string;
  /** A render still streaming after this is aborted. */
  renderTimeoutMs?: number;
}

/** The query function of a server render: the API's own read functions, no HTTP. */
export function inProcessQueryFn(content: Content): QueryFunction {
  return ({ queryKey }) => {
    const url = queryKey.join('/');
    const result = resolveRead(content, url);
    if (!result) return Promise.reject(new Error(`404: no API endpoint at ${url}`));
    if (result.status !== 200) return Promise.reject(new Error(`${result.status}: ${JSON.stringify(result.body)}`));
    return Promise.resolve(result.body);
  };
}

/** Renders the page of `req.path`; a form handler passes its result and status. */
export type RenderPage = (
  req: Request,
  res: Response,
  next: NextFunction,
  extras?: { formResult?: FormResult; status?: number },
) => Promise<void>;

export function createPageRenderer({
  content: source,
  assets,
  logger,
  cache,
  compress,
  issueFormToken,
  renderTimeoutMs = 10_000,
}: PageRendererDeps): RenderPage {
  return async function renderPage(req, res, next, extras = {}) {
    const content = source.current;
    const pathname = req.path;
    const { route, params } = matchAppRoute(pathname);
    const formToken = route?.hasContactForm ? extras.formResult?.values[FORM_TOKEN_FIELD] || issueFormToken() : undefined;
    // Stored once rendered (the fast path answers the next requests): plain GETs
    // of a known page, once per form-token window on the contact page.
    const cacheKey = cache && route && !extras.formResult && !extras.status ? pageCacheKey(req, formToken) : undefined;
    if (compress) await new Promise<void>((resolve) => compress(req, res, () => resolve()));
    const queryClient = createQueryClient({ server: true, queryFn: inProcessQueryFn(content) });
    const page = route?.page ?? notFoundPage;
    let status: number;
    let state: AppState;
    try {
      await Promise.all([queryClient.prefetchQuery(businessQuery()), route?.prefetch?.(queryClient, params), page.preload()]);
      const ctx = routeContext(queryClient, params, pathname, content.business);
      status = extras.status ?? (!route || route.isNotFound?.(ctx) ? 404 : 200);
      // Failed queries go too (as errors), so the client shows the same not-found state.
      state = {
        queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }),
        assets: pageAssets(assets, page.id),
        ...(extras.formResult && { formResult: extras.formResult }),
        // A form sent back after a validation error keeps its first token.
        ...(formToken && { formToken }),
      };
    } catch (error) {
      next(error);
      return;
    }
    const stateJson = scriptSafeJson(packState(state));
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={req.originalUrl}>{children}</StaticRouter>;

    let failed = false;
    const sendErrorPage = () => {
      if (!res.headersSent) res.status(500).set('Content-Type', 'text/html; charset=utf-8').send(errorPageHtml(content.business));
    };
    // Bots get the complete document at once; browsers get the shell as soon as it is ready.
    const readyEvent = isbot(req.get('user-agent')) ? 'onAllReady' : 'onShellReady';
    const stream = renderToPipeableStream(
      <Root
        queryClient={queryClient}
        assets={state.assets}
        stateJson={stateJson}
        serverForm={{ token: state.formToken, result: state.formResult }}
        Router={Router as ComponentType<{ children: ReactNode }>}
      />,
      {
        nonce: res.locals.cspNonce as string | undefined,
        // Data is prefetched, so boundaries are complete in the shell; never
        // outline a large one behind its fallback (that would need an inline script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          // Data is prefetched, so a page component that throws has done so by
          // now: answer the friendly error page rather than a half-rendered one.
          if (failed) {
            stream.abort();
            sendErrorPage();
            return;
          }
          res.status(status).set('Content-Type', 'text/html; charset=utf-8');
          if (cacheKey && status === 200) keepForCache(res, (html) => cache!.store(content.version, cacheKey, status, html));
          stream.pipe(res);
        },
        onShellError(error: unknown) {
          logger.error({ err: error, path: pathname }, 'page render failed');
          sendErrorPage();
        },
        onError(error: unknown) {
          failed = true;
          logger.error({ err: error, path: pathname }, 'error while rendering a page');
        },
      },
    );
    const timer = setTimeout(() => stream.abort(new Error(`render of ${pathname} took over ${renderTimeoutMs} ms`)), renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(timer);
      queryClient.clear();
    });
  };
}

/** The cache key of a request, or undefined when its URL is not one that is cached (arbitrary query strings are not). */
function pageCacheKey(req: Request, formToken: string | undefined): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const query = req.originalUrl.slice(req.path.length);
  if (query && !(req.path === '/contact' && query === '?sent=1')) return undefined;
  return cacheKeyOf(req.originalUrl, formToken);
}

/** Collects what React writes to the response; stores it when the page is complete and needs no inline script. */
function keepForCache(res: Response, store: (html: Buffer) => Promise<void>) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return write(chunk, ...rest);
  }) as Response['write'];
  res.on('finish', () => {
    const html = Buffer.concat(chunks);
    // A page that streamed an inline script carries this request's nonce: never reuse it.
    if (html.includes('<script nonce=')) return;
    void store(html);
  });
}
