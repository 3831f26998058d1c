import { isSlug } from '../../../shared/slugs';
import { projectCardsQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';

const route = defineRoute({
  id: 'gallery',
  path: '/gallery',
  page: () => import('./page'),
  head: ({ business }) => {
    const head = staticHead('Terrazzo Project Gallery', 'Gallery');
    SERVER: head.card = { label: 'Portfolio' };
    SERVER: head.description = `Terrazzo floors, stairs and restorations from ${business.claims.projects} projects in schools, restaurants, lobbies and homes across New York City and Long Island.`;
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [projectCardsQuery()]);
  // The links shared before each project had a page, `/gallery?project={slug}`, lead to it.
  route.redirect = (query) => {
    const slug = query.get('project') ?? undefined;
    return isSlug(slug) ? `/gallery/${slug}` : undefined;
  };
  route.sitemap = { section: 'Main pages', label: 'Gallery' };
}

export default route;
