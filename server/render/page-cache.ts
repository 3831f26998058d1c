// Rendered pages (and API answers) are the same bytes for every visitor until
// the content changes, so they are kept in memory: an LRU bounded in bytes,
// keyed by URL and content version, with the brotli and gzip forms compressed
// once, when stored, never per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page's key: its URL, and for the page with the contact form the form token it carries (one entry per token window). */
export function cacheKeyOf(url: string, formToken?: string): string {
  return formToken ? `${url}#${formToken}` : url;
}

export interface PageCache {
  get(version: string, key: string): CachedPage | undefined;
  /** Compresses and stores a response body (asynchronously; the visitor already has it). The ETag defaults to a hash of the body. */
  store(version: string, key: string, status: number, body: Buffer, options?: { contentType?: string; etag?: string }): Promise<void>;
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

export function createPageCache({ maxBytes = 64 * 1024 * 1024 } = {}): PageCache {
  const entries = new Map<string, CachedPage>();
  let version = '';
  let bytes = 0;
  const stats = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  const size = (page: CachedPage) => page.identity.length + page.br.length + page.gzip.length;

  const sync = () => {
    stats.entries = entries.size;
    stats.bytes = bytes;
  };
  // A content reload makes every stored page stale at once.
  const useVersion = (v: string) => {
    if (v === version) return;
    entries.clear();
    bytes = 0;
    version = v;
    sync();
  };

  return {
    stats,
    get(v, key) {
      useVersion(v);
      const page = entries.get(key);
      if (!page) {
        stats.misses++;
        return undefined;
      }
      // Most recently used last: Map order is the LRU order.
      entries.delete(key);
      entries.set(key, page);
      stats.hits++;
      return page;
    },
    async store(v, key, status, html, { contentType = 'text/html; charset=utf-8', etag } = {}) {
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzipAsync(html, { level: 9 }),
      ]);
      useVersion(v);
      const page: CachedPage = {
        status,
        contentType,
        etag: etag ?? `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`,
        identity: html,
        br,
        gzip: gz,
      };
      const previous = entries.get(key);
      if (previous) bytes -= size(previous);
      entries.delete(key);
      if (size(page) > maxBytes) return;
      entries.set(key, page);
      bytes += size(page);
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= size(old);
      }
      sync();
    },
  };
}
