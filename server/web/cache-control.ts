// Cache-Control for each kind of answer. Pages and API reads may be kept by a
// shared cache (a CDN, a caching proxy) for `sharedSeconds` and served stale
// for `staleSeconds` more while it revalidates; browsers always revalidate
// (max-age=0), which costs a 304 when nothing changed. A content reload makes
// new bytes, so new ETags.
import type { CacheSettings } from '../config';

/** Hashed assets and images: the name changes when the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Answers made for one request (form results, tokens, health checks). */
export const NO_STORE = 'no-store';

export function cacheControlFor(status: number, settings: CacheSettings): string {
  if (status === 404) return `public, max-age=0, s-maxage=${settings.notFoundSeconds}`;
  if (status >= 200 && status < 300)
    return `public, max-age=0, s-maxage=${settings.sharedSeconds}, stale-while-revalidate=${settings.staleSeconds}`;
  return NO_STORE;
}
