import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { blogPostingJsonLd } from '../../../shared/structured-data';
import { itemQuery, listQuery, relatedPostsQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'article',
  path: '/blog/:slug',
  page: () => import('./page'),
  head: ({ data, params, business, path }) => {
    const post = data(itemQuery('posts', params.slug ?? ''));
    if (!post) {
      const head: PageHead = { title: 'Article Not Found', notFound: true };
      SERVER: head.description = "The article you're looking for doesn't exist.";
      return head;
    }
    const head: PageHead = { title: post.metaTitle, breadcrumb: [homeCrumb, { label: 'Blog', href: '/blog' }, { label: post.title }] };
    SERVER: {
      head.description = post.metaDescription;
      head.ogType = 'article';
      head.jsonLd = [blogPostingJsonLd(post, business, path)];
      head.card = { label: `${post.category} · Article`, title: post.title, photo: photoOf(post.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }) => {
    await prefetchAll(queryClient, [itemQuery('posts', slug)]);
    const post = queryClient.getQueryData(itemQuery('posts', slug).queryKey);
    if (post) await queryClient.prefetchQuery(relatedPostsQuery(post.category, slug));
  };
  route.notFound = ({ data, params }) => !data(itemQuery('posts', params.slug ?? ''));
  route.sitemap = {
    section: 'Articles',
    entries: (data) =>
      (data(listQuery('posts', { view: 'archive' })) ?? []).map((post) => ({
        path: `/blog/${post.slug}`,
        label: post.title,
        lastmod: post.publishedAt,
      })),
  };
}

export default route;
