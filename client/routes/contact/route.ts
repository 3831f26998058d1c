import { seoIn } from '../../../shared/messages/seo';
import { listQuery } from '../../data/queries';
import { defineRoute, pageHead, prefetchAll } from '../define-route';

const route = defineRoute({
  id: 'contact',
  path: '/contact',
  es: '/es/contacto',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'contact');
    SERVER: {
      const seo = seoIn(language).contact;
      head.card = { label: seo.cardLabel };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  // The estimate form's range panel lists the prices, and works them out as the visitor types.
  route.prefetch = (queryClient, _params, language) => prefetchAll(queryClient, [listQuery('prices', undefined, language)]);
  // `?sent=1`: the page a form sent without JavaScript lands on; `?sent=photos` when some of its photos could not be kept.
  route.search = { sent: (value) => value === '1' || value === 'photos' };
  route.sitemap = { section: 'Main pages', label: 'Contact' };
}

export default route;
