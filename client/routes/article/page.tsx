import { useQuery } from '@tanstack/react-query';
import { categorySlug, isSlug } from '../../../shared/slugs';
import { withTableRegions } from '../../components/table-regions';
import { itemQuery, relatedPostsQuery } from '../../data/queries';
import { ArrowLeftIcon, CalendarIcon } from '../../components/page-icons';
import { formatPublishedDate, PostCard } from '../../components/post-card';
import {
  Breadcrumb,
  CallToAction,
  ClockIcon,
  ContactActions,
  Link,
  PageLoading,
  PageMessage,
  SectionHeader,
  useRouteHead,
  useRouteParams,
} from '../../components/ui';
import { HeroImage } from '../../components/hero-image';

export default function ArticlePage() {
  const { slug = '' } = useRouteParams();
  const { data: post, isPending, isError } = useQuery(itemQuery('posts', slug));
  const related = useQuery(relatedPostsQuery(post?.category ?? '', slug));
  const { breadcrumb } = useRouteHead();

  if (isSlug(slug) && isPending) return <PageLoading text="Preparing the article..." />;
  if (isError || !post) {
    return (
      <PageMessage
        title="Article Not Found"
        text="The article you're looking for doesn't exist."
        link={{ href: '/blog', label: 'Back to Blog' }}
      />
    );
  }
  const relatedPosts = (related.data ?? []).filter((p) => p.slug !== post.slug).slice(0, 3);

  return (
    <>
      <section className="page-hero terrazzo-dark article-hero">
        <div className="container page-hero-grid">
          <div className="page-hero-text">
            <Breadcrumb items={breadcrumb} />
            <Link to="/blog" className="back-link">
              <ArrowLeftIcon /> Back to Blog
            </Link>
            <p className="post-meta post-meta-light">
              <Link to={`/blog/category/${categorySlug(post.category)}`} className="pill">
                {post.category}
              </Link>
              <span>
                <ClockIcon width={16} height={16} /> {post.readingTime} min read
              </span>
              <span>
                <CalendarIcon width={16} height={16} /> <time dateTime={post.publishedAt}>{formatPublishedDate(post.publishedAt)}</time>
              </span>
            </p>
            <h1>{post.title}</h1>
            <p className="lead">{post.excerpt}</p>
            <ContactActions />
          </div>
          {post.image && <HeroImage image={post.image} />}
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <article className="prose article-body" dangerouslySetInnerHTML={{ __html: withTableRegions(post.content) }} />
          <ul className="tag-list article-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction
        title="Talk to a terrazzo specialist"
        text="Questions about your own floor? Send us a request: we'll contact you within 24 hours with a detailed estimate."
      />
      {relatedPosts.length > 0 && (
        <section className="section">
          <div className="container">
            <SectionHeader title="Related articles" />
            <div className="post-grid">
              {relatedPosts.map((p) => (
                <PostCard key={p.slug} post={p} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
