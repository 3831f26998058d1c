import { featuredPostsQuery, postArchiveQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'blog',
  path: '/blog',
  page: () => import('./page'),
  head: ({ data }) => {
    const head = staticHead('Terrazzo Blog: Costs, Care, Design & Installation', 'Blog');
    SERVER: head.card = { label: 'Terrazzo journal', photo: photoOf(data(featuredPostsQuery())?.find((post) => post.image)?.image) };
    SERVER: head.description =
      'Practical guides to terrazzo floors for New York property owners: installation, maintenance, design ideas, costs per square foot and comparisons.';
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [featuredPostsQuery(), postArchiveQuery()]);
  route.sitemap = { section: 'Main pages', label: 'Blog' };
}

export default route;
