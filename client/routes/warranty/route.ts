import { seoIn } from '../../../shared/messages/seo';
import { defineRoute, pageHead } from '../define-route';

const route = defineRoute({
  id: 'warranty',
  path: '/warranty',
  es: '/es/garantia',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'warranty');
    SERVER: {
      const seo = seoIn(language).warranty;
      head.card = { label: seo.cardLabel };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Warranty & Care' };
}

export default route;
