import { readQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';

const route = defineRoute({
  id: 'sitemap',
  path: '/sitemap',
  page: () => import('./page'),
  head: () => {
    const head = staticHead('Site Map');
    SERVER: head.card = { label: 'Every page of the site' };
    SERVER: head.description =
      'Every page of our website: services, local terrazzo pages for all five boroughs and Long Island, the blog, and company information.';
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [readQuery('sitemap')]);
  // In sitemap.xml only: the HTML sitemap does not list itself.
  route.sitemap = {};
}

export default route;
