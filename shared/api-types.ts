// Shapes the /api endpoints answer with. Collections leave
// out the long `content` field; detail endpoints include it.
import type { UtmParameter } from './constants';
import type { BlogPost, Business, Neighborhood } from './content-schema';

/** The neighborhood list (/api/local) carries only what the lists show. */
export type NeighborhoodSummary = Pick<Neighborhood, 'slug' | 'neighborhood' | 'borough'>;
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/** GET /api/business: the profile of data/business.json plus counts the footer shows. */
export interface BusinessProfile extends Business {
  /** Neighborhood pages per borough, e.g. { Manhattan: 34 }. */
  boroughCounts: Record<string, number>;
}

export interface ContactReceipt {
  id: string;
  receivedAt: string;
}

/**
 * Where a contact request came from, sent as `source` with it: the page the
 * form was sent from, and the visit's landing page (path and query), the
 * other site that referred it, and the utm_* parameters it landed with.
 */
export interface LeadSource {
  page?: string;
  landingPage?: string;
  referrer?: string;
  utm?: Partial<Record<UtmParameter, string>>;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export type { BlogPost, Business, GalleryItem, Neighborhood, Service, ServiceLocation, SiteImage } from './content-schema';
