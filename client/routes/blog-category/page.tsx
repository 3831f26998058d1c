import { useQuery } from '@tanstack/react-query';
import { categoryBySlug } from '../../../shared/slugs';
import { postCardsQuery } from '../../data/queries';
import { NO_ARTICLES_TEXT } from '../blog/page';
import { PostCard } from '../../components/post-card';
import { CallToAction, PageHero, PageLoading, PageMessage, useRouteHead, useRouteParams } from '../../components/ui';

export default function BlogCategoryPage() {
  const { slug } = useRouteParams();
  const category = categoryBySlug(slug);
  const posts = useQuery(postCardsQuery());
  const { breadcrumb } = useRouteHead();
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
              {inCategory.map((post, index) => (
                // The first card's photo is the largest thing on a phone's first screen.
                <PostCard key={post.slug} post={post} headingLevel={2} priority={index === 0} compactOnPhones={index > 0} />
              ))}
            </div>
          }
        </div>
      </section>
      <CallToAction />
    </>
  );
}
