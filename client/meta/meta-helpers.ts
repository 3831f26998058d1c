// Pieces the pages' metadata builders share. Each page module exports its own
// `meta` builder, loaded with the page's chunk, so the first load carries the
// metadata code of the current page only.
import type { Business, Service } from '../../shared/api-types';
import { absoluteUrl, type Crumb, type PageMeta } from './page-meta';

export const homeCrumb: Crumb = { label: 'Home', href: '/' };

/** Metadata of a page with fixed text: a title, a description, a breadcrumb under Home. */
export function staticMeta(title: string, description: string): PageMeta {
  return { title, description, breadcrumb: [homeCrumb, { label: title }] };
}

/** A Service node for the page's JSON-LD (server only: the browser bundle leaves it out, see RouteHead). */
export const serviceJsonLd = (service: Service, business: Business, pathname: string): Record<string, unknown>[] =>
  typeof __CLIENT_BUILD__ !== 'undefined' && __CLIENT_BUILD__ ?
    []
  : [
      {
        '@type': 'Service',
        name: service.name,
        description: service.description,
        serviceType: service.name,
        url: absoluteUrl(business, pathname),
        provider: { '@id': absoluteUrl(business, '/#business') },
        areaServed: business.areasServed.map((name) => ({ '@type': 'Place', name })),
        ...(service.price && {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'USD',
            price: service.price.replace(/[^0-9.]/g, ''),
            description: `Starting at ${service.price} per sq ft`,
          },
        }),
      },
    ];

/** Simple markup or HTML to one line of text. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s|\*+|^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Meta descriptions: at most 158 characters, cut at a word. */
export function clip(text: string, max = 158): string {
  const flat = plainText(text);
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}
