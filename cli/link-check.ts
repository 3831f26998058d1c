// Internal links in content (neighborhood HTML, blog Markdown) against the
// site's pages, for `npm run content:check`. A link is broken exactly when following it would not answer
// the page: a 404 (the route registry's own not-found rules decide) or a
// redirect to another spelling. A new route or slug index needs no change here.
import type { Params } from 'react-router-dom';
import { matchRoute } from '../client/server-entry';
import { BLOG_CATEGORIES } from '../shared/constants';
import { boroughFromListSlug, categorySlug } from '../shared/slugs';
import type { ReadResult } from '../server/reads/read-result';
import { contentReader } from '../server/reads/read-routes';
import type { Content } from '../server/content/content-store';
import { canonicalPath } from '../server/web/canonical-path';

export type HrefKind = { kind: 'internal'; path: string } | { kind: 'relative' } | { kind: 'external' };

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

type Missing = Extract<ReadResult, { status: 404 }>['missing'];

/**
 * Why the page at `pathname` does not exist (it answers 404 or a redirect),
 * or undefined when it does. The route registry says which page a path is,
 * and the route's own not-found rule decides, fed by the API's read functions
 * over the content. `exists` vouches for an item the content lacks (one left
 * out as invalid, whose own problem is reported): a link to it is not broken.
 */
export function missingPageReason(
  pathname: string,
  content: Content,
  exists: (missing: NonNullable<Missing>) => boolean = () => false,
): string | undefined {
  const canonical = canonicalPath(pathname);
  if (canonical.kind === 'malformed') return 'the address is not a valid path';
  if (canonical.kind === 'redirect') return `the address is spelled differently: write ${canonical.path}`;
  const { route, params, language } = matchRoute(pathname);
  if (!route.notFound) return undefined;
  const reasons: string[] = [];
  let vouched = false;
  const data = contentReader(content, (result) => {
    if (result.status === 404 && result.missing && exists(result.missing)) vouched = true;
    reasons.push(result.body.message);
  });
  if (!route.notFound({ params, path: pathname, language, business: content.business, data }) || vouched) return undefined;
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
