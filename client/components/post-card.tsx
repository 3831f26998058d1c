import type { ViewItem } from '../../shared/api-contract';
import { ProjectImage } from './project-image';
import { Link } from './ui';

/** "2024-03-12" → "March 12, 2024" (US long format), the same on server and client. */
export function formatPublishedDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function PostCard({
  post,
  headingLevel = 3,
  priority,
  compactOnPhones,
}: {
  post: ViewItem<'posts', 'card'>;
  headingLevel?: 2 | 3;
  /** The photo is the page's first-screen image (ProjectImage's `priority`). */
  priority?: boolean;
  /** On a phone, no photo: a list after its first card stays light (the lazy image is never fetched there). */
  compactOnPhones?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={compactOnPhones ? 'post-card post-card-compact' : 'post-card'}>
      {post.image && (
        <ProjectImage
          image={post.image}
          priority={priority || undefined}
          className="post-card-image"
          sizes="(min-width: 1100px) 360px, (min-width: 700px) calc(50vw - 3rem), calc(100vw - 2rem)"
        />
      )}
      <p className="post-meta">
        <span className="pill">{post.category}</span>
        <span>{post.readingTime} min read</span>
      </p>
      <Heading className="post-card-title">
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </Heading>
      <p>{post.excerpt}</p>
      <p className="post-card-foot">
        <time dateTime={post.publishedAt}>{formatPublishedDate(post.publishedAt)}</time>
        <Link to={`/blog/${post.slug}`} className="text-link" aria-hidden="true" tabIndex={-1}>
          Read
        </Link>
      </p>
    </article>
  );
}
