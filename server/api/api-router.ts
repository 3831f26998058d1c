// /api: the content's reads, JSON only, never the HTML error page, whatever goes wrong.
import type { CacheSettings } from '../config';
import express, { type Request, type Response } from 'express';
import type { ContentSource } from '../content/content-source';
import { cacheControlFor, NO_STORE } from '../web/cache-control';
import type { ResponseCache } from '../cache/response-cache';
import { sendCached } from '../cache/send-cached';
import { sortedSearch } from '../web/sorted-search';
import { canonicalPath, pathAndQuery, REDIRECT_CACHE_CONTROL } from '../web/canonical-path';
import { readRoutes } from '../reads/read-routes';
import { sendProblem } from '../web/problem';
import { PROBLEM_TYPES, problemTypeUri, type ProblemType } from '../../shared/problem-types';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface ApiDeps {
  content: ContentSource;
  /** Where answers are kept (with the pages). */
  cache: ResponseCache;
  cacheSettings: CacheSettings;
}

/** The content's reads under /api (a lead's paths are the lead's own Router: server/leads/lead-routes.ts). */
export function createApiRouter({ content, cache, cacheSettings }: ApiDeps): express.Router {
  // Letter case and a trailing slash are not left to the matcher: one spelling per read, one cache entry.
  const router = express.Router({ caseSensitive: true, strict: true });

  // One URL per read, as for pages: another spelling is sent to the one the API answers at.
  router.use((req: Request, res: Response, next: express.NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { path, query } = pathAndQuery(req.originalUrl);
    const canonical = canonicalPath(path);
    if (canonical.kind === 'canonical') return next();
    if (canonical.kind === 'malformed' || !canonical.path.startsWith('/api/')) return notFound(req, res);
    res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(301, canonical.path + (query ? `?${query}` : ''));
  });

  for (const route of readRoutes) {
    const queryKeys = new Set(route.queryKeys);
    router.get(route.path.replace(/^\/api/, ''), async (req: Request, res: Response, next: express.NextFunction) => {
      try {
        const current = content.current;
        // Only the parameters the read uses make an answer differ: others neither change it nor take a cache entry.
        const query = new URLSearchParams(
          [...new URL(req.originalUrl, 'http://localhost').searchParams].filter(([key]) => queryKeys.has(key)),
        );
        const result = route.read(current, req.params as Record<string, string>, query);
        // Only answers that exist are kept: any number of bad or unknown values is no new cache entry.
        if (result.status === 400) {
          res.set('Cache-Control', NO_STORE);
          return sendProblem(res, 'invalid-query', 400, { detail: result.body.message });
        }
        if (result.status === 404) {
          res.set('Cache-Control', cacheControlFor(404, cacheSettings));
          return sendProblem(res, 'not-found', 404, { detail: result.body.message });
        }
        const search = sortedSearch(query);
        const key = `api:${req.path}${search}`;
        const response = await cache.get(current.version, key, () =>
          Promise.resolve({ status: result.status, contentType: JSON_TYPE, body: Buffer.from(JSON.stringify(result.body)) }),
        );
        const cacheControl = cacheControlFor(response.status, cacheSettings);
        sendCached(req, res, response, cacheControl);
        // Asked exactly as it is kept (the parameters it reads, sorted): the next request for it is answered before the framework.
        if (req.originalUrl === `${req.baseUrl}${req.path}${search}`) cache.rememberUrl(req.originalUrl, key, cacheControl);
      } catch (error) {
        next(error);
      }
    });
  }

  // What each `type` of the API's problem details means (RFC 9457: a type's URI tells whoever follows it).
  router.get('/problems/:type', (req: Request, res: Response) => {
    const type = req.params.type as ProblemType;
    if (!Object.hasOwn(PROBLEM_TYPES, type)) return notFound(req, res);
    res.set('Cache-Control', cacheControlFor(200, cacheSettings)).json({ type: problemTypeUri(type), ...PROBLEM_TYPES[type] });
  });

  // A read asked with another method: 405 and the methods it takes.
  for (const route of readRoutes) {
    router.all(route.path.replace(/^\/api/, ''), (req: Request, res: Response) => {
      res.set('Allow', 'GET, HEAD');
      sendProblem(res, 'method-not-allowed', 405, { detail: `${req.method} is not allowed here; use GET, HEAD.` });
    });
  }

  router.use(notFound);

  return router;
}

function notFound(req: Request, res: Response): void {
  res.set('Cache-Control', NO_STORE);
  sendProblem(res, 'not-found', 404, { detail: `There is no API endpoint at ${req.method} ${req.originalUrl}.` });
}
