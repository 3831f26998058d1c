// The fast path for cached pages and API answers: answered before the router
// and the rest of the middleware, with every header (security ones included)
// computed once per entry and encoding. A cached page has no inline script,
// so its CSP needs no nonce.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ContentSource } from '../content/content-source';
import { HSTS, STATIC_SECURITY_HEADERS } from '../http/security-headers';
import { requestIdOf } from '../http/request-logging';
import type { Logger } from '../logger';
import { cacheKeyOf, type CachedPage, type PageCache } from './page-cache';

type Encoding = 'br' | 'gzip' | 'identity';
const prepared = new WeakMap<CachedPage, Record<Encoding, string[]>>();

function headersOf(page: CachedPage): Record<Encoding, string[]> {
  let headers = prepared.get(page);
  if (!headers) {
    const base = [
      'Content-Type',
      page.contentType,
      'ETag',
      page.etag,
      'Cache-Control',
      'no-cache',
      'Vary',
      'Accept-Encoding',
      ...STATIC_SECURITY_HEADERS.flat(),
    ];
    headers = {
      br: [...base, 'Content-Encoding', 'br', 'Content-Length', String(page.br.length)],
      gzip: [...base, 'Content-Encoding', 'gzip', 'Content-Length', String(page.gzip.length)],
      identity: [...base, 'Content-Length', String(page.identity.length)],
    };
    prepared.set(page, headers);
  }
  return headers;
}

export function cachedPageResponder({
  cache,
  content,
  logger,
  issueFormToken,
}: {
  cache: PageCache;
  content: ContentSource;
  logger: Logger;
  /** The token the contact page carries now: its cached copy is kept per token window. */
  issueFormToken: () => string;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const key = req.path === '/contact' ? cacheKeyOf(req.url, issueFormToken()) : req.url;
    const page = cache.get(content.current.version, key);
    if (!page) {
      next();
      return;
    }
    const started = performance.now();
    const id = requestIdOf(req);
    const tail = ['X-Request-Id', id, ...(req.secure ? ['Strict-Transport-Security', HSTS] : [])];
    const headers = headersOf(page);
    if (req.headers['if-none-match'] === page.etag) {
      (res as ServerResponse).writeHead(304, [...headers.identity.slice(0, -2), ...tail]).end();
    } else {
      const encoding: Encoding =
        req.acceptsEncodings('br') ? 'br'
        : req.acceptsEncodings('gzip') ? 'gzip'
        : 'identity';
      (res as ServerResponse).writeHead(page.status, [...headers[encoding], ...tail]);
      (res as ServerResponse).end(req.method === 'HEAD' ? undefined : page[encoding]);
    }
    logRequest(logger, req, res.statusCode, id, started);
  };
}

/** The same line the request logger writes for other requests. */
function logRequest(logger: Logger, req: IncomingMessage & { path?: string }, status: number, id: string, started: number) {
  logger.info(
    { reqId: id, req: { id, method: req.method, path: req.path }, res: { status }, responseTime: Math.round(performance.now() - started) },
    'request completed',
  );
}
