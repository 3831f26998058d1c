// Shapes the /api endpoints answer with. Collections leave
// out the long `content` field; detail endpoints include it.
import type { UtmParameter } from './lead-fields';
import type {
  BlogPost as BlogPostData,
  Business,
  GalleryItem as GalleryItemData,
  Neighborhood,
  Service as ServiceData,
  ServiceLocation,
  SiteImage as SiteImageData,
} from './content-schema';

/** The neighborhood list (/api/local) carries only what the lists show. */
export type NeighborhoodSummary = Pick<Neighborhood, 'slug' | 'neighborhood' | 'borough'>;
/** An article in a list: what its card shows (no body, no meta tags). */
export type BlogPostSummary = Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'category' | 'readingTime' | 'publishedAt' | 'featured' | 'image'
>;
/** GET /api/blog?view=archive: an article as the list of every article shows it. */
export type BlogArchiveEntry = Pick<BlogPostSummary, 'slug' | 'title' | 'category' | 'readingTime' | 'publishedAt'>;
export type ServiceLocationSummary = Omit<ServiceLocation, 'content'>;

/** GET /api/business: the profile of data/business.json plus counts the footer shows. */
export interface BusinessProfile extends Business {
  /** Neighborhood pages per borough, e.g. { Manhattan: 34 }. */
  boroughCounts: Record<string, number>;
  /** The hours as pages show them: ["Mon–Fri 7 AM–5 PM", "Sat 8 AM–4 PM"]. */
  openingHours: string[];
  /** The short lists the header and footer link, from the content. */
  navigation: {
    services: Pick<Service, 'slug' | 'name' | 'shortName'>[];
    /** The contact form's service types: value (the slug) and label (the name). */
    contactForm: { value: string; label: string }[];
    popularAreas: NavLink[];
  };
}

export interface NavLink {
  path: string;
  label: string;
}

export interface LeadReceipt {
  id: string;
  receivedAt: string;
}

/**
 * Where a lead came from, sent as `source` with it: the page the
 * form was sent from, and the visit's landing page (path and query), the
 * other site that referred it, and the utm_* parameters it landed with.
 */
export interface LeadSource {
  page?: string;
  landingPage?: string;
  referrer?: string;
  utm?: Partial<Record<UtmParameter, string>>;
  /** The tab's visit (random, kept in sessionStorage only): joins the request to the visit's counted page views. */
  visit?: string;
  /** The pages the visit viewed before the request, oldest first (the last ones, when there were many). */
  pages?: string[];
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** An image as pages show it: the URL is fingerprinted; `sized` when its variants exist (shared/image-sources.ts). */
export type SiteImage = SiteImageData & { sized?: true };

/** A gallery project as served: `imageUrl` fingerprinted; `imageSized` when the image's variants exist. */
export type GalleryItem = GalleryItemData & { imageSized?: true };

export type Service = Omit<ServiceData, 'image'> & { image?: SiteImage };

/** An article as served: its photo fingerprinted. */
export type BlogPost = Omit<BlogPostData, 'image'> & { image?: SiteImage };

export type { Business, Neighborhood, ServiceLocation } from './content-schema';
