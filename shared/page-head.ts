// A page's head as a value: each route module returns one, the server renders
// every tag of it, and the browser keeps the title and the breadcrumb (which
// pages show) up to date on client-side navigation.
import type { BusinessProfile } from './api-types';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageHead {
  /** Without the business name: `fullTitle` appends it where it fits. */
  title: string;
  breadcrumb?: Crumb[];
  /** Not-found pages: no canonical link, kept out of search results. */
  notFound?: boolean;
  // Read by the server only: route modules set these in their SERVER blocks,
  // which the browser bundle leaves out.
  description?: string;
  ogType?: 'website' | 'article';
  /** The page's own structured data, besides the business and the breadcrumb every page carries. */
  jsonLd?: Record<string, unknown>[];
  /** Its link-preview card: a label over the title (the page's title unless `title`), and the photo of the work it is drawn on (a default when left out). */
  card?: { label?: string; title?: string; photo?: { url: string; alt: string } };
}

/** Longer titles are cut off in search results. */
export const MAX_TITLE_LENGTH = 60;

export const homeCrumb: Crumb = { label: 'Home', href: '/' };

/** The page title with the business name appended when it still fits in a search result. */
export function fullTitle(title: string, business: Pick<BusinessProfile, 'name'>): string {
  const suffix = ` | ${business.name}`;
  const base = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return base.length + suffix.length <= MAX_TITLE_LENGTH ? base + suffix : base;
}

/** An absolute URL on the site's origin (SITE_URL): canonical links, Open Graph, structured data. */
export function absoluteUrl(business: Pick<BusinessProfile, 'siteUrl'>, path: string): string {
  return new URL(path, business.siteUrl).href;
}
