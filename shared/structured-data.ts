// schema.org nodes for the JSON-LD of pages. Route modules call these in
// their SERVER blocks, so none of it reaches the browser bundle: crawlers read
// the server's HTML.
import type { BlogPost, GalleryItem } from './api-types';
import type { BusinessProfile as Business, Service } from './api-types';
import { largestUrl } from './image-sources';
import { absoluteUrl, type Crumb } from './page-head';

const DAY_NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

const businessId = (business: Business) => absoluteUrl(business, '/#business');

/** The business's pictures, as absolute URLs: its logo (a square PNG) and photos of its work. */
export interface BrandImages {
  logo: string;
  photos: string[];
}

/** The LocalBusiness profile every page carries. */
export function localBusinessJsonLd(business: Business, brand: BrandImages): Record<string, unknown> {
  return {
    '@type': 'LocalBusiness',
    '@id': businessId(business),
    name: business.name,
    ...brandJsonLd(brand),
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

/** The pictures of every node that stands for the business, so that each carries the same ones. */
function brandJsonLd(brand: BrandImages) {
  return { image: brand.photos, logo: { '@type': 'ImageObject', url: brand.logo, width: 512, height: 512 } };
}

/**
 * The business where another node names it (an article's author and
 * publisher): the same one as the LocalBusiness node (its `@id`). The server
 * adds its pictures (`withCardImage`).
 */
function organizationJsonLd(business: Business): Record<string, unknown> {
  return { '@type': 'Organization', '@id': businessId(business), name: business.name, url: absoluteUrl(business, '/') };
}

/** The page's breadcrumb; the last crumb (without a link) is the page itself. */
export function breadcrumbJsonLd(business: Business, crumbs: Crumb[], pagePath: string): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(business, crumb.href ?? pagePath),
    })),
  };
}

export function serviceJsonLd(service: Service, business: Business, pagePath: string): Record<string, unknown> {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.name,
    url: absoluteUrl(business, pagePath),
    provider: { '@id': businessId(business) },
    areaServed: business.areasServed.map((name) => ({ '@type': 'Place', name })),
    ...(service.price && {
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: service.price.replace(/[^0-9.]/g, ''),
        description: `Starting at ${service.price} per sq ft`,
      },
    }),
  };
}

/**
 * An article. Its `image` is completed by the server (`withCardImage`) with
 * the page's link-preview card (1200 × 630), besides the article's photo
 * (4:3, 1440 px); its author's and publisher's logo and photos likewise.
 */
export function blogPostingJsonLd(post: BlogPost, business: Business, pagePath: string): Record<string, unknown> {
  const url = absoluteUrl(business, pagePath);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    image: post.image ? [absoluteUrl(business, largestUrl(post.image))] : [],
    description: post.metaDescription,
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    mainEntityOfPage: url,
    url,
    author: organizationJsonLd(business),
    publisher: organizationJsonLd(business),
  };
}

/**
 * A project: a piece of work the business made (schema.org has no closer
 * type for a floor), where and when, with its photos. Its photos are the
 * work's only when they are photographs of it: a sample of the mix is not.
 */
export function projectJsonLd(project: GalleryItem, business: Business, pagePath: string): Record<string, unknown> {
  const url = absoluteUrl(business, pagePath);
  const photos = project.sample ? project.photos : [project.image, ...project.photos];
  return {
    '@type': 'CreativeWork',
    name: project.title,
    ...(project.description && { description: project.description }),
    url,
    mainEntityOfPage: url,
    genre: project.serviceType,
    creator: { '@id': businessId(business) },
    locationCreated: {
      '@type': 'Place',
      name: project.location,
      address: {
        '@type': 'PostalAddress',
        addressLocality: project.neighborhood?.name ?? project.location.split(',')[0],
        addressRegion: 'NY',
        addressCountry: 'US',
      },
    },
    ...(project.year && { dateCreated: String(project.year) }),
    ...(photos.length > 0 && { image: photos.map((photo) => absoluteUrl(business, largestUrl(photo))) }),
  };
}

/** The page's nodes with what only the server knows: the card in an article's images, and its author's and publisher's pictures. */
export function withCardImage(nodes: Record<string, unknown>[], card: string | undefined, brand: BrandImages): Record<string, unknown>[] {
  const withBrand = (organization: unknown) => ({ ...(organization as Record<string, unknown>), ...brandJsonLd(brand) });
  return nodes.map((node) => {
    if (node['@type'] !== 'BlogPosting') return node;
    return {
      ...node,
      image: [...(card ? [card] : []), ...(node.image as string[])],
      author: withBrand(node.author),
      publisher: withBrand(node.publisher),
    };
  });
}
