// Internal links in content (neighborhood HTML, blog Markdown) against the
// site's pages. A link is broken exactly when following it would not answer
// the page: a 404 (the route registry's own not-found rules decide) or a
// redirect to another spelling. A new route or slug index needs no change here.
import type { Params } from 'react-router-dom';
import { matchRoute } from '../../client/server-entry';
import { BLOG_CATEGORIES } from '../../shared/constants';
import { boroughFromListSlug, categorySlug } from '../../shared/slugs';
import { contentReader } from '../api/read-routes';
import { canonicalPath } from '../render/canonical-path';
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
 * Why the page at `pathname` does not exist (it answers 404 or a redirect),
 * or undefined when it does. The route registry says which page a path is,
 * and the route's own not-found rule decides, fed by the API's read functions
 * over the content.
 */
export function missingPageReason(pathname: string, content: Content): string | undefined {
  const canonical = canonicalPath(pathname);
  if (canonical.kind === 'malformed') return 'the address is not a valid path';
  if (canonical.kind === 'redirect') return `the address is spelled differently: write ${canonical.path}`;
  const { route, params } = matchRoute(pathname);
  if (!route.notFound) return undefined;
  const reasons: string[] = [];
  const data = contentReader(content, (result) => reasons.push(result.body.message));
  if (!route.notFound({ params, path: pathname, business: content.business, data })) return undefined;
  const reason = reasons[0];
  if (reason) return reason.charAt(0).toLowerCase() + reason.slice(1).replace(/\.$/, '');
  return NOT_FOUND_REASONS[route.id]?.(params) ?? 'no page has this address';
}

/** Why the pages whose not-found rule reads no slug index do not exist. */
const NOT_FOUND_REASONS: Record<string, (params: Params) => string | undefined> = {
  'blog-category': ({ slug }) => `no blog category has the slug "${slug}" (use ${BLOG_CATEGORIES.map(categorySlug).join(', ')})`,
  'borough-list': ({ listSlug = '' }) => {
    const borough = boroughFromListSlug(listSlug);
    return borough && `no neighborhood page is in ${borough}`;
  },
};
