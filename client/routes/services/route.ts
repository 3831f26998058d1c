import { seoIn } from '../../../shared/messages/seo';
import { listQuery } from '../../data/queries';
import { defineRoute, pageHead, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'services',
  path: '/services',
  es: '/es/servicios',
  page: () => import('./page'),
  head: ({ business, data, language }) => {
    const head = pageHead(language, 'services');
    SERVER: {
      const seo = seoIn(language).services;
      const photo = data(listQuery('services', undefined, language))?.find((service) => service.image)?.image;
      head.card = { label: seo.cardLabel, photo: photoOf(photo) };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, _params, language) => prefetchAll(queryClient, [listQuery('services', undefined, language)]);
  route.sitemap = { section: 'Main pages', label: 'Services' };
}

export default route;
