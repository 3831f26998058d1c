// The site's languages. A page's language is its path's: `/es` and every path
// under it are Spanish, every other path English. The URL is the visitor's
// choice: no cookie, no redirect by Accept-Language, one page per URL.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the Spanish pages live. */
export const SPANISH_ROOT = '/es';

export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_ROOT || pathname.startsWith(`${SPANISH_ROOT}/`) ? 'es' : 'en';
}

/** How each language is named to browsers (`<html lang>`), to search engines (hreflang) and to link previews (og:locale). */
export const LOCALES: Record<Language, { htmlLang: string; hreflang: string; ogLocale: string }> = {
  en: { htmlLang: 'en-US', hreflang: 'en', ogLocale: 'en_US' },
  es: { htmlLang: 'es', hreflang: 'es', ogLocale: 'es_US' },
};
