// The HTML sitemap as GET /api/sitemap serves it (server/reads/site-map.ts
// builds it from the route registry; the /sitemap page shows it).
import { kebabCase } from './slugs';

/**
 * GET /api/sitemap: the HTML sitemap's sections, in order: links of their
 * own, and links under group headings. Each list of links gives the part of
 * the path they share once, as `prefix` (the page carries hundreds of them).
 */
export interface SitemapSection {
  title: string;
  links: SitemapLinks;
  groups: ({ label: string; path?: string } & SitemapLinks)[];
}

export interface SitemapLinks {
  /** Every link's path starts with this (then comes the link's own `path`). */
  prefix: string;
  /**
   * Set when every path is the prefix, the label in kebab case and then this
   * ("/local/" + "park-slope" + "-brooklyn-ny"): the items carry no `path`.
   */
  suffix?: string;
  items: { path?: string; label: string }[];
}

export interface SitemapLink {
  path: string;
  label: string;
}

/** The path of one link of an HTML sitemap list (its own, or spelled by its label: see SitemapLinks). */
export function sitemapLinkPath(links: SitemapLinks, link: SitemapLinks['items'][number]): string {
  return links.prefix + (link.path ?? kebabCase(link.label) + (links.suffix ?? ''));
}
