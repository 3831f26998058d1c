import { listQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'services',
  path: '/services',
  page: () => import('./page'),
  head: ({ business, data }) => {
    const head = staticHead('Terrazzo Services: Installation, Precast & Restoration', 'Services');
    SERVER: head.card = { label: 'What we do', photo: photoOf(data(listQuery('services'))?.find((service) => service.image)?.image) };
    SERVER: head.description = `Six terrazzo services for homes and commercial buildings in ${business.claims.neighborhoodsServicesPage} NYC and Long Island neighborhoods, from ${business.claims.startingPrice}.`;
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [listQuery('services')]);
  route.sitemap = { section: 'Main pages', label: 'Services' };
}

export default route;
