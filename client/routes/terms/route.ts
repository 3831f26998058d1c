import { seoIn } from '../../../shared/messages/seo';
import { defineRoute, pageHead } from '../define-route';

const route = defineRoute({
  id: 'terms',
  path: '/terms',
  es: '/es/terminos',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'terms');
    SERVER: {
      const seo = seoIn(language);
      head.card = { label: seo.legal.cardLabel };
      head.description = seo.terms.description(business);
    }
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Legal', label: 'Terms of Service' };
}

export default route;
