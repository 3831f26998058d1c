// The header's links, shared by the header and the phone menu.

/** The header's links, in the product's order and wording. */
export const TOP_LINKS = [
  { path: '/', label: 'HOME' },
  { path: '/services', label: 'SERVICES' },
  { path: '/gallery', label: 'GALLERY' },
  { path: '/blog', label: 'BLOG' },
  { path: '/contact', label: 'CONTACT' },
] as const;

/** HOME is highlighted only on "/"; every other link when the path is its href or below it. */
export function isActiveLink(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
