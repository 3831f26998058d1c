// Schemas of the content in data/ as editors write it: the business profile
// and one entry of each collection (server/content/collections.ts says where
// each lives). The server validates every file with these at start-up. Their
// types are named `…Entry`; what the API serves (images fingerprinted,
// Markdown rendered) is shared/api-types.ts. Each file carries a `version`.
import { z } from 'zod';
import { BLOG_CATEGORIES, BOROUGHS } from './constants';
import { kebabCase } from './slugs';

const CONTENT_FORMAT_VERSION = 1;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens, e.g. "park-slope-brooklyn-ny"');
const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date like 2024-03-18');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a 24-hour time like 07:00 or 17:30');
export const version = z.literal(CONTENT_FORMAT_VERSION, { message: `set "version": ${CONTENT_FORMAT_VERSION}` });

const boroughSchema = z.enum(BOROUGHS);

const phone = z.object({
  display: text,
  tel: z.string().regex(/^tel:\+\d{11}$/, 'use the form tel:+1 then ten digits, e.g. tel:+12125550100'),
});

export const businessSchema = z.object({
  name: text,
  slogan: text,
  siteUrl: z.url(),
  phone,
  /** The mobile menu's CALL NOW button and the service detail page dial this one. */
  secondaryPhone: phone,
  email: z.email(),
  address: z.object({ street: text, locality: text, region: text, postalCode: text, country: text }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  /** 24-hour times, as structured data has them; pages show them as "Mon–Fri 7 AM–5 PM". */
  hours: z.array(z.object({ days: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).min(1), opens: time, closes: time })).min(1),
  serviceArea: z.object({ center: text, radiusMeters: z.number().int().positive() }),
  areasServed: z.array(text).min(1),
  copyrightYear: z.number().int(),
  /** The footer's popular areas: slugs of neighborhood pages, in the order shown. */
  popularAreas: z.array(slug).default([]),
  /** The contractor's license line as advertising must show it, e.g. "NYC DCWP Home Improvement Contractor License #0000000"; shown in the footer and on About when set. */
  license: text.optional(),
  /** The insurance line, e.g. "Fully insured: general liability and workers' compensation"; shown beside the license when set. */
  insurance: text.optional(),
  /** Trade memberships and certifications as they may be stated, e.g. "Member, National Terrazzo & Mosaic Association"; shown with the license. */
  memberships: z.array(text).default([]),
  claims: z.object({
    services: text,
    boroughs: text,
    neighborhoods: text,
    neighborhoodsServicesPage: text,
    projects: text,
    warrantyYears: text,
    yearsExperience: text,
    startingPrice: text,
  }),
});

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When site visits can be booked (data/visits.json): dated windows made from
 * these rules, in New York time, each taking as many visits as there are crews.
 */
export const visitScheduleSchema = z
  .object({
    /** The windows of each day, 24-hour times: weekdays 8–10, 10–12 and 1–3, Saturday 9–11 unless the file says otherwise. */
    windows: z
      .array(
        z
          .object({ days: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).min(1), start: time, end: time })
          .refine((window) => minutesOf(window.end) > minutesOf(window.start), {
            message: 'must end after it starts',
            path: ['end'],
          }),
      )
      .min(1, 'name at least one window'),
    /** How many visits one window can take (crews out at once). */
    crews: z.number().int().min(1, 'at least 1 crew').max(50),
    /** The first day offered is at least this many days after the request's: never the same day. */
    earliestDays: z.number().int().min(1, 'at least 1: no visit is booked for the day of the request').max(60).default(1),
    /** How many days ahead slots are offered. */
    horizonDays: z.number().int().min(1).max(90).default(14),
    /** A window stops being offered this many minutes before it starts. */
    bookingBufferMinutes: z.number().int().min(0).max(1440).default(120),
    /** Days with no visits (holidays), each named. */
    closed: z.array(z.object({ date: isoDate, name: text })).default([]),
  })
  .superRefine((schedule, context) => {
    const seen = new Set<string>();
    schedule.closed.forEach(({ date }, index) => {
      if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
        context.addIssue({ code: 'custom', path: ['closed', index, 'date'], message: `${date} is not a date of the calendar` });
      else if (seen.has(date)) context.addIssue({ code: 'custom', path: ['closed', index, 'date'], message: `${date} is listed twice` });
      seen.add(date);
    });
    for (const day of ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const) {
      const windows = schedule.windows
        .map((window, index) => ({ ...window, index }))
        .filter((window) => window.days.includes(day))
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      for (let i = 1; i < windows.length; i++) {
        if (minutesOf(windows[i]!.start) < minutesOf(windows[i - 1]!.end))
          context.addIssue({
            code: 'custom',
            path: ['windows', windows[i]!.index, 'start'],
            message: `overlaps the ${windows[i - 1]!.start}–${windows[i - 1]!.end} window on ${day}`,
          });
      }
    }
  });
export type VisitSchedule = z.infer<typeof visitScheduleSchema>;

const altText = 'describe what the photo shows for someone who cannot see it (its alt text)';

/**
 * A photo: one original in data/photos/ (JPEG, PNG, WebP or AVIF, as it comes
 * off a phone or a camera), named once. The site derives every size and
 * format from it, and its width and height (server/photos).
 */
const photoSchema = z.object({
  file: z.string().regex(/^[^/\\]+\.[A-Za-z0-9]+$/, 'name a file of data/photos/, e.g. "park-slope-stoop.jpg"'),
  alt: z.string({ error: altText }).trim().min(1, altText),
  /** The point every fixed-shape cut (4:3 cards, link previews) keeps in view; the centre when left out. */
  focus: z
    .string()
    .regex(/^(100|[1-9]?\d)% (100|[1-9]?\d)%$/, 'use "x% y%", the point to keep in view from the left and from the top, e.g. "50% 30%"')
    .optional(),
});

/** What a project was made with, as the trade says it. */
const TERRAZZO_SYSTEMS = ['epoxy', 'cementitious', 'precast', 'restoration'] as const;
/** What a project's divider strips are made of (the server's messages word them). */
const STRIP_METALS = ['brass', 'zinc', 'aluminum', 'white-metal', 'plastic'] as const;
/** Who a project was for (the server's messages word them). */
const CLIENT_TYPES = [
  'home',
  'residential-building',
  'office',
  'retail',
  'hospitality',
  'education',
  'healthcare',
  'transportation',
  'public',
  'worship',
] as const;
/** Whom a project credits beside us (the server's messages word the roles). */
const CREDIT_ROLES = ['architect', 'designer', 'general-contractor'] as const;
export type DividerStrip = (typeof STRIP_METALS)[number];
export type ClientType = (typeof CLIENT_TYPES)[number];
export type CreditRole = (typeof CREDIT_ROLES)[number];

export const serviceSchema = z.object({
  id: z.number().int().positive(),
  slug,
  name: text,
  /** The name in the footer and other short lists, e.g. "Restoration". */
  shortName: text,
  description: text,
  /** Starting price per sq ft as display text, e.g. "$19"; absent when the service is not priced. */
  price: text.optional(),
  /** 'Heading: detail' form allowed (the service page shows the part before the colon as a heading). */
  features: z.array(text).min(3),
  /** A project photo that shows this service (cards and service pages). */
  image: photoSchema.optional(),
  /** Offered as a service type in the contact form, under its name. */
  inContactForm: z.boolean().default(false),
  /** What each of the four steps means for this service; the general wording where left out. */
  steps: z.object({ consultation: text, design: text, preparation: text, installation: text }).partial().optional(),
});

export const galleryItemSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: text,
  location: text,
  serviceType: text,
  featured: z.boolean(),
  /** Photographs of the work; the first is the project's picture everywhere. */
  photos: z.array(photoSchema).default([]),
  /** An image of the project's mix (a material sample), shown as what it is until the project has a photograph. */
  sample: photoSchema.optional(),
  /** A restoration's floor before and after, shown as a comparison; `illustration` when the pair is not photographs of this floor. */
  beforeAfter: z.object({ before: photoSchema, after: photoSchema, illustration: z.boolean().default(false) }).optional(),
  /** A few sentences on the work, for the project's page. */
  description: text.optional(),
  /** The slug of the neighborhood page of where it is. */
  neighborhood: slug.optional(),
  system: z.enum(TERRAZZO_SYSTEMS).optional(),
  areaSqFt: z.number().int().positive().optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  /** Working days on site, as they were. */
  durationDays: z.number().int().positive().optional(),
  /** The chips, in a client's words: "white, gray and black marble with blue glass". */
  aggregate: text.optional(),
  /** The binder's colour, in a client's words: "charcoal". */
  baseColor: text.optional(),
  dividerStrips: z.array(z.enum(STRIP_METALS)).min(1).optional(),
  clientType: z.enum(CLIENT_TYPES).optional(),
  /** The architect, designer or general contractor, by the name they go by, only with their agreement. */
  credits: z
    .array(z.object({ role: z.enum(CREDIT_ROLES), name: text }))
    .min(1)
    .optional(),
});

export const neighborhoodSchema = z.object({
  slug,
  neighborhood: text,
  borough: boroughSchema,
  title: text,
  description: text,
  /** HTML limited to p, h2, h3, ul, li, strong, em and a with a site path (server/content/html-allowlist.ts). */
  content: text,
});

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: text,
  excerpt: text,
  /** Markdown, rendered to HTML on the server. */
  content: text,
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(text).min(1),
  /** Minutes; must equal ceil(words / 200) of the content (checked at load). */
  readingTime: z.number().int().positive(),
  publishedAt: isoDate,
  metaTitle: text,
  metaDescription: text,
  featured: z.boolean(),
  /** A project photo of the article's topic (its hero and its card). */
  image: photoSchema.optional(),
});

/**
 * A client's review as it was posted elsewhere (Google, Yelp, Houzz…), copied
 * with its link: shown on the site only where it exists, never invented, and
 * never marked up as a review in structured data (a business's own reviews get
 * no stars in search).
 */
export const reviewSchema = z.object({
  slug,
  /** The client's words, as posted. */
  text,
  /** A name or initials, as the client signed. */
  author: text,
  /** The slug of the neighborhood page of where the work was. */
  neighborhood: slug.optional(),
  /** The slug of the gallery project it is about. */
  project: slug.optional(),
  /** Where it was posted, with a link to it there. */
  source: z.object({ name: text, url: z.url() }),
  postedAt: isoDate,
});

/** Whole US dollars. */
const dollars = z.number().int().positive();

/**
 * What one kind of work costs installed in New York City, per square foot,
 * as the business sets it: the range the estimate form shows for an area,
 * never the price (the site visit fixes that).
 */
export const priceSchema = z
  .object({
    slug,
    /** "Epoxy terrazzo, poured in place". */
    label: text,
    /** What the visitor wants, in the form's words. */
    work: z.enum(['new-floor', 'precast', 'restoration']),
    /** The service it is a part of (its slug). */
    service: slug,
    /** Per square foot installed, low and high. */
    perSqFt: z.object({ low: dollars, high: dollars }),
    /** The smallest job, whatever the area. */
    minimumJob: dollars,
    /** What moves the price, one line each ("Stairs and landings: more per square foot"). */
    factors: z.array(text).min(1),
    /** When the figures were set. */
    setOn: isoDate,
  })
  .refine((price) => price.perSqFt.low <= price.perSqFt.high, { message: 'perSqFt.low must not be above perSqFt.high', path: ['perSqFt'] });

/** The areas a service-location page can be about: the boroughs' slugs ("staten-island"). */
const SERVICE_AREAS = BOROUGHS.map(kebabCase) as [string, ...string[]];

export const serviceLocationSchema = z.object({
  /** `{service}-{area}` (shared/slugs.ts serviceLocationSlug), checked at load. */
  slug,
  /** A service's slug. */
  service: slug,
  area: z.enum(SERVICE_AREAS, { message: `use one of ${SERVICE_AREAS.join(', ')}` }),
  title: text,
  /** Simple markup (shared/simple-markup.ts): '#' headings, **sub-headings**, '- ' lists, *notes*, paragraphs. */
  content: text,
});

// Spanish: data/es/ holds, for each translated collection, the fields a
// visitor reads, by the slug of the English item (everything else, such as
// prices, photos and references, is the English item's).

export const serviceTranslationSchema = z.object({
  slug,
  name: text,
  shortName: text,
  description: text,
  /** As many as the English item's, in its order. */
  features: z.array(text).min(3),
  /** The photo's alternative text, when the service has a photo. */
  imageAlt: text.optional(),
  steps: z.object({ consultation: text, design: text, preparation: text, installation: text }).partial().optional(),
});

export const serviceLocationTranslationSchema = z.object({ slug, title: text, content: text });

/** A project in Spanish: what a visitor reads of it. Its place names, facts and photos are the English item's. */
export const galleryTranslationSchema = z.object({
  slug,
  title: text,
  description: text.optional(),
  /** The sample's alternative text, when the project shows a sample of its mix. */
  sampleAlt: text.optional(),
  /** The alternative texts of its photographs, in the English item's order (one not written yet is the English one's). */
  photoAlts: z.array(text).optional(),
  /** The before-and-after's alternative texts, when it has one. */
  beforeAfterAlts: z.object({ before: text, after: text }).optional(),
  /** The facts in words, when the English item has them. */
  aggregate: text.optional(),
  baseColor: text.optional(),
});

export const priceTranslationSchema = z.object({ slug, label: text, factors: z.array(text).min(1) });

/** The business profile's words: its slogan, and its claims as a Spanish page writes them ("$19 por pie cuadrado"). */
export const businessTranslationSchema = z.object({ slogan: text, claims: businessSchema.shape.claims });

export type ServiceTranslation = z.infer<typeof serviceTranslationSchema>;
export type ServiceLocationTranslation = z.infer<typeof serviceLocationTranslationSchema>;
export type GalleryTranslation = z.infer<typeof galleryTranslationSchema>;
export type PriceTranslation = z.infer<typeof priceTranslationSchema>;

/**
 * Each file's first key points editors (VS Code) at its generated JSON Schema,
 * e.g. "./schemas/services.schema.json" (npm run content:schema); the site ignores it.
 */
export const $schema = z.string().optional();

export type BusinessEntry = z.infer<typeof businessSchema>;
export type ServiceEntry = z.infer<typeof serviceSchema>;
export type PhotoEntry = z.infer<typeof photoSchema>;
export type GalleryItemEntry = z.infer<typeof galleryItemSchema>;
export type NeighborhoodEntry = z.infer<typeof neighborhoodSchema>;
export type BlogPostEntry = z.infer<typeof blogPostSchema>;
export type ServiceLocationEntry = z.infer<typeof serviceLocationSchema>;
export type ReviewEntry = z.infer<typeof reviewSchema>;
export type PriceEntry = z.infer<typeof priceSchema>;
