// Page metadata is a value each route returns (client/routes.tsx); the head
// and the JSON-LD are rendered from it in one place (route-head.tsx).
import type { Business } from '../../shared/api-types';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageMeta {
  /** Without the business name; the head appends it. */
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
  breadcrumb?: Crumb[];
  /** The page's own structured data, besides the LocalBusiness of every page. */
  jsonLd?: Record<string, unknown>[];
  /** Not-found pages: no canonical, kept out of search results. */
  notFound?: boolean;
}

/** Longer titles are cut off in search results. */
export const MAX_TITLE_LENGTH = 60;

/** The page title with the business name appended when it still fits in a search result. */
export function fullTitle(title: string, business: Business): string {
  const base = title.endsWith(` | ${business.name}`) ? title.slice(0, -` | ${business.name}`.length) : title;
  const branded = `${base} | ${business.name}`;
  return branded.length <= MAX_TITLE_LENGTH ? branded : base;
}

export function absoluteUrl(business: Business, path: string): string {
  return new URL(path, business.siteUrl).href;
}

const DAY_NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

/** The LocalBusiness profile every page carries in its structured data. */
export function localBusinessJsonLd(business: Business): Record<string, unknown> {
  return {
    '@type': 'LocalBusiness',
    '@id': absoluteUrl(business, '/#business'),
    name: business.name,
    slogan: business.slogan,
    url: absoluteUrl(business, '/'),
    telephone: business.phone.display,
    email: business.email,
    priceRange: `From ${business.claims.startingPrice}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAY_NAMES[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: business.areasServed.map((name) => ({ '@type': 'Place', name })),
    serviceArea: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'Place', name: business.serviceArea.center },
      geoRadius: business.serviceArea.radiusMeters,
    },
  };
}

export function breadcrumbJsonLd(business: Business, crumbs: Crumb[], currentPath: string): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(business, crumb.href ?? currentPath),
    })),
  };
}

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
