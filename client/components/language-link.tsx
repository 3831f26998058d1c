// The header's and the phone menu's link to the same page in the other
// language. A plain link, not the app's <Link>: the other language is a full
// page load (its catalog and content come with its HTML).
import type { Language } from '../../shared/language';
import { useOtherLanguage } from '../current-route';

/** The link's words, in the language it leads to: whoever looks for it reads that language. */
const IN_LANGUAGE: Record<Language, { word: string; code: string; label: string }> = {
  es: { word: 'Español', code: 'ES', label: 'Ver esta página en español' },
  en: { word: 'English', code: 'EN', label: 'View this page in English' },
};

/**
 * The language's name, or its two-letter code where the stylesheet has no
 * room for the name (the header on phones); the accessible name says what the
 * link does, in its language, and holds the visible name.
 */
export function LanguageLink({ className }: { className: string }) {
  const { language, path } = useOtherLanguage();
  const { word, code, label } = IN_LANGUAGE[language];
  return (
    <a className={className} href={path} hrefLang={language} lang={language} aria-label={label}>
      <span className="language-word">{word}</span>
      <span className="language-code" aria-hidden="true">
        {code}
      </span>
    </a>
  );
}
