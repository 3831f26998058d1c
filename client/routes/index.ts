// The registry: every route type of the site, one module each. The order is
// the order of the HTML sitemap's sections; matching follows React Router's
// ranking (the most specific pattern wins), not this order.
import { matchRoutes, type Params } from 'react-router-dom';
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
