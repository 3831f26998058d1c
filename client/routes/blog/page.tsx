import { useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORIES } from '../../../shared/constants';
import { categorySlug } from '../../../shared/slugs';
import type { ViewItem } from '../../../shared/api-contract';
import { featuredPostsQuery, postArchiveQuery } from '../../data/queries';
import { formatPublishedDate, PostCard } from '../../components/post-card';
import { CallToAction, Link, PageHero, PageLoading, SectionHeader, useRouteHead } from '../../components/ui';

export const NO_ARTICLES_TEXT = 'No articles available at the moment.';

const CATEGORY_BLURBS: Record<string, string> = {
  Installation: 'How terrazzo goes down, step by step.',
  Maintenance: 'Cleaning, sealing and daily care.',
  Design: 'Aggregates, colors, strips and inlays.',
  Costs: 'What drives the price per square foot.',
  Comparisons: 'Terrazzo against the alternatives.',
};

export default function BlogPage() {
  const featured = useQuery(featuredPostsQuery());
  const posts = useQuery(postArchiveQuery());
  const { breadcrumb } = useRouteHead();
  if (featured.isPending || posts.isPending) return <PageLoading text="Preparing our articles..." />;
  const all = posts.data ?? [];

  return (
    <>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Terrazzo journal"
        title="Terrazzo Guides & Insights"
        lead="Straight answers on installation, care, design and cost, from the crews who do the work."
      />
      {(featured.data ?? []).length > 0 && (
        <section className="section">
          <div className="container">
            <SectionHeader eyebrow="Start here" title="Featured articles" />
            <div className="post-grid post-grid-featured">
              {featured.data!.map((post, index) => (
                <PostCard key={post.slug} post={post} compactOnPhones={index > 0} />
              ))}
            </div>
          </div>
        </section>
      )}
      <section className="section section-tinted">
        <div className="container">
          <SectionHeader eyebrow="Browse" title="Categories" />
          <ul className="category-grid">
            {BLOG_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={`/blog/category/${categorySlug(category)}`} className="category-card">
                  <span className="category-name">{category}</span>
                  <span className="category-blurb">{CATEGORY_BLURBS[category]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <SectionHeader title="All articles" />
          {all.length === 0 ?
            <p className="empty-state">{NO_ARTICLES_TEXT}</p>
          : <ArchiveList posts={all} />}
        </div>
      </section>
      <CallToAction />
    </>
  );
}

/** Every article, newest first: title, category, reading time and date. */
function ArchiveList({ posts }: { posts: ViewItem<'posts', 'archive'>[] }) {
  return (
    <ol className="archive-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link to={`/blog/${post.slug}`} className="archive-title">
            {post.title}
          </Link>
          <p className="post-meta">
            <span className="pill">{post.category}</span>
            <span>{post.readingTime} min read</span>
            <time dateTime={post.publishedAt}>{formatPublishedDate(post.publishedAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
