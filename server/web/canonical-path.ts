// One URL per page. A page's path has one spelling: lowercase, no trailing
// slash, no repeated slashes, no dot segments, and no percent-encoding of
// characters that need none (RFC 3986 "unreserved"). Any other spelling is
// redirected there before anything is rendered, so it costs no render and
// takes no cache entry; a path that cannot be read at all is not found.

export type CanonicalPath =
  | { kind: 'canonical'; path: string }
  | { kind: 'redirect'; path: string }
  /** Broken percent-encoding or characters a URL path may not hold. */
  | { kind: 'malformed' };

/** RFC 3986 pchar plus "/": unreserved, sub-delims, ":", "@" and percent-encodings. */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

export function canonicalPath(rawPath: string): CanonicalPath {
  if (!rawPath.startsWith('/') || !PATH_CHARS.test(rawPath)) return { kind: 'malformed' };
  let decoded: string;
  try {
    // Decode only what needs no encoding; keep the rest (an encoded "/" stays "%2F").
    decoded = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    });
    if (/%(?![0-9A-F]{2})/.test(decoded)) return { kind: 'malformed' };
    decodeURIComponent(decoded); // broken UTF-8 sequences throw
  } catch {
    return { kind: 'malformed' };
  }
  const segments: string[] = [];
  // Letters lowercase; percent-encodings keep their uppercase hex.
  const lowercase = decoded.replace(/%[0-9A-F]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  for (const segment of lowercase.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return path === rawPath ? { kind: 'canonical', path } : { kind: 'redirect', path };
}

/** Another spelling of a path may be remembered a day. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** Splits a request's original URL into its path and its query string (without the "?"). */
export function pathAndQuery(originalUrl: string): { path: string; query: string } {
  const at = originalUrl.indexOf('?');
  return at < 0 ? { path: originalUrl, query: '' } : { path: originalUrl.slice(0, at), query: originalUrl.slice(at + 1) };
}
