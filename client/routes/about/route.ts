import { seoIn } from '../../../shared/messages/seo';
import { projectCardsQuery } from '../../data/queries';
import { defineRoute, pageHead, prefetchAll } from '../define-route';

const route = defineRoute({
  id: 'about',
  path: '/about',
  es: '/es/nosotros',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'about');
    SERVER: {
      const seo = seoIn(language).about;
      head.card = { label: seo.cardLabel, title: seo.cardTitle(business) };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  // The range of the work: a photo in the hero and a row of projects.
  route.prefetch = (queryClient, _params, language) => prefetchAll(queryClient, [projectCardsQuery({ featured: true }, language)]);
  route.sitemap = { section: 'Main pages', label: 'About Us' };
}

export default route;
