import heads from '../../../shared/messages/en/heads';
import { seoIn } from '../../../shared/messages/seo';
import type { PageHead } from '../../../shared/page-head';
import { listQuery, projectCardsQuery } from '../../data/queries';
import { messagesIn } from '../../messages';
import { defineRoute, prefetchAll } from '../define-route';

const route = defineRoute({
  id: 'home',
  path: '/',
  es: '/es',
  page: () => import('./page'),
  head: ({ business, language }) => {
    const head: PageHead = { title: messagesIn(language, 'heads', heads).homeTitle(business.name) };
    SERVER: {
      const seo = seoIn(language).home;
      head.card = { label: seo.cardLabel, title: seo.cardTitle };
      head.description = seo.description(business);
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, _params, language) =>
    prefetchAll(queryClient, [
      listQuery('services', undefined, language),
      projectCardsQuery({ featured: true }, language),
      listQuery('reviews'),
    ]);
  route.sitemap = { section: 'Main pages', label: 'Home' };
}

export default route;
