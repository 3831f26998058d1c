// What the /api endpoints serve, one name per shape: the content as pages
// get it (images fingerprinted, Markdown rendered to HTML), the business
// profile with what is derived from the collections, and the lead's receipt.
// Which endpoint answers which of these, and what a list leaves out, is
// declared in shared/api-contract.ts.
import type {
  BlogPostEntry,
  BusinessEntry,
  GalleryItemEntry,
  NeighborhoodEntry,
  ServiceEntry,
  PriceEntry,
  ReviewEntry,
  ServiceLocationEntry,
} from './content-schema';
import type { WorkKind } from './estimate-fields';

/** A photo as pages show it, derived from its original (shared/image-sources.ts names its variants). */
export interface SiteImage {
  /** The WebP file at 960 px (or the largest below), fingerprinted. */
  url: string;
  /** The size of that file: its ratio is the photo's. */
  width: number;
  height: number;
  alt: string;
  /** Every width it is encoded at, ascending, in AVIF and WebP. */
  widths: number[];
  /** Its own colours, top to bottom ("#8a7f72"), shown as a gradient until the photo arrives. */
  placeholder: string[];
}

export type Service = Omit<ServiceEntry, 'image'> & { image?: SiteImage };

/** A gallery project as served: its photos derived, its neighborhood named. */
export type GalleryItem = Omit<
  GalleryItemEntry,
  'photos' | 'sample' | 'beforeAfter' | 'neighborhood' | 'dividerStrips' | 'clientType' | 'credits'
> & {
  /** Its facts from the content's lists, in the language asked for ("Brass and zinc", "A school or university"). */
  dividerStrips?: string;
  clientType?: string;
  credits?: { role: string; name: string }[];
  /** The project's picture at 4:3 (`image.url`): the spec's field. */
  imageUrl: string;
  /** The project's picture at 4:3: its first photo, else its mix. */
  image: SiteImage;
  /** `image` shows the project's mix (a material sample), not the place. */
  sample: boolean;
  /** Its photos whole, for its page. */
  photos: SiteImage[];
  beforeAfter?: { before: SiteImage; after: SiteImage; illustration: boolean };
  neighborhood?: { slug: string; name: string; borough: string };
};

/** A neighborhood page: its `content` is HTML, checked and sanitized. */
export type Neighborhood = NeighborhoodEntry;

/** An article as served: its Markdown `content` rendered to HTML, its photo fingerprinted. */
export type BlogPost = Omit<BlogPostEntry, 'image'> & { image?: SiteImage };

/** A client's review: its neighborhood and project named for the link to them. */
export type Review = Omit<ReviewEntry, 'neighborhood' | 'project'> & {
  neighborhood?: { slug: string; name: string };
  project?: { slug: string; title: string };
};

/** What one kind of work costs installed, per square foot (shared/price-range.ts makes a range of it). */
export type Price = PriceEntry;

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
    /** The contact form's service types: value (the slug), label (the name) and the kind of work it answers by itself. */
    contactForm: { value: string; label: string; work?: WorkKind }[];
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
