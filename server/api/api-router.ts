// /api: JSON only, never the HTML error page, whatever goes wrong.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { IDEMPOTENCY_HEADER } from '../../shared/constants';
import type { ContentSource } from '../content/content-source';
import type { ContactIntake } from '../leads/submit-contact';
import type { PageCache } from '../render/page-cache';
import { readRoutes } from './read-routes';

const BODY_LIMIT = '16kb';

/** Query parameters of the site's own API calls; answers to other query strings are not kept. */
const CACHED_QUERY_KEYS = new Set(['featured', 'limit', 'category', 'exclude']);

export interface ApiDeps {
  content: ContentSource;
  /** Where answers are kept for the fast path (the page cache). */
  cache?: PageCache;
  intake: ContactIntake;
  limitContacts: RequestHandler;
  /** The path of the page a request was sent from, by its Referer (lead source). */
  refererPageOf?: (req: Request) => string | undefined;
}

export function createApiRouter({ content, cache, intake, limitContacts, refererPageOf }: ApiDeps): express.Router {
  const router = express.Router();

  for (const route of readRoutes) {
    router.get(route.path.replace(/^\/api/, ''), (req: Request, res: Response) => {
      const current = content.current;
      // Answers change only with the content, so its version is the ETag.
      const etag = `"${current.version}"`;
      res.set('ETag', etag).set('Cache-Control', 'no-cache');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const query = new URL(req.originalUrl, 'http://localhost').searchParams;
      const result = route.read(current, req.params as Record<string, string>, query);
      const json = JSON.stringify(result.body);
      res.status(result.status).type('application/json').send(json);
      // Kept for the fast path: successful answers to the queries the site asks.
      if (cache && result.status === 200 && [...query.keys()].every((key) => CACHED_QUERY_KEYS.has(key))) {
        void cache.store(current.version, req.originalUrl, 200, Buffer.from(json), {
          contentType: 'application/json; charset=utf-8',
          etag,
        });
      }
    });
  }

  router.post('/contacts', limitContacts, requireJson, express.json({ limit: BODY_LIMIT }), async (req: Request, res: Response) => {
    const result = await intake.submit(req.body, { idempotencyKey: req.get(IDEMPOTENCY_HEADER), refererPage: refererPageOf?.(req) });
    if (result.outcome === 'stored') res.status(201).json(result.receipt);
    else if (result.outcome === 'invalid') res.status(400).json({ message: 'Please check the highlighted fields.', errors: result.errors });
    else {
      res.status(503).json({
        message: `We could not save your request just now. Please try again or call us at ${content.current.business.phone.display}.`,
      });
    }
  });

  // A known path asked with the wrong method: 405 and the methods it takes.
  const allowed = new Map<string, string>([
    ...readRoutes.map((r) => [r.path.replace(/^\/api/, ''), 'GET, HEAD'] as const),
    ['/contacts', 'POST'],
  ]);
  for (const [path, methods] of allowed) {
    router.all(path, (req: Request, res: Response) => {
      res
        .set('Allow', methods)
        .status(405)
        .json({ message: `${req.method} is not allowed here; use ${methods}.` });
    });
  }

  router.use((req: Request, res: Response) => {
    res.status(404).json({ message: `There is no API endpoint at ${req.method} ${req.originalUrl}.` });
  });

  return router;
}

function requireJson(req: Request, res: Response, next: express.NextFunction): void {
  if (req.is('application/json')) next();
  else res.status(415).json({ message: 'Send the request body as JSON with Content-Type: application/json.' });
}
