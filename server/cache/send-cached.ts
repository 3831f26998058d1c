// The one writer of a kept answer, for the framework's path and the fast path
// alike (decision record 0031): the encoding the client takes (brotli, else
// gzip, else the bytes as they are, whatever order it lists them), its strong
// ETag, 304 when the client already has those bytes (If-None-Match as HTTP
// compares it: a list, weak comparison, `*`, with `fresh`, the module Express
// uses), and no body for HEAD. Its headers are prepared once per kept answer,
// encoding and Cache-Control, and written with one writeHead after whatever
// the edge set first (X-Request-Id, the security headers).
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import type { CachedResponse, Encoding } from './response-cache';

/** Accept-Encoding values seen, and the encoding each one gets (a browser sends the same one on every request). */
const ENCODINGS_REMEMBERED = 256;
const encodingOf = new Map<string, Encoding>();

/** Brotli when the client takes it, else gzip, else the bytes as they are. */
function encodingFor(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'] ?? '';
  let encoding = encodingOf.get(header);
  if (encoding) return encoding;
  const negotiator = accepts(req);
  encoding =
    negotiator.encodings('br') ? 'br'
    : negotiator.encodings('gzip') ? 'gzip'
    : 'identity';
  if (encodingOf.size >= ENCODINGS_REMEMBERED) encodingOf.clear();
  encodingOf.set(header, encoding);
  return encoding;
}

interface PreparedAnswer {
  status: number;
  body: Buffer;
  etag: string;
  /** Name, value, name, value…: the answer's own headers, in the order they are written. */
  headers: string[];
  /** The headers of a 304 for the same answer. */
  notModified: string[];
}

const prepared = new WeakMap<CachedResponse, Map<string, PreparedAnswer>>();

function prepare(response: CachedResponse, encoding: Encoding, cacheControl: string): PreparedAnswer {
  let byVariant = prepared.get(response);
  if (!byVariant) prepared.set(response, (byVariant = new Map<string, PreparedAnswer>()));
  const variant = `${encoding} ${cacheControl}`;
  const known = byVariant.get(variant);
  if (known) return known;
  const { body, etag } = response.encodings[encoding];
  const common = ['Content-Type', response.contentType, 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding', 'ETag', etag];
  const made: PreparedAnswer = {
    status: response.status,
    body,
    etag,
    headers: [...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(body.length)],
    notModified: common,
  };
  byVariant.set(variant, made);
  return made;
}

/**
 * Writes `response` as the answer to `req`, after `leading` (name, value…:
 * what the fast path writes first; the framework has set those already).
 * Resolves nothing; returns the status written.
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  response: CachedResponse,
  cacheControl: string,
  leading: readonly string[] = [],
): number {
  const answer = prepare(response, encodingFor(req), cacheControl);
  const notModified = fresh(req.headers, { etag: answer.etag });
  const headers = notModified ? answer.notModified : answer.headers;
  const status = notModified ? 304 : answer.status;
  res.writeHead(status, leading.length > 0 ? [...leading, ...headers] : headers);
  res.end(notModified || req.method === 'HEAD' ? undefined : answer.body);
  return status;
}
