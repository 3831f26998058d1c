import { readQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';

const route = defineRoute({
  id: 'about',
  path: '/about',
  page: () => import('./page'),
  head: ({ business }) => {
    const head = staticHead('About Us');
    SERVER: head.card = { label: 'Our story', title: `About ${business.name}` };
    SERVER: head.description = `${business.name}: ${business.claims.yearsExperience} years of terrazzo craftsmanship in ${business.claims.boroughs} boroughs and ${business.claims.neighborhoods} neighborhoods of New York and Long Island.`;
    return head;
  },
});

SERVER: {
  // The range of the work: a photo in the hero and a row of projects.
  route.prefetch = (queryClient) => prefetchAll(queryClient, [readQuery('featuredGallery')]);
  route.sitemap = { section: 'Main pages', label: 'About Us' };
}

export default route;
