import { seoIn } from '../../../shared/messages/seo';
import { isSlug } from '../../../shared/slugs';
import { projectCardsQuery } from '../../data/queries';
import { defineRoute, pageHead, prefetchAll } from '../define-route';

const route = defineRoute({
  id: 'gallery',
  path: '/gallery',
  es: '/es/galeria',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head = pageHead(language, 'gallery');
    SERVER: {
      const seo = seoIn(language).gallery;
      head.card = { label: seo.cardLabel };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, _params, language) => prefetchAll(queryClient, [projectCardsQuery({}, language)]);
  // The links shared before each project had a page, `/gallery?project={slug}`, lead to it.
  route.redirect = (query) => {
    const slug = query.get('project') ?? undefined;
    return isSlug(slug) ? `/gallery/${slug}` : undefined;
  };
  route.sitemap = { section: 'Main pages', label: 'Gallery' };
}

export default route;
