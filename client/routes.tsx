// The one route table, read by the server (matching, prefetching, status,
// metadata) and by the client (<Routes>, head). Spec section 2.
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import type { Business, Service } from '../shared/api-types';
import { BLOG_CATEGORIES } from '../shared/constants';
import { boroughFromListSlug, boroughListPath, categorySlug } from '../shared/slugs';
import {
  featuredGalleryQuery,
  featuredPostsQuery,
  galleryQuery,
  neighborhoodQuery,
  neighborhoodsQuery,
  postQuery,
  postsQuery,
  relatedPostsQuery,
  serviceLocationQuery,
  serviceQuery,
  servicesQuery,
} from './data/queries';
import { lazyPage, type LazyPage } from './lazy-page';
import { absoluteUrl, type Crumb, type PageMeta } from './meta/page-meta';

export interface RouteContext {
  params: Params;
  pathname: string;
  business: Business;
  /** Data already in the query cache, or undefined (not loaded, failed or missing). */
  data<T>(options: { queryKey: DataTag<QueryKey, T, Error> }): T | undefined;
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Loads the queries the page needs into the (server's) query client. */
  prefetch?(queryClient: QueryClient, params: Params): Promise<unknown>;
  /** The page has the contact form: the server gives it a signed form token. */
  hasContactForm?: boolean;
  /** True when the page's entity does not exist: the server answers 404. */
  isNotFound?(ctx: RouteContext): boolean;
  meta(ctx: RouteContext): PageMeta;
}

/** Prefetches the queries that are enabled (a detail query with a malformed slug is not). */
const prefetchAll = (queryClient: QueryClient, ...queries: { queryKey: QueryKey; enabled?: unknown }[]) =>
  Promise.all(queries.filter((query) => query.enabled !== false).map((query) => queryClient.prefetchQuery(query)));

const home: Crumb = { label: 'Home', href: '/' };

export const notFoundPage = lazyPage('not-found-page', () => import('./pages/not-found-page'));

export const routes: AppRoute[] = [
  {
    path: '/',
    page: lazyPage('home-page', () => import('./pages/home-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery(), featuredGalleryQuery()),
    meta: ({ business }) => ({
      title: `Terrazzo Contractor for NYC & Long Island | ${business.name}`,
      description: `Custom terrazzo installation, precast fabrication and restoration across the five boroughs and Long Island. ${business.claims.yearsExperience} years, ${business.claims.projects} projects. Free estimates.`,
    }),
  },
  {
    path: '/services',
    page: lazyPage('services-page', () => import('./pages/services-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery()),
    meta: ({ business }) => ({
      title: 'Terrazzo Services: Installation, Precast & Restoration',
      description: `Six terrazzo services for homes and commercial buildings in ${business.claims.neighborhoodsServicesPage} NYC and Long Island neighborhoods, from ${business.claims.startingPrice}.`,
      breadcrumb: [home, { label: 'Services' }],
    }),
  },
  {
    path: '/services/:slug',
    page: lazyPage('service-detail-page', () => import('./pages/service-detail-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, serviceQuery(slug)),
    isNotFound: ({ data, params }) => !data(serviceQuery(params.slug ?? '')),
    meta: ({ data, params, business, pathname }) => {
      const service = data(serviceQuery(params.slug ?? ''));
      if (!service) return { title: 'Service Not Found', description: "The terrazzo service you're looking for doesn't exist.", notFound: true };
      return {
        title: service.name,
        description: clip(service.description),
        breadcrumb: [home, { label: 'Services', href: '/services' }, { label: service.name }],
        jsonLd: [serviceJsonLd(service, business, pathname)],
      };
    },
  },
  {
    path: '/local/:slug',
    page: lazyPage('neighborhood-page', () => import('./pages/neighborhood-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, neighborhoodQuery(slug), servicesQuery()),
    isNotFound: ({ data, params }) => !data(neighborhoodQuery(params.slug ?? '')),
    meta: ({ data, params }) => {
      const place = data(neighborhoodQuery(params.slug ?? ''));
      if (!place) return { title: 'Location Not Found', description: "The terrazzo service area you're looking for doesn't exist.", notFound: true };
      return {
        title: place.title,
        description: place.description,
        breadcrumb: [home, { label: place.borough, href: boroughListPath(place.borough) }, { label: place.neighborhood }],
      };
    },
  },
  {
    path: '/service-location/:slug',
    page: lazyPage('service-location-page', () => import('./pages/service-location-page')),
    prefetch: (qc, { slug = '' }) => prefetchAll(qc, serviceLocationQuery(slug)),
    isNotFound: ({ data, params }) => !data(serviceLocationQuery(params.slug ?? '')),
    meta: ({ data, params }) => {
      const page = data(serviceLocationQuery(params.slug ?? ''));
      if (!page) return { title: 'Page Not Found', description: "The service location page you're looking for doesn't exist.", notFound: true };
      const name = page.title.split(' | ')[0] ?? page.title;
      return {
        title: page.title,
        description: clip(`${name}: ${plainText(page.content)}`),
        breadcrumb: [home, { label: 'Services', href: '/services' }, { label: name }],
      };
    },
  },
  {
    path: '/contact',
    page: lazyPage('contact-page', () => import('./pages/contact-page')),
    hasContactForm: true,
    meta: ({ business }) => ({
      title: 'Request a Free Terrazzo Estimate',
      description: `Tell us about your terrazzo project or call ${business.phone.display}. We answer within 24 hours across NYC's five boroughs and Long Island.`,
      breadcrumb: [home, { label: 'Contact' }],
    }),
  },
  {
    path: '/gallery',
    page: lazyPage('gallery-page', () => import('./pages/gallery-page')),
    prefetch: (qc) => prefetchAll(qc, galleryQuery()),
    meta: ({ business }) => ({
      title: 'Terrazzo Project Gallery',
      description: `Terrazzo floors, stairs and restorations from ${business.claims.projects} projects in schools, restaurants, lobbies and homes across New York City and Long Island.`,
      breadcrumb: [home, { label: 'Gallery' }],
    }),
  },
  staticRoute('/about', 'about-page', () => import('./pages/about-page'), 'About Us', (b) =>
    `${b.name}: ${b.claims.yearsExperience} years of terrazzo craftsmanship in ${b.claims.boroughs} boroughs and ${b.claims.neighborhoods} neighborhoods of New York and Long Island.`),
  staticRoute('/process', 'process-page', () => import('./pages/process-page'), 'Our Six-Step Terrazzo Process', () =>
    'From site visit to final polish: the six steps of a terrazzo project, how long each takes, and the quality checks at every stage.'),
  staticRoute('/warranty', 'warranty-page', () => import('./pages/warranty-page'), 'Terrazzo Warranty, Care & Maintenance', (b) =>
    `What our ${b.claims.warrantyYears} year terrazzo warranty covers, how to care for your floor, and the service commitments behind it.`),
  staticRoute('/privacy', 'privacy-page', () => import('./pages/privacy-page'), 'Privacy Policy', (b) =>
    `How ${b.name} collects, uses and protects the information you send through this website. Last updated January 2024.`),
  staticRoute('/terms', 'terms-page', () => import('./pages/terms-page'), 'Terms of Service', (b) =>
    `The terms for estimates, deposits, payment and warranty work with ${b.name}. Last updated January 2024.`),
  {
    path: '/blog',
    page: lazyPage('blog-page', () => import('./pages/blog-page')),
    prefetch: (qc) => prefetchAll(qc, featuredPostsQuery(), postsQuery()),
    meta: () => ({
      title: 'Terrazzo Blog: Costs, Care, Design & Installation',
      description: 'Practical guides to terrazzo floors for New York property owners: installation, maintenance, design ideas, costs per square foot and comparisons.',
      breadcrumb: [home, { label: 'Blog' }],
    }),
  },
  {
    path: '/blog/category/:slug',
    page: lazyPage('blog-category-page', () => import('./pages/blog-category-page')),
    prefetch: (qc) => prefetchAll(qc, postsQuery()),
    isNotFound: ({ params }) => !categoryBySlug(params.slug),
    meta: ({ params }) => {
      const category = categoryBySlug(params.slug);
      if (!category) return { title: 'Category Not Found', description: "The blog category you're looking for doesn't exist.", notFound: true };
      return {
        title: `Terrazzo ${category} Articles`,
        description: `Every ${category.toLowerCase()} article from our terrazzo blog: practical advice for homes and commercial buildings in New York City and Long Island.`,
        breadcrumb: [home, { label: 'Blog', href: '/blog' }, { label: category }],
      };
    },
  },
  {
    path: '/blog/:slug',
    page: lazyPage('article-page', () => import('./pages/article-page')),
    prefetch: async (qc, { slug = '' }) => {
      await prefetchAll(qc, postQuery(slug));
      const post = qc.getQueryData(postQuery(slug).queryKey);
      if (post) await qc.prefetchQuery(relatedPostsQuery(post.category, slug));
    },
    isNotFound: ({ data, params }) => !data(postQuery(params.slug ?? '')),
    meta: ({ data, params, business, pathname }) => {
      const post = data(postQuery(params.slug ?? ''));
      if (!post) return { title: 'Article Not Found', description: "The article you're looking for doesn't exist.", notFound: true };
      return {
        title: post.metaTitle,
        description: post.metaDescription,
        ogType: 'article',
        breadcrumb: [home, { label: 'Blog', href: '/blog' }, { label: post.title }],
        jsonLd: [
          {
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.metaDescription,
            datePublished: post.publishedAt,
            dateModified: post.publishedAt,
            articleSection: post.category,
            keywords: post.tags.join(', '),
            mainEntityOfPage: absoluteUrl(business, pathname),
            url: absoluteUrl(business, pathname),
            author: { '@type': 'Organization', name: business.name, url: absoluteUrl(business, '/') },
            publisher: { '@id': absoluteUrl(business, '/#business') },
          },
        ],
      };
    },
  },
  {
    path: '/sitemap',
    page: lazyPage('sitemap-page', () => import('./pages/sitemap-page')),
    prefetch: (qc) => prefetchAll(qc, servicesQuery(), neighborhoodsQuery()),
    meta: () => ({
      title: 'Site Map',
      description: 'Every page of our website: services, local terrazzo pages for all five boroughs and Long Island, the blog, and company information.',
      breadcrumb: [home, { label: 'Site Map' }],
    }),
  },
  {
    // "/{borough}-neighborhoods": React Router matches whole segments, so the
    // suffix is checked here and by the page.
    path: '/:listSlug',
    page: lazyPage('borough-page', () => import('./pages/borough-page')),
    prefetch: (qc, { listSlug = '' }) => (boroughFromListSlug(listSlug) ? prefetchAll(qc, neighborhoodsQuery()) : Promise.resolve()),
    isNotFound: ({ params, data }) => boroughPlaces(params, data) === 0,
    meta: ({ params, data }) => {
      const borough = boroughFromListSlug(params.listSlug ?? '');
      if (!borough) return notFoundMeta;
      return {
        title: `Terrazzo Contractor in ${borough} Neighborhoods`,
        description: `Terrazzo installation, restoration and precast work in every ${borough} neighborhood we serve. Find your area for local details and a free estimate.`,
        breadcrumb: [home, { label: `${borough} Neighborhoods` }],
        notFound: boroughPlaces(params, data) === 0,
      };
    },
  },
];

export const notFoundMeta: PageMeta = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist. Find our terrazzo services, gallery and contact details here.",
  notFound: true,
};

function staticRoute(
  path: string,
  id: string,
  load: () => Promise<{ default: ComponentType }>,
  title: string,
  description: (business: Business) => string,
): AppRoute {
  return {
    path,
    page: lazyPage(id, load),
    meta: ({ business }) => ({ title, description: description(business), breadcrumb: [home, { label: title }] }),
  };
}

/** How many neighborhoods the borough of a "/{borough}-neighborhoods" path has (0 when it is no borough). */
function boroughPlaces(params: Params, data: RouteContext['data']): number {
  const borough = boroughFromListSlug(params.listSlug ?? '')?.toLowerCase();
  if (!borough) return 0;
  return (data(neighborhoodsQuery()) ?? []).filter((n) => n.borough.toLowerCase() === borough).length;
}

function categoryBySlug(slug: string | undefined) {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

function serviceJsonLd(service: Service, business: Business, pathname: string): Record<string, unknown> {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.name,
    url: absoluteUrl(business, pathname),
    provider: { '@id': absoluteUrl(business, '/#business') },
    areaServed: business.areasServed.map((name) => ({ '@type': 'Place', name })),
    ...(service.price && {
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: service.price.replace(/[^0-9.]/g, ''), description: `Starting at ${service.price} per sq ft` },
    }),
  };
}

/** Simple markup or HTML to one line of text. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s|\*+|^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Meta descriptions: at most 158 characters, cut at a word. */
function clip(text: string, max = 158): string {
  const flat = plainText(text);
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

const routeObjects = routes.map((route) => ({ path: route.path, route }));

/** The route for a path (React Router's ranking), or undefined for the 404 page. */
export function matchAppRoute(pathname: string): { route?: AppRoute; params: Params } {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  return match ? { route: match.route.route, params: match.params } : { params: {} };
}
