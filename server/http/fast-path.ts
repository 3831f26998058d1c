// Cache hits answered before the framework. A GET or HEAD whose exact URL the
// framework already answered from the response cache (a canonical spelling,
// a 200, under the current content version) is written here at once: the
// same bytes and the same headers, prepared once per kept answer and
// encoding, with If-None-Match answered 304 as the framework does (`fresh`,
// the module Express uses). Everything else (a miss, a spelling that
// redirects, a not-found answer, a POST, assets) goes on to Express.
// `tests/http/fast-path.test.ts` compares both paths header by header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import type { CachedResponse, Encoding, ResponseCache } from '../cache/response-cache';
import { logRequest, REQUEST_ID_HEADER, requestIdOf } from './request-logging';
import { HSTS, SECURITY_HEADERS } from '../web/security-headers';

/** Express's trust-proxy test ("trust proxy fn"): may this hop's X-Forwarded-Proto be believed? */
type TrustProxy = (address: string, hop: number) => boolean;

/** Accept-Encoding values seen, and the encoding each one gets (a browser sends the same one on every request). */
const ENCODINGS_REMEMBERED = 256;

interface PreparedForm {
  status: number;
  body: Buffer;
  etag: string;
  /** Name, value, name, value…: the headers after X-Request-Id, as the framework sets them. */
  headers: string[];
  /** The headers of a 304 for the same answer. */
  notModified: string[];
}

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
  const encodingOf = new Map<string, Encoding>();
  const prepared = new WeakMap<CachedResponse, Partial<Record<Encoding, PreparedForm>>>();

  /** As `sendCached` chooses: brotli when taken, else gzip, else the bytes as they are. */
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

  function prepare(response: CachedResponse, encoding: Encoding, cacheControl: string): PreparedForm {
    const forms = prepared.get(response) ?? {};
    const known = forms[encoding];
    if (known) return known;
    const form = response.forms[encoding];
    const security = SECURITY_HEADERS.flat();
    const common = [
      ...security,
      'Content-Type',
      response.contentType,
      'Cache-Control',
      cacheControl,
      'Vary',
      'Accept-Encoding',
      'ETag',
      form.etag,
    ];
    const made: PreparedForm = {
      status: response.status,
      body: form.body,
      etag: form.etag,
      headers: [...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(form.body.length)],
      notModified: common,
    };
    forms[encoding] = made;
    prepared.set(response, forms);
    return made;
  }

  /** As Express's `req.secure`: TLS here, or a trusted proxy's X-Forwarded-Proto saying https. */
  function isSecure(req: IncomingMessage): boolean {
    const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
    const own = socket.encrypted ? 'https' : 'http';
    if (!trustProxy(socket.remoteAddress ?? '', 0)) return own === 'https';
    const header = req.headers['x-forwarded-proto'];
    const forwarded = (typeof header === 'string' && header) || own;
    const comma = forwarded.indexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === 'https';
  }

  /** Answers `req` from the cache when it can; false sends it on to the framework. */
  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const hit = cache.lookup(content.current.version, req.url ?? '');
    if (!hit) return false;
    const started = performance.now();
    const id = requestIdOf(req);
    const form = prepare(hit.response, encodingFor(req), hit.cacheControl);
    const secure = isSecure(req);
    const notModified = fresh(req.headers, { etag: form.etag });
    const status = notModified ? 304 : form.status;
    res.writeHead(status, [REQUEST_ID_HEADER, id, ...withHsts(notModified ? form.notModified : form.headers, secure)]);
    res.end(notModified || req.method === 'HEAD' ? undefined : form.body);
    const url = req.url ?? '';
    const query = url.indexOf('?');
    logRequest(logger, id, req.method, query === -1 ? url : url.slice(0, query), status, started);
    return true;
  };
}

/** The headers with HSTS after the security headers, where the framework sets it. */
function withHsts(headers: string[], secure: boolean): string[] {
  if (!secure) return headers;
  const at = SECURITY_HEADERS.length * 2;
  return [...headers.slice(0, at), 'Strict-Transport-Security', HSTS, ...headers.slice(at)];
}
