// Sends a kept answer: the best encoding the client takes, its strong ETag,
// and 304 when the client already has those bytes (If-None-Match compared as
// HTTP does: a list of tags, weak comparison, `*`; Express's `req.fresh`).
import type { Request, Response } from 'express';
import type { CachedResponse, Encoding } from './response-cache';

/** Brotli when the client takes it, else gzip, else the bytes as they are (our preference, whatever order the client lists). */
function preferredEncoding(req: Request): Encoding {
  if (req.acceptsEncodings('br')) return 'br';
  if (req.acceptsEncodings('gzip')) return 'gzip';
  return 'identity';
}

export function sendCached(req: Request, res: Response, response: CachedResponse, cacheControl: string): void {
  const encoding = preferredEncoding(req);
  const form = response.forms[encoding];
  res.status(response.status);
  res.setHeader('Content-Type', response.contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', form.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', form.body.length);
  res.end(req.method === 'HEAD' ? undefined : form.body);
}
