import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../../shared/constants';
import { categorySlug } from '../../shared/slugs';
import { postsQuery } from '../data/queries';
import { NO_ARTICLES_TEXT } from './blog-page';
import { type MetaBuilder, categoryBySlug } from '../routes';
import { homeCrumb } from '../meta/meta-helpers';
import { CallToAction, PageHero, PageLoading, PageMessage, useRouteMeta } from '../components/ui';
import { PostCard } from '../components/post-card';

export const meta: MetaBuilder = ({ params }) => {
  const category = categoryBySlug(params.slug);
  if (!category) return { title: 'Category Not Found', description: "The blog category you're looking for doesn't exist.", notFound: true };
  return {
    title: `Terrazzo ${category} Articles`,
    description: `Every ${category.toLowerCase()} article from our terrazzo blog: practical advice for homes and commercial buildings in New York City and Long Island.`,
    breadcrumb: [homeCrumb, { label: 'Blog', href: '/blog' }, { label: category }],
  };
};

export default function BlogCategoryPage() {
  const { slug = '' } = useParams();
  const category = BLOG_CATEGORIES.find((c) => categorySlug(c) === slug);
  const posts = useQuery(postsQuery());
  const { breadcrumb } = useRouteMeta();
  if (!category) {
    return (
      <PageMessage
        title="Category Not Found"
        text="The blog category you're looking for doesn't exist."
        link={{ href: '/blog', label: 'Back to Blog' }}
      />
    );
  }
  if (posts.isPending) return <PageLoading text="Preparing our articles..." />;
  const inCategory = (posts.data ?? []).filter((post) => post.category === category);

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Blog category"
        title={`${category} Articles`}
        lead={`Everything we've written about terrazzo ${category.toLowerCase()}.`}
      />
      <section className="section">
        <div className="container">
          {inCategory.length === 0 ?
            <p className="empty-state">{NO_ARTICLES_TEXT}</p>
          : <div className="post-grid">
              {inCategory.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={2} />
              ))}
            </div>
          }
        </div>
      </section>
      <CallToAction />
    </>
  );
}
