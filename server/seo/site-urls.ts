// Every public page of the site, for /sitemap.xml (and the tests that check
// each one answers): the route table's paths with their parameters filled in
// from the content.
import { routes } from '../../client/routes';
import { BLOG_CATEGORIES, BOROUGHS } from '../../shared/constants';
import { boroughListPath, categorySlug } from '../../shared/slugs';
import type { Content } from '../content/content-store';

export interface SiteUrl {
  path: string;
  /** The content file the page is made from, for its last-modified date. */
  source: string;
  /** A date the content itself gives (an article's publication), when it has one. */
  date?: string;
}

/** Parameters of each dynamic route: what fills them, and from which file. */
function expand(pattern: string, content: Content): SiteUrl[] | undefined {
  switch (pattern) {
    case '/services/:slug':
      return content.services.map((s) => ({ path: `/services/${s.slug}`, source: 'services.json' }));
    case '/local/:slug':
      return content.neighborhoods.map((n) => ({ path: `/local/${n.slug}`, source: content.neighborhoodFiles[n.slug]! }));
    case '/service-location/:slug':
      return content.serviceLocations.map((p) => ({ path: `/service-location/${p.slug}`, source: 'service-locations.json' }));
    case '/blog/:slug':
      return content.posts.map((p) => ({ path: `/blog/${p.slug}`, source: 'blog.json', date: p.publishedAt }));
    case '/blog/category/:slug':
      return BLOG_CATEGORIES.map((c) => ({ path: `/blog/category/${categorySlug(c)}`, source: 'blog.json' }));
    case '/:listSlug':
      return BOROUGHS.filter((b) => content.business.boroughCounts[b]).map((b) => ({
        path: boroughListPath(b),
        source: content.neighborhoodFiles[content.neighborhoods.find((n) => n.borough === b)!.slug]!,
      }));
    default:
      return undefined;
  }
}

const STATIC_SOURCES: Record<string, string> = {
  '/services': 'services.json',
  '/gallery': 'gallery.json',
  '/blog': 'blog.json',
};

export function siteUrls(content: Content): SiteUrl[] {
  return routes.flatMap((route) => {
    if (route.path.includes(':')) {
      const urls = expand(route.path, content);
      if (!urls) throw new Error(`site-urls: no parameters known for the route ${route.path}`);
      return urls;
    }
    return [{ path: route.path, source: STATIC_SOURCES[route.path] ?? 'business.json' }];
  });
}
