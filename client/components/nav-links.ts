// The header's links, shared by the header and the phone menu.
import { useLocation } from 'react-router-dom';
import { SPANISH_ROOT } from '../../shared/language';
import { useLanguage, useOtherLanguage } from '../current-route';

/** The header's links, in the product's order; their words are the site catalog's `nav.links`. */
export const TOP_LINKS = [
  { path: '/', key: 'home' },
  { path: '/services', key: 'services' },
  { path: '/gallery', key: 'gallery' },
  { path: '/blog', key: 'blog' },
  { path: '/contact', key: 'contact' },
] as const;

/**
 * The current page's path among the English paths the site's links are
 * written with: its own on an English page, its English page's on a Spanish
 * one (`/es/servicios` → `/services`).
 */
export function useEnglishPathname(): string {
  const { pathname } = useLocation();
  const language = useLanguage();
  const other = useOtherLanguage();
  return language === 'es' ? other.path : pathname;
}

/** Which header link is the current page's: HOME only on a language's home, every other link on its page and below it. */
export function useIsActiveLink(): (href: string) => boolean {
  const { pathname } = useLocation();
  const current = useEnglishPathname();
  return (href) => (href === '/' ? pathname === '/' || pathname === SPANISH_ROOT : current === href || current.startsWith(`${href}/`));
}
