// Cache hits answered before the framework (decision record 0031). A GET or
// HEAD whose exact URL the framework already answered from the response cache
// (a canonical spelling, a 200, under the current content version) is
// written here at once by the one writer of kept answers
// (server/cache/send-cached.ts), after the edge's own headers set by the same
// functions the framework's middleware calls: X-Request-Id, the security
// headers and HSTS. Everything else (a miss, a spelling that redirects, a
// not-found answer, a POST, assets) goes on to Express.
// `tests/api/fast-path.test.ts` compares both paths header by header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import type { ResponseCache } from '../cache/response-cache';
import { sendCached } from '../cache/send-cached';
import { requestIsSecure, securityHeaderList, type TrustProxy } from '../web/security-headers';
import { logRequest, REQUEST_ID_HEADER, requestIdOf } from './request-logging';

export function createFastPath({
  cache,
  content,
  logger,
  trustProxy,
}: {
  cache: ResponseCache;
  content: ContentSource;
  logger: Logger;
  trustProxy: TrustProxy;
}) {
  /** Answers `req` from the cache when it can; false sends it on to the framework. */
  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const hit = cache.lookup(content.current.version, req.url ?? '');
    if (!hit) return false;
    const started = performance.now();
    const id = requestIdOf(req);
    const leading = [REQUEST_ID_HEADER, id, ...securityHeaderList(requestIsSecure(req, trustProxy))];
    const status = sendCached(req, res, hit.response, hit.cacheControl, leading);
    const url = req.url ?? '';
    const query = url.indexOf('?');
    logRequest(logger, id, req.method, query === -1 ? url : url.slice(0, query), status, started);
    return true;
  };
}
