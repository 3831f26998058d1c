import type { ReactNode } from 'react';
import type { Language } from '../../shared/language';
import legal from '../../shared/messages/en/legal';
import { PageHero, useLanguage, useMessages, useOtherLanguage, useRouteHead } from './ui';

/** Static legal text; the product fixes its date: last updated January 2024. */
const LEGAL_LAST_UPDATED = Date.UTC(2024, 0);

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "January 2024", "enero de 2024". */
const monthIn = (language: Language) =>
  new Intl.DateTimeFormat(LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(LEGAL_LAST_UPDATED);

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const text = useMessages('legal', legal);
  const meta = useRouteHead();
  const language = useLanguage();
  const original = useOtherLanguage();
  return (
    <>
      <PageHero breadcrumb={meta.breadcrumb} title={title} lead={text.lastUpdated(monthIn(language))} />
      <section className="section">
        <div className="container narrow prose">
          {/* A translation says so, and that the English original governs where the two differ. A plain link: the Link
              component would lead a Spanish page's link to the Spanish page. */}
          {language !== 'en' && (
            <p className="note">
              {text.translation.before}
              <a href={original.path} hrefLang="en">
                {text.translation.link}
              </a>
              {text.translation.after}
            </p>
          )}
          {children}
        </div>
      </section>
    </>
  );
}
