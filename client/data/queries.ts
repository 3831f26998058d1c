// Query-option factories: one per API endpoint. The query key
// joined with '/' is the URL (the default query function fetches it in the
// browser; the server resolves it in-process).
import { queryOptions } from '@tanstack/react-query';
import type {
  BlogPost,
  BlogArchiveEntry, BlogPostSummary,
  BusinessProfile,
  GalleryItem,
  Neighborhood,
  NeighborhoodSummary,
  Service,
  ServiceLocation,
  ServiceLocationSummary,
} from '../../shared/api-types';
import type { SitemapSection } from '../../shared/html-sitemap';
import { isSlug } from '../../shared/slugs';

const RELATED_POSTS_LIMIT = 3;
const FEATURED_POSTS_LIMIT = 3;

export const businessQuery = () => queryOptions<BusinessProfile>({ queryKey: ['/api/business'] });
export const servicesQuery = () => queryOptions<Service[]>({ queryKey: ['/api/services'] });
export const serviceQuery = (slug: string) =>
  queryOptions<Service>({ queryKey: ['/api/services', slug], enabled: isSlug(slug) });
export const galleryQuery = () => queryOptions<GalleryItem[]>({ queryKey: ['/api/gallery'] });
export const featuredGalleryQuery = () => queryOptions<GalleryItem[]>({ queryKey: ['/api/gallery/featured'] });
export const neighborhoodsQuery = () => queryOptions<NeighborhoodSummary[]>({ queryKey: ['/api/local'] });
export const neighborhoodQuery = (slug: string) =>
  queryOptions<Neighborhood>({ queryKey: ['/api/local', slug], enabled: isSlug(slug) });
export const postsQuery = () => queryOptions<BlogPostSummary[]>({ queryKey: ['/api/blog'] });
/** Every article, as the blog index lists them (no excerpt or photo: the list grows with the blog). */
export const postArchiveQuery = () => queryOptions<BlogArchiveEntry[]>({ queryKey: ['/api/blog?view=archive'] });
export const featuredPostsQuery = () =>
  queryOptions<BlogPostSummary[]>({ queryKey: [`/api/blog?featured=true&limit=${FEATURED_POSTS_LIMIT}`] });
export const postQuery = (slug: string) =>
  queryOptions<BlogPost>({ queryKey: ['/api/blog', slug], enabled: isSlug(slug) });
/** Up to 3 posts of the category, the current one excluded. */
export const relatedPostsQuery = (category: string, excludeSlug: string) =>
  queryOptions<BlogPostSummary[]>({
    queryKey: [
      `/api/blog?${new URLSearchParams({ category, limit: String(RELATED_POSTS_LIMIT), exclude: excludeSlug })}`,
    ],
    enabled: Boolean(category),
  });
export const serviceLocationsQuery = () => queryOptions<ServiceLocationSummary[]>({ queryKey: ['/api/service-location'] });
export const serviceLocationQuery = (slug: string) =>
  queryOptions<ServiceLocation>({ queryKey: ['/api/service-location', slug], enabled: isSlug(slug) });
/** Every page of the site in the HTML sitemap's sections (built by the server from the route registry). */
export const sitemapQuery = () => queryOptions<SitemapSection[]>({ queryKey: ['/api/sitemap'] });
