// What the /api endpoints serve, one name per shape: the content as pages
// get it (images fingerprinted, Markdown rendered to HTML), the business
// profile with what is derived from the collections, and the lead's receipt.
// Which endpoint answers which of these, and what a list leaves out, is
// declared in shared/api-contract.ts.
import type {
  BlogPostEntry,
  BusinessEntry,
  GalleryItemEntry,
  ImageEntry,
  NeighborhoodEntry,
  ServiceEntry,
  ServiceLocationEntry,
} from './content-schema';

/** An image as pages show it: the URL is fingerprinted; `sized` when its variants exist (shared/image-sources.ts). */
export type SiteImage = ImageEntry & { sized?: true };

export type Service = Omit<ServiceEntry, 'image'> & { image?: SiteImage };

/** A gallery project as served: `imageUrl` fingerprinted; `imageSized` when the image's variants exist. */
export type GalleryItem = GalleryItemEntry & { imageSized?: true };

/** A neighborhood page: its `content` is HTML, checked and sanitized. */
export type Neighborhood = NeighborhoodEntry;

/** An article as served: its Markdown `content` rendered to HTML, its photo fingerprinted. */
export type BlogPost = Omit<BlogPostEntry, 'image'> & { image?: SiteImage };

/** A service-location page: its `content` is simple markup (shared/simple-markup.ts). */
export type ServiceLocation = ServiceLocationEntry;

/** GET /api/business: the profile of data/business.json plus what pages derive from the collections. */
export interface BusinessProfile extends BusinessEntry {
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

/** What POST /api/contacts answers when a lead is stored. */
export interface LeadReceipt {
  id: string;
  receivedAt: string;
}

/** Every error answer of /api: a sentence, and per field what is wrong (a lead's fields). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
