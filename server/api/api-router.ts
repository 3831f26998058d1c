// /api: JSON only, never the HTML error page, whatever goes wrong.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { IDEMPOTENCY_HEADER } from '../../shared/lead-fields';
import type { ContentSource } from '../content/content-source';
import { RETRY_AFTER_FAILED_SECONDS, type LeadIntake } from '../leads/intake';
import { type LeadLimits } from '../leads/limits';
import { requestFlags } from '../leads/request-flags';
import { addressClass } from '../http/address-class';
import { cacheControlFor, NO_STORE, type CacheSettings } from '../http/cache-control';
import type { ResponseCache } from '../render/response-cache';
import { sendCached } from '../render/send-response';
import { sortedSearch } from '../http/sorted-search';
import { canonicalPath, pathAndQuery, REDIRECT_CACHE_CONTROL } from '../http/canonical-path';
import { mayCount } from '../traffic/may-count';
import { readRoutes } from './read-routes';

const BODY_LIMIT = '16kb';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface ApiDeps {
  content: ContentSource;
  /** Where answers are kept (with the pages). */
  cache: ResponseCache;
  cacheSettings: CacheSettings;
  intake: LeadIntake;
  limitLeads: RequestHandler;
  /** Past the allowance of form tokens per address: answers 429 instead. */
  limitTokens: RequestHandler;
  limits: Pick<LeadLimits, 'softLimit'>;
  /** The path of the page a request was sent from, by its Referer (lead source). */
  refererPageOf?: (req: Request) => string | undefined;
  /** The hosts this site answers to (a post from another site's page is flagged). */
  ownHostsOf: (req: Request) => readonly (string | undefined)[];
  /** POST /api/uploads: one photo of the floor (server/lead-photos/upload-route.ts). */
  receiveUpload: RequestHandler;
}

export function createApiRouter({
  content,
  cache,
  cacheSettings,
  intake,
  limitLeads,
  limitTokens,
  limits,
  refererPageOf,
  ownHostsOf,
  receiveUpload,
}: ApiDeps): express.Router {
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
          res.status(400).set('Cache-Control', NO_STORE).json(result.body);
          return;
        }
        if (result.status === 404) {
          res.status(404).set('Cache-Control', cacheControlFor(404, cacheSettings)).json(result.body);
          return;
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

  // A token for the contact form, made for the one visitor who asks: it starts
  // their time-trap and is accepted once (the page itself stays cacheable).
  router.get('/form-token', limitTokens, (req: Request, res: Response) => {
    res.set('Cache-Control', NO_STORE).json({ token: intake.issueFormToken(addressClass(req.ip)) });
  });

  router.post('/contacts', noStore, limitLeads, requireJson, express.json({ limit: BODY_LIMIT }), async (req: Request, res: Response) => {
    const result = await intake.submit(req.body, {
      idempotencyKey: req.get(IDEMPOTENCY_HEADER),
      refererPage: refererPageOf?.(req),
      flags: requestFlags(req, limits, ownHostsOf(req)),
      counted: mayCount(req),
      addressClass: addressClass(req.ip),
    });
    // A request with only the spec's fields is answered with its receipt alone, as it always was.
    if (result.outcome === 'stored') res.status(201).json(result.photos ? { ...result.receipt, photos: result.photos } : result.receipt);
    else if (result.outcome === 'invalid') res.status(400).json({ message: 'Please check the highlighted fields.', errors: result.errors });
    else if (result.outcome === 'conflict') {
      res.status(422).json({
        message: `This ${IDEMPOTENCY_HEADER} was already used for a request with other fields. Send the new request with a new key.`,
      });
    } else {
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_FAILED_SECONDS))
        .json({
          message: `We could not save your request just now. Please try again in a minute or call us at ${content.current.business.phone.display}.`,
        });
    }
  });

  router.post('/uploads', noStore, receiveUpload);

  // A known path asked with the wrong method: 405 and the methods it takes.
  const allowed = new Map<string, string>([
    ...readRoutes.map((r) => [r.path.replace(/^\/api/, ''), 'GET, HEAD'] as const),
    ['/contacts', 'POST'],
    ['/uploads', 'POST'],
    ['/form-token', 'GET, HEAD'],
  ]);
  for (const [path, methods] of allowed) {
    router.all(path, (req: Request, res: Response) => {
      res
        .set('Allow', methods)
        .status(405)
        .json({ message: `${req.method} is not allowed here; use ${methods}.` });
    });
  }

  router.use(notFound);

  return router;
}

function notFound(req: Request, res: Response): void {
  res
    .status(404)
    .set('Cache-Control', NO_STORE)
    .json({ message: `There is no API endpoint at ${req.method} ${req.originalUrl}.` });
}

function noStore(_req: Request, res: Response, next: express.NextFunction): void {
  res.set('Cache-Control', NO_STORE);
  next();
}

function requireJson(req: Request, res: Response, next: express.NextFunction): void {
  if (req.is('application/json')) next();
  else res.status(415).json({ message: 'Send the request body as JSON with Content-Type: application/json.' });
}
