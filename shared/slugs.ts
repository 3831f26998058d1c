// Pure helpers for the site's URL slugs.
import { BLOG_CATEGORIES } from './constants';

type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** "Staten Island" → "staten-island". */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "staten-island" → "Staten Island" (a borough list page's title). */
function titleCaseWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const BOROUGH_PAGE_SUFFIX = '-neighborhoods';

/** "/staten-island-neighborhoods" segment → "Staten Island"; undefined if the suffix is missing. */
export function boroughFromListSlug(segment: string): string | undefined {
  if (!segment.endsWith(BOROUGH_PAGE_SUFFIX)) return undefined;
  const name = titleCaseWords(segment.slice(0, -BOROUGH_PAGE_SUFFIX.length));
  return name || undefined;
}

export function boroughListPath(borough: string): string {
  return `/${kebabCase(borough)}${BOROUGH_PAGE_SUFFIX}`;
}

/** A service-location page's slug: the service's, then the area's ("restoration-staten-island"). */
export function serviceLocationSlug(service: string, area: string): string {
  return `${service}-${kebabCase(area)}`;
}

/** Blog categories' slugs are the lowercased names. */
export function categorySlug(category: string): string {
  return category.toLowerCase();
}

/** The blog category of a slug, or undefined. */
export function categoryBySlug(slug: string | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A well-formed content slug; anything else (".", "..", encoded slashes) names nothing. */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && SLUG.test(value);
}
