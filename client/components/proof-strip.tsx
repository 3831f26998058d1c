import type { Review } from '../../shared/api-types';
import { useBusiness } from '../business';
import { Link } from './link';

/** Reviews shown at most in one strip. */
const REVIEWS_SHOWN = 3;

/** "2024-05-14" → "May 2024". */
const monthOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Proof the owner added to the content, shown only where it exists: clients'
 * reviews as posted elsewhere (with where and when, and a link there), and
 * the license, insurance and memberships. Nothing when there is none.
 */
export function ProofStrip({ reviews }: { reviews: readonly Review[] }) {
  const { license, insurance, memberships } = useBusiness();
  const credentials = [license, insurance, ...memberships].filter((line): line is string => Boolean(line));
  const shown = reviews.slice(0, REVIEWS_SHOWN);
  if (shown.length === 0 && credentials.length === 0) return null;
  return (
    <section className="proof-strip" aria-label="What clients say, and our credentials">
      <div className="container">
        {shown.length > 0 && (
          <ul className="proof-reviews">
            {shown.map((review) => (
              <li key={review.slug}>
                <figure>
                  <blockquote>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption>
                    <span className="proof-author">
                      {review.author}
                      {review.neighborhood && (
                        <>
                          , <Link to={`/local/${review.neighborhood.slug}`}>{review.neighborhood.name}</Link>
                        </>
                      )}
                    </span>
                    {review.project && (
                      <Link to={`/gallery/${review.project.slug}`} className="proof-project">
                        {review.project.title}
                      </Link>
                    )}
                    <a href={review.source.url} className="proof-source">
                      {`Posted on ${review.source.name}, ${monthOf(review.postedAt)}`}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        {credentials.length > 0 && (
          <ul className="proof-credentials" aria-label="Credentials">
            {credentials.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
