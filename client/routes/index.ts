// The registry: every route type of the site, one module each. The order is
// the order of the HTML sitemap's sections; matching follows React Router's
// ranking (the most specific pattern wins), not this order.
import { matchRoutes, type Params } from 'react-router-dom';
import about from './about';
import article from './article';
import blog from './blog';
import blogCategory from './blog-category';
import boroughList from './borough-list';
import contact from './contact';
import gallery from './gallery';
import home from './home';
import neighborhood from './neighborhood';
import notFound from './not-found';
import privacy from './privacy';
import processSteps from './process';
import type { RouteModule } from './route';
import serviceDetail from './service-detail';
import serviceLocation from './service-location';
import services from './services';
import sitemap from './sitemap';
import terms from './terms';
import warranty from './warranty';

export const routes: readonly RouteModule[] = [
  home,
  services,
  gallery,
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

const matchable = routes.map((route) => ({ path: route.path, route }));
const recent = new Map<string, { route: RouteModule; params: Params }>();
/** Matching ranks every pattern on each call; the paths asked for again and again are remembered. */
const RECENT_PATHS = 1000;

/** The route of a path (the not-found route when none matches) and its parameters. */
export function matchRoute(pathname: string): { route: RouteModule; params: Params } {
  const known = recent.get(pathname);
  if (known) return known;
  const match = matchRoutes(matchable, pathname)?.[0];
  const found = match ? { route: match.route.route, params: match.params } : { route: notFound, params: {} };
  if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
  recent.set(pathname, found);
  return found;
}

export { notFound as notFoundRoute };
