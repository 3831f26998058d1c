// The registry: every route type of the site, one module each. The order is
// the order of the HTML sitemap's sections; matching follows React Router's
// ranking (the most specific pattern wins), not this order.
import { matchRoutes, type Params } from 'react-router-dom';
import { languageOfPath, SPANISH_ROOT, type Language } from '../../shared/language';
import about from './about/route';
import article from './article/route';
import blog from './blog/route';
import blogCategory from './blog-category/route';
import boroughList from './borough-list/route';
import contact from './contact/route';
import gallery from './gallery/route';
import home from './home/route';
import neighborhood from './neighborhood/route';
import notFound from './not-found/route';
import privacy from './privacy/route';
import processSteps from './process/route';
import project from './project/route';
import type { RouteModule } from './define-route';
import serviceDetail from './service-detail/route';
import serviceLocation from './service-location/route';
import services from './services/route';
import sitemap from './sitemap/route';
import terms from './terms/route';
import warranty from './warranty/route';

export const routes: readonly RouteModule[] = [
  home,
  services,
  gallery,
  project,
  blog,
  contact,
  about,
  processSteps,
  warranty,
  sitemap,
  serviceDetail,
  privacy,
  terms,
  neighborhood,
  boroughList,
  serviceLocation,
  blogCategory,
  article,
  notFound,
];

export interface RouteMatch {
  route: RouteModule;
  params: Params;
  language: Language;
}

/** Every route's English path, and its Spanish path where it has one. */
const matchable = routes.flatMap((route) => [
  { path: route.path, route, language: 'en' as const },
  ...(route.es ? [{ path: route.es, route, language: 'es' as const }] : []),
]);
const recent = new Map<string, RouteMatch>();
/** Matching ranks every pattern on each call; the paths asked for again and again are remembered. */
const RECENT_PATHS = 1000;

/** The route of a path (the not-found route when none matches), its parameters and its language. */
export function matchRoute(pathname: string): RouteMatch {
  const known = recent.get(pathname);
  if (known) return known;
  const match = matchRoutes(matchable, pathname)?.[0];
  const found: RouteMatch =
    match ?
      { route: match.route.route, params: match.params, language: match.route.language }
    : { route: notFound, params: {}, language: languageOfPath(pathname) };
  if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
  recent.set(pathname, found);
  return found;
}

const HOME: Record<Language, string> = { en: '/', es: SPANISH_ROOT };

/** The path of a route's page in `language`, or undefined when the route has no page in it (or is the not-found route). */
export function pathIn(language: Language, route: RouteModule, params: Params): string | undefined {
  const pattern = language === 'es' ? route.es : route.path;
  if (!pattern || route === notFound) return undefined;
  // Every parameter of a route is a slug, matched from a path: nothing to encode.
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/** Where the language link of a page leads: the same page in the other language, or that language's home. */
export function otherLanguageOf(route: RouteModule, params: Params, language: Language): { language: Language; path: string } {
  const other = language === 'es' ? 'en' : 'es';
  return { language: other, path: pathIn(other, route, params) ?? HOME[other] };
}

/**
 * A site path as a page in `language` links it: on a Spanish page, a path
 * whose page exists in Spanish becomes the Spanish one (`/services` →
 * `/es/servicios`); every other path is kept. Query and hash are kept.
 */
export function localizedPath(to: string, language: Language): string {
  if (language === 'en' || languageOfPath(to) === 'es') return to;
  const at = to.search(/[?#]/);
  const pathname = at < 0 ? to : to.slice(0, at);
  const { route, params, language: found } = matchRoute(pathname);
  if (found !== 'en') return to;
  const spanish = pathIn('es', route, params);
  return spanish ? spanish + (at < 0 ? '' : to.slice(at)) : to;
}

export { notFound as notFoundRoute };
