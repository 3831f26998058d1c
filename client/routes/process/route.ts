import { seoIn } from '../../../shared/messages/seo';
import { defineRoute, pageHead } from '../define-route';

const route = defineRoute({
  id: 'process',
  path: '/process',
  es: '/es/proceso',
  page: () => import('./page'),
  head: ({ language }) => {
    const head = pageHead(language, 'process');
    SERVER: {
      const seo = seoIn(language).process;
      head.card = { label: seo.cardLabel };
      head.description = seo.description;
    }
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Our Process' };
}

export default route;
