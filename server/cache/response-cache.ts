// Answers that are the same bytes for every visitor until the content
// changes (pages, API reads, sitemap.xml) are made once and kept in memory,
// with their brotli and gzip encodings compressed once and a strong ETag for each
// encoding. Concurrent requests for an answer that is being made wait for that one
// render (single flight) instead of starting their own.
//
// Two pools: pages that exist (bounded in bytes and in count, least recently
// used out first) and not-found answers (bounded in count), so that any
// number of throwaway URLs can never push a real page out. Every byte an entry
// holds is counted (its key, each encoding, and the objects around them), and each
// encoding is copied out of Node's shared buffer pool: a small answer cut from a
// pooled slab would otherwise keep the whole slab alive.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

interface EncodedBody {
  body: Buffer;
  /** A strong ETag: a hash of exactly these bytes. */
  etag: string;
}

export interface CachedResponse {
  status: number;
  contentType: string;
  encodings: Record<Encoding, EncodedBody>;
}

/** What a producer makes: the uncompressed answer. */
export interface FreshResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface ResponseCache {
  /**
   * The answer for `key` under content `version`: kept, being made, or made
   * now by `produce` (once, however many ask at the same time). A 404 goes to
   * the not-found pool; a version change empties both.
   */
  get(version: string, key: string, produce: () => Promise<FreshResponse>): Promise<CachedResponse>;
  /**
   * Lets the fast path (server/http/fast-path.ts) answer requests for `url`
   * with the page kept under `key`, as long as it is kept: `url` must be the
   * exact, canonical spelling the framework answered from `key`.
   */
  rememberUrl(url: string, key: string, cacheControl: string): void;
  /** The kept answer for a remembered URL under content `version`, and its Cache-Control; undefined otherwise. */
  lookup(version: string, url: string): { response: CachedResponse; cacheControl: string } | undefined;
  readonly stats: { entries: number; bytes: number; notFound: number; notFoundBytes: number; hits: number; renders: number };
}

export interface ResponseCacheOptions {
  /** Memory for pages (every byte of an entry counted); 0 keeps nothing (each request makes its answer). */
  maxBytes?: number;
  /** Pages kept at most, however small. */
  maxEntries?: number;
  /** Not-found answers kept. */
  maxNotFound?: number;
}

/**
 * What an entry costs beyond its key and bodies: the objects, strings and map
 * slot around them, and each body's own allocation (20,000 small entries
 * measured about 2,100 bytes each, heap and outside it, on Node 20).
 */
const ENTRY_OVERHEAD_BYTES = 2_000;

const strongEtag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Compresses an answer into its three encodings; not-found answers more cheaply (they are throwaway). */
async function compressForms({ status, contentType, body }: FreshResponse): Promise<CachedResponse> {
  const cheap = status === 404;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: cheap ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: cheap ? 6 : 9 }),
  ]);
  return {
    status,
    contentType,
    encodings: {
      identity: { body, etag: strongEtag(body) },
      br: { body: br, etag: strongEtag(br) },
      gzip: { body: gz, etag: strongEtag(gz) },
    },
  };
}

/** A copy of `bytes` in memory of its own: never a slice of a pooled slab. */
function unpooled(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** The answer as kept: each encoding's bytes in memory of their own. */
const kept = (response: CachedResponse): CachedResponse => ({
  ...response,
  encodings: {
    identity: { ...response.encodings.identity, body: unpooled(response.encodings.identity.body) },
    br: { ...response.encodings.br, body: unpooled(response.encodings.br.body) },
    gzip: { ...response.encodings.gzip, body: unpooled(response.encodings.gzip.body) },
  },
});

/** Every byte an entry holds: its key (UTF-16), its three bodies, and the objects around them. */
const sizeOf = (key: string, response: CachedResponse) =>
  key.length * 2 +
  response.encodings.identity.body.length +
  response.encodings.br.body.length +
  response.encodings.gzip.body.length +
  ENTRY_OVERHEAD_BYTES;

export function createResponseCache({
  maxBytes = 64 * 1024 * 1024,
  maxEntries = 20_000,
  maxNotFound = 500,
}: ResponseCacheOptions = {}): ResponseCache {
  // Map order is the LRU order: most recently used last.
  const pages = new Map<string, CachedResponse>();
  const notFound = new Map<string, CachedResponse>();
  const inFlight = new Map<string, Promise<CachedResponse>>();
  // URL → the key its page is kept under (pages only, never not-found answers), and back.
  const byUrl = new Map<string, { key: string; cacheControl: string }>();
  const urlOfKey = new Map<string, string>();
  let version = '';
  let bytes = 0;
  let notFoundBytes = 0;
  const stats = { entries: 0, bytes: 0, notFound: 0, notFoundBytes: 0, hits: 0, renders: 0 };

  const sync = () => {
    stats.entries = pages.size;
    stats.bytes = bytes;
    stats.notFound = notFound.size;
    stats.notFoundBytes = notFoundBytes;
  };

  const useVersion = (next: string) => {
    if (next === version) return;
    pages.clear();
    notFound.clear();
    inFlight.clear();
    byUrl.clear();
    urlOfKey.clear();
    bytes = 0;
    notFoundBytes = 0;
    version = next;
    sync();
  };

  const touch = (pool: Map<string, CachedResponse>, key: string) => {
    const found = pool.get(key);
    if (found) {
      pool.delete(key);
      pool.set(key, found);
    }
    return found;
  };

  const forgetUrl = (key: string) => {
    const url = urlOfKey.get(key);
    if (url === undefined) return;
    urlOfKey.delete(key);
    byUrl.delete(url);
  };

  const keep = (key: string, response: CachedResponse) => {
    const size = sizeOf(key, response);
    if (response.status === 404) {
      if (maxNotFound <= 0) return;
      notFound.set(key, kept(response));
      notFoundBytes += size;
      for (const [oldKey, old] of notFound) {
        if (notFound.size <= maxNotFound) break;
        notFound.delete(oldKey);
        notFoundBytes -= sizeOf(oldKey, old);
      }
    } else {
      if (size > maxBytes || maxEntries <= 0) return;
      pages.set(key, kept(response));
      bytes += size;
      for (const [oldKey, old] of pages) {
        if (bytes <= maxBytes && pages.size <= maxEntries) break;
        pages.delete(oldKey);
        forgetUrl(oldKey);
        bytes -= sizeOf(oldKey, old);
      }
    }
    sync();
  };

  return {
    stats,
    rememberUrl(url, key, cacheControl) {
      if (!pages.has(key) || byUrl.has(url)) return;
      forgetUrl(key);
      byUrl.set(url, { key, cacheControl });
      urlOfKey.set(key, url);
    },
    lookup(askedVersion, url) {
      if (askedVersion !== version) return undefined;
      const remembered = byUrl.get(url);
      if (!remembered) return undefined;
      const response = touch(pages, remembered.key);
      if (!response) return undefined;
      stats.hits++;
      return { response, cacheControl: remembered.cacheControl };
    },
    get(askedVersion, key, produce) {
      useVersion(askedVersion);
      const kept = touch(pages, key) ?? touch(notFound, key);
      if (kept) {
        stats.hits++;
        return Promise.resolve(kept);
      }
      const pending = inFlight.get(key);
      if (pending) {
        stats.hits++;
        return pending;
      }
      stats.renders++;
      // In the map before the first await: every request that misses from now on waits for this one.
      const made = produce()
        .then(compressForms)
        .then(
          (response) => {
            if (inFlight.get(key) === made) {
              inFlight.delete(key);
              keep(key, response);
            }
            return response;
          },
          (error: unknown) => {
            if (inFlight.get(key) === made) inFlight.delete(key);
            throw error;
          },
        );
      inFlight.set(key, made);
      return made;
    },
  };
}
