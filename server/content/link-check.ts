// Internal links in content (neighborhood HTML, blog Markdown) against the
// site's pages. A link is broken exactly when following it would answer 404:
// the route table (client/routes.tsx) says which page a path is, and that
// route's own 404 rule decides, fed by the API's read functions
// (server/api/read-routes.ts) over the content. A new route or slug index needs
// no change here.
import type { Params } from 'react-router-dom';
import { matchAppRoute, type RouteContext } from '../../client/routes';
import { BLOG_CATEGORIES } from '../../shared/constants';
import { boroughFromListSlug, categorySlug } from '../../shared/slugs';
import { resolveRead } from '../api/read-routes';
import type { Content } from './content-store';

export type HrefKind = { kind: 'internal'; path: string } | { kind: 'relative' } | { kind: 'external' };

const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The `href` of every `<a>` in `html`, entities decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(ANCHOR_HREF)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? entity;
  });
}

/**
 * What an href points at: a path of this site (also an absolute URL on the
 * site's own origin), a relative path (resolved against the page it sits on,
 * which is never what an editor means), or something else (another site,
 * mail, phone, an anchor on the same page).
 */
export function classifyHref(href: string, siteOrigin: string | undefined): HrefKind {
  const value = href.trim();
  if (value === '' || value.startsWith('#') || value.startsWith('?')) return { kind: 'external' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', path: pathOnly(value) };
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) {
    if (!siteOrigin) return { kind: 'external' };
    try {
      const url = new URL(value, siteOrigin);
      return url.origin === new URL(siteOrigin).origin ? { kind: 'internal', path: url.pathname } : { kind: 'external' };
    } catch {
      return { kind: 'external' };
    }
  }
  return { kind: 'relative' };
}

const pathOnly = (value: string) => value.replace(/[?#].*$/, '') || '/';

/**
 * Why the page at `pathname` does not exist (it answers 404), or undefined
 * when it does. `content` needs only what the read functions use: slug
 * indexes and the neighborhood list.
 */
export function missingPageReason(pathname: string, content: Content): string | undefined {
  const { route, params } = matchAppRoute(pathname);
  if (!route) return 'no page has this address';
  if (!route.isNotFound) return undefined;
  const reasons: string[] = [];
  const ctx: RouteContext = { params: params, pathname, business: content.business, data: readInProcess(content, reasons) };
  if (!route.isNotFound(ctx)) return undefined;
  const reason = reasons[0];
  if (reason) return reason.charAt(0).toLowerCase() + reason.slice(1).replace(/\.$/, '');
  return NOT_FOUND_REASONS[route.path]?.(params) ?? 'no page has this address';
}

/** Why the pages whose 404 rule reads no slug index do not exist. */
const NOT_FOUND_REASONS: Record<string, (params: Params) => string | undefined> = {
  '/blog/category/:slug': ({ slug }) => `no blog category has the slug "${slug}" (use ${BLOG_CATEGORIES.map(categorySlug).join(', ')})`,
  '/:listSlug': ({ listSlug = '' }) => {
    const borough = boroughFromListSlug(listSlug);
    return borough && `no neighborhood page is in ${borough}`;
  },
};

/** A route's query data read as server rendering reads it (the query key joined with "/" is the API URL). */
function readInProcess(content: Content, reasons: string[]): RouteContext['data'] {
  return <T>(options: { queryKey: readonly unknown[] }): T | undefined => {
    // A detail query with a malformed slug is disabled: the page has no data, as when rendered.
    if ((options as { enabled?: unknown }).enabled === false) return undefined;
    const url = options.queryKey.join('/');
    const result = resolveRead(content, url);
    if (!result) throw new Error(`link check: a route reads ${url}, which no API read function answers`);
    if (result.status === 200) return result.body as T;
    reasons.push(result.body.message);
    return undefined;
  };
}
