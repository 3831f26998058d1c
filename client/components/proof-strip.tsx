import type { Review } from '../../shared/api-types';
import type { Language } from '../../shared/language';
import proofStrip from '../../shared/messages/en/proof-strip';
import { useBusiness } from '../business';
import { useLanguage } from '../current-route';
import { useMessages } from '../messages';
import { Link } from './link';

/** Reviews shown at most in one strip. */
const REVIEWS_SHOWN = 3;

const DATE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "2024-05-14" → "May 2024" ("mayo de 2024" in Spanish). */
const monthOf = (isoDate: string, language: Language) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(DATE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Proof the owner added to the content, shown only where it exists: clients'
 * reviews as posted elsewhere (with where and when, and a link there), and
 * the license, insurance and memberships. Nothing when there is none.
 */
export function ProofStrip({ reviews }: { reviews: readonly Review[] }) {
  const { license, insurance, memberships } = useBusiness();
  const t = useMessages('proofStrip', proofStrip);
  const language = useLanguage();
  // Reviews are English content, quoted as posted: marked so on Spanish pages.
  const reviewLang = language === 'es' ? 'en' : undefined;
  const credentials = [license, insurance, ...memberships].filter((line): line is string => Boolean(line));
  const shown = reviews.slice(0, REVIEWS_SHOWN);
  if (shown.length === 0 && credentials.length === 0) return null;
  return (
    <section className="proof-strip" aria-label={t.label}>
      <div className="container">
        {shown.length > 0 && (
          <ul className="proof-reviews">
            {shown.map((review) => (
              <li key={review.slug}>
                <figure>
                  <blockquote lang={reviewLang}>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption>
                    <span className="proof-author" lang={reviewLang}>
                      {review.author}
                      {review.neighborhood && (
                        <>
                          , <Link to={`/local/${review.neighborhood.slug}`}>{review.neighborhood.name}</Link>
                        </>
                      )}
                    </span>
                    {review.project && (
                      <Link to={`/gallery/${review.project.slug}`} className="proof-project" lang={reviewLang}>
                        {review.project.title}
                      </Link>
                    )}
                    <a href={review.source.url} className="proof-source">
                      {t.posted(review.source.name, monthOf(review.postedAt, language))}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        {credentials.length > 0 && (
          <ul className="proof-credentials" aria-label={t.credentials}>
            {credentials.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
