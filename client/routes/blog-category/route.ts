import { BLOG_CATEGORIES } from '../../../shared/constants';
import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { categoryBySlug, categorySlug } from '../../../shared/slugs';
import { postCardsQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'blog-category',
  path: '/blog/category/:slug',
  page: () => import('./page'),
  head: ({ params, data }) => {
    const category = categoryBySlug(params.slug);
    if (!category) {
      const head: PageHead = { title: 'Category Not Found', notFound: true };
      SERVER: head.description = "The blog category you're looking for doesn't exist.";
      return head;
    }
    const head: PageHead = {
      title: `Terrazzo ${category} Articles`,
      breadcrumb: [homeCrumb, { label: 'Blog', href: '/blog' }, { label: category }],
    };
    SERVER: head.card = {
      label: 'Terrazzo journal',
      photo: photoOf(data(postCardsQuery())?.find((post) => post.category === category && post.image)?.image),
    };
    SERVER: head.description = `Every ${category.toLowerCase()} article from our terrazzo blog: practical advice for homes and commercial buildings in New York City and Long Island.`;
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [postCardsQuery()]);
  route.notFound = ({ params }) => !categoryBySlug(params.slug);
  route.sitemap = {
    section: 'Blog categories',
    entries: () => BLOG_CATEGORIES.map((category) => ({ path: `/blog/category/${categorySlug(category)}`, label: category })),
  };
}

export default route;
