// GET of any page: one URL per page (other spellings redirect), the route
// from the registry, the page from the response cache (rendered once per
// content version, whoever asks, however many at once), sent with the
// headers a shared cache can use.
import type { CacheSettings } from '../config';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { matchRoute as registryMatch, notFoundRoute, type RouteModule } from '../../client/server-entry';
import type { ContentSource } from '../content/content-source';
import { cacheControlFor, NO_STORE } from '../web/cache-control';
import type { Logger } from '../logger';
import type { AssetManifest } from './asset-manifest';
import { canonicalPath, pathAndQuery, REDIRECT_CACHE_CONTROL } from '../web/canonical-path';
import { renderRoute, type RenderRequest } from './render-route';
import type { ResponseCache } from '../cache/response-cache';
import { sendCached } from '../cache/send-cached';
import { sortedSearch } from '../web/sorted-search';

const HTML = 'text/html; charset=utf-8';

export interface PageHandlerDeps {
  content: ContentSource;
  assets: AssetManifest;
  cache: ResponseCache;
  cacheSettings: CacheSettings;
  logger: Logger;
  /** For tests: another registry's matcher. */
  matchRoute?: typeof registryMatch;
}

/** The query string of the parameters the route reads (valid values only), sorted: part of what the page is rendered at. */
function routeSearch(route: RouteModule, query: string): string {
  if (!route.search || !query) return '';
  return sortedSearch([...new URLSearchParams(query)].filter(([name, value]) => route.search![name]?.(value)));
}

/** The page a request asks for, once its path is canonical. */
function pageRequest(pathname: string, query: string, matchRoute = registryMatch): RenderRequest {
  const { route, params, language } = matchRoute(pathname);
  return { route, params, language, path: pathname, location: pathname + routeSearch(route, query) };
}

function createPageHandler({ content, assets, cache, cacheSettings, logger, matchRoute = registryMatch }: PageHandlerDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { query } = pathAndQuery(req.originalUrl);
      const canonical = canonicalPath(req.path);
      if (canonical.kind === 'redirect') {
        res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(301, canonical.path + (query ? `?${query}` : ''));
        return;
      }
      const request =
        canonical.kind === 'malformed' ?
          // One page for every unreadable path: rendered where no navigation link is current.
          { route: notFoundRoute, params: {}, language: 'en' as const, path: '/404', location: '/404' }
        : pageRequest(canonical.path, query, matchRoute);
      const moved = request.route.redirect?.(new URLSearchParams(query));
      if (moved) {
        res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(301, moved);
        return;
      }
      const current = content.current;
      if (request.route.cache === 'no-store') {
        const { status, html } = await renderRoute(current, assets, request);
        res.status(status).set('Cache-Control', NO_STORE).type(HTML).send(html);
        return;
      }
      const key = canonical.kind === 'malformed' ? 'malformed' : request.location;
      const response = await cache.get(current.version, key, async () => {
        const started = performance.now();
        const { status, html } = await renderRoute(current, assets, request);
        logger.debug({ page: key, status, ms: Math.round(performance.now() - started) }, 'page rendered');
        return { status, contentType: HTML, body: html };
      });
      const cacheControl = cacheControlFor(response.status, cacheSettings);
      sendCached(req, res, response, cacheControl);
      // Asked by its one spelling: the next request for it is answered before the framework.
      if (req.originalUrl === request.location && key !== 'malformed') cache.rememberUrl(req.originalUrl, key, cacheControl);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Every GET or HEAD no route before it took: a plain middleware, not a route
 * with a path parameter, so a path Express cannot decode reaches the page
 * handler (a cached 404) instead of a 400.
 */
export function pageRoutes(deps: PageHandlerDeps): RequestHandler {
  const pages = createPageHandler(deps);
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, next) : next());
}
