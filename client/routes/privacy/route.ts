import { seoIn } from '../../../shared/messages/seo';
import { defineRoute, pageHead } from '../define-route';

const route = defineRoute({
  id: 'privacy',
  path: '/privacy',
  es: '/es/privacidad',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'privacy');
    SERVER: {
      const seo = seoIn(language);
      head.card = { label: seo.legal.cardLabel };
      head.description = seo.privacy.description(business);
    }
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Legal', label: 'Privacy Policy' };
}

export default route;
