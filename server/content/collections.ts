// The content of data/, each collection declared once: where its files are,
// the schema of one entry, the other collections it refers to, its own rules,
// how an item is served (images fingerprinted, HTML and Markdown checked and
// sanitized), its order, and how its list answers its query. Its endpoints
// (paths, query, what the list leaves out) are the contract's, under the same
// name (shared/api-contract.ts). The loader (content-store.ts), the dev
// watcher, `npm run content:check`, `npm run content:schema` and the API all
// iterate this registry: a new collection is one more entry here and in the
// contract, its schema, its data and its pages.
import { z } from 'zod';
import type { COLLECTION_API, QueryOf } from '../../shared/api-contract';
import type { BlogPost, BusinessProfile, GalleryItem, Neighborhood, Review, Service, SiteImage } from '../../shared/api-types';
import { openingHoursText } from '../../shared/business-hours';
import { BOROUGHS } from '../../shared/constants';
import type { Language } from '../../shared/language';
import {
  $schema,
  blogPostSchema,
  businessSchema,
  businessTranslationSchema,
  priceSchema,
  reviewSchema,
  galleryItemSchema,
  galleryTranslationSchema,
  neighborhoodSchema,
  serviceLocationSchema,
  serviceLocationTranslationSchema,
  serviceSchema,
  serviceTranslationSchema,
  priceTranslationSchema,
  version,
  visitScheduleSchema,
  type BlogPostEntry,
  type BusinessEntry,
  type GalleryItemEntry,
  type GalleryTranslation,
  type PhotoEntry,
  type PriceEntry,
  type PriceTranslation,
  type ServiceEntry,
  type ServiceLocationEntry,
  type ServiceLocationTranslation,
  type ServiceTranslation,
} from '../../shared/content-schema';
import { categorySlug, serviceLocationSlug } from '../../shared/slugs';
import { filterGallery } from '../../shared/gallery-filters';
import { workOfService } from '../../shared/estimate-fields';
import { seoIn } from '../../shared/messages/seo';
import { ARTICLE_HTML, NEIGHBORHOOD_HTML, type HtmlAllowlist } from './html-allowlist';
import { countWords } from './markdown';

/** What serving an item may use: the loader checks as it serves (HTML outside the allowlist). */
export interface ServeTools {
  /** A photo as pages show it, cut to 4:3 (`card`) or whole (`full`); every photo an item names is in `photos()`. */
  photo: (photo: PhotoEntry, shape?: 'card' | 'full') => SiteImage;
  /** A neighborhood page by its slug (collections earlier in the registry are served first). */
  neighborhood: (slug: string) => Neighborhood | undefined;
  /** A gallery project by its slug (served before the collections after it). */
  project: (slug: string) => GalleryItem | undefined;
  /** Editor HTML of `field`, checked against the allowlist and sanitized. */
  html: (field: string, html: string, allowlist: HtmlAllowlist) => string;
  /** Markdown of `field`, rendered and sanitized. */
  markdown: (field: string, markdown: string, allowlist: HtmlAllowlist) => string;
  /** The language the items are served in. */
  language: Language;
  /** A service's name in that language, by its English name (a project's serviceType); the name given when no service has it. */
  serviceName: (englishName: string) => string;
}

/** A problem of one item: the field and what is wrong, in an editor's words. */
interface ItemProblem {
  field: string;
  message: string;
}

export interface Collection<Raw extends { slug: string } = { slug: string }, Item extends { slug: string } = Raw, Query = never> {
  /** One file ("services.json") or every file of a folder ("neighborhoods/*.json"), in the data folder. */
  files: string;
  /** The key of the item list in each file. */
  list: string;
  /** One item as written. */
  schema: z.ZodType<Raw>;
  /** For the JSON Schema: "Services". */
  title: string;
  /** One item in an editor's or visitor's words ("service-location page"), and many. */
  noun: string;
  plural: string;
  /** Fields naming an item of another collection by its slug: field → the collection's name. Checked at load. */
  references?: Partial<Record<keyof Raw & string, string>>;
  /** The photos an item names, each with its field (derived at load; a problem with one is the item's). */
  photos?(item: Raw): { field: string; photo: PhotoEntry }[];
  /** Rules the schema cannot say (a count that must match, a slug made of other fields). */
  check?(item: Raw): ItemProblem[];
  /** The item as pages get it; the item as written when omitted. */
  serve?(item: Raw, tools: ServeTools): Item;
  /** The order of the list (file order when omitted). */
  order?(a: Item, b: Item): number;
  /**
   * The items the list answers for its query (the contract's `limit` and
   * `view` are applied after), or the problem with a query naming what does
   * not exist (answered 400: never an answer of its own).
   */
  select?(items: readonly Item[], query: Query): readonly Item[] | { problem: string };
  /** Its Spanish: the fields a visitor reads, per item, in `es/{files}` (same list key); the Spanish pages show only translated items. */
  translation?: Translation<Raw>;
}

/** How a collection's items are translated: the schema of one item's translation, and the English item with it applied. */
export interface Translation<Raw, T extends { slug: string } = { slug: string }> {
  schema: z.ZodType<T>;
  /** The English item with the translated fields, or the problems of a translation that does not match it. */
  apply(item: Raw, translation: T): Raw | ItemProblem[];
}

/** Declares a collection's translation (inference of its schema's type). */
const defineTranslation = <Raw, T extends { slug: string }>(translation: Translation<Raw, T>) => translation as unknown as Translation<Raw>;

/** A translated list must say what the English one says, item for item: same length. */
const sameLength = (field: string, english: readonly unknown[], spanish: readonly unknown[]): ItemProblem[] =>
  english.length === spanish.length ? [] : [{ field, message: `has ${spanish.length} entries, the English has ${english.length}` }];

/** The typed declaration of one collection (inference of its item types; `Query` is its list's, from the contract). */
export const defineCollection = <Raw extends { slug: string }, Item extends { slug: string } = Raw, Query = never>(
  declaration: Collection<Raw, Item, Query>,
) => declaration;

/** An item's optional `image` photo, for `photos()`. */
const imageField = <Item extends { image?: PhotoEntry }>(item: Item) => (item.image ? [{ field: 'image', photo: item.image }] : []);

/** A project's picture: its first photo, else the after of a real before-and-after, else its mix. */
const projectPicture = (item: GalleryItemEntry) =>
  item.photos[0] ?? (item.beforeAfter && !item.beforeAfter.illustration ? item.beforeAfter.after : undefined) ?? item.sample;

/** A sample's alternative text in `language`: "Close-up of grey chips" → "Sample of the project's mix: close-up of grey chips". */
const sampleAlt = (alt: string, language: Language) => seoIn(language).sampleAlt(alt);

type ListQuery<N extends keyof typeof COLLECTION_API> = QueryOf<(typeof COLLECTION_API)[N]['list']>;

export const COLLECTIONS = {
  services: defineCollection({
    files: 'services.json',
    list: 'services',
    schema: serviceSchema,
    title: 'Services',
    noun: 'service',
    plural: 'services',
    photos: imageField,
    serve: (service, { photo }): Service => ({ ...service, image: service.image && photo(service.image) }),
    translation: defineTranslation<ServiceEntry, ServiceTranslation>({
      schema: serviceTranslationSchema,
      apply: (service, { slug: _slug, imageAlt, steps, ...words }) => {
        const problems = [
          ...sameLength('features', service.features, words.features),
          ...(service.image && !imageAlt ? [{ field: 'imageAlt', message: "is missing: the service's photo needs its text" }] : []),
          ...Object.keys(service.steps ?? {})
            .filter((step) => !steps?.[step as keyof typeof steps])
            .map((step) => ({ field: `steps.${step}`, message: 'is missing: the English service has it' })),
        ];
        if (problems.length > 0) return problems;
        return {
          ...service,
          ...words,
          ...(steps && { steps }),
          ...(service.image && imageAlt && { image: { ...service.image, alt: imageAlt } }),
        };
      },
    }),
  }),
  neighborhoods: defineCollection({
    files: 'neighborhoods/*.json',
    list: 'neighborhoods',
    schema: neighborhoodSchema,
    title: 'Neighborhood pages of one borough',
    noun: 'neighborhood page',
    plural: 'neighborhood pages',
    serve: (page, { html }) => ({ ...page, content: html('content', page.content, NEIGHBORHOOD_HTML) }),
  }),
  serviceLocations: defineCollection({
    files: 'service-locations.json',
    list: 'pages',
    schema: serviceLocationSchema,
    title: 'Service-location pages',
    noun: 'service-location page',
    plural: 'service-location pages',
    references: { service: 'services' },
    check: (page) => {
      const expected = serviceLocationSlug(page.service, page.area);
      return page.slug === expected ? [] : [{ field: 'slug', message: `must be "${expected}": the service's slug, then the area's` }];
    },
    translation: defineTranslation<ServiceLocationEntry, ServiceLocationTranslation>({
      schema: serviceLocationTranslationSchema,
      apply: (page, { title, content }) => ({ ...page, title, content }),
    }),
  }),
  posts: defineCollection<BlogPostEntry, BlogPost, ListQuery<'posts'>>({
    files: 'blog.json',
    list: 'posts',
    schema: blogPostSchema,
    title: 'Blog articles',
    noun: 'article',
    plural: 'articles',
    check: (post) => {
      const words = countWords(post.content);
      const expected = Math.ceil(words / 200);
      return post.readingTime === expected ?
          []
        : [
            {
              field: 'readingTime',
              message: `is ${post.readingTime}, but the content's ${words} words read in ${expected} (words / 200, rounded up)`,
            },
          ];
    },
    photos: imageField,
    serve: (post, { markdown, photo }): BlogPost => ({
      ...post,
      content: markdown('content', post.content, ARTICLE_HTML),
      image: post.image && photo(post.image),
    }),
    order: (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id - b.id,
    select: (posts, { featured, category, exclude }) => {
      if (exclude !== undefined && !posts.some((post) => post.slug === exclude))
        return { problem: 'exclude must be the slug of an article.' };
      return posts.filter(
        (post) =>
          (featured === undefined || post.featured === featured) &&
          (category === undefined || categorySlug(post.category) === category) &&
          post.slug !== exclude,
      );
    },
  }),
  gallery: defineCollection<GalleryItemEntry, GalleryItem, ListQuery<'gallery'>>({
    files: 'gallery.json',
    list: 'items',
    schema: galleryItemSchema,
    title: 'Gallery projects',
    noun: 'gallery project',
    plural: 'gallery projects',
    references: { neighborhood: 'neighborhoods' },
    check: (item) => (projectPicture(item) ? [] : [{ field: 'photos', message: 'name at least one photo (or a sample of its mix)' }]),
    photos: (item) => [
      ...item.photos.map((photo, index) => ({ field: `photos[${index}]`, photo })),
      ...(item.sample ? [{ field: 'sample', photo: item.sample }] : []),
      ...(item.beforeAfter ?
        [
          { field: 'beforeAfter.before', photo: item.beforeAfter.before },
          { field: 'beforeAfter.after', photo: item.beforeAfter.after },
        ]
      : []),
    ],
    translation: defineTranslation<GalleryItemEntry, GalleryTranslation>({
      schema: galleryTranslationSchema,
      apply: (item, { slug: _slug, title, description, sampleAlt: sampleText, photoAlts = [], beforeAfterAlts, aggregate, baseColor }) => {
        const missing = (field: string, what: string) => [{ field, message: `is missing: ${what}` }];
        const problems = [
          ...(item.description && !description ? missing('description', 'the English project has one') : []),
          ...(item.aggregate && !aggregate ? missing('aggregate', 'the English project has one') : []),
          ...(item.baseColor && !baseColor ? missing('baseColor', 'the English project has one') : []),
          ...(item.sample && !sampleText ? missing('sampleAlt', "the project's sample needs its text") : []),
          // A photo named in English before its Spanish text is written keeps its English text meanwhile: naming a photo takes no other change.
          ...(photoAlts.length > item.photos.length ?
            [{ field: 'photoAlts', message: `has ${photoAlts.length} entries, the English photos are ${item.photos.length}` }]
          : []),
          ...(item.beforeAfter && !beforeAfterAlts ? missing('beforeAfterAlts', 'the before-and-after needs its texts') : []),
        ];
        if (problems.length > 0) return problems;
        const { sample, beforeAfter } = item;
        return {
          ...item,
          title,
          ...(description && { description }),
          ...(aggregate && { aggregate }),
          ...(baseColor && { baseColor }),
          photos: item.photos.map((photo, index) => ({ ...photo, alt: photoAlts[index] ?? photo.alt })),
          ...(sample && sampleText && { sample: { ...sample, alt: sampleText } }),
          ...(beforeAfter &&
            beforeAfterAlts && {
              beforeAfter: {
                ...beforeAfter,
                before: { ...beforeAfter.before, alt: beforeAfterAlts.before },
                after: { ...beforeAfter.after, alt: beforeAfterAlts.after },
              },
            }),
        };
      },
    }),
    serve: (item, { photo, neighborhood, language, serviceName }): GalleryItem => {
      const { photos, sample: _sample, beforeAfter, neighborhood: placeSlug, dividerStrips, clientType, credits, ...rest } = item;
      const words = seoIn(language).projectFacts;
      const picture = projectPicture(item)!;
      const sample = picture === item.sample;
      const image = photo(picture);
      const place = placeSlug ? neighborhood(placeSlug) : undefined;
      return {
        ...rest,
        serviceType: serviceName(item.serviceType),
        imageUrl: image.url,
        image: sample ? { ...image, alt: sampleAlt(image.alt, language) } : image,
        sample,
        photos: photos.map((each) => photo(each, 'full')),
        ...(beforeAfter && {
          beforeAfter: { before: photo(beforeAfter.before), after: photo(beforeAfter.after), illustration: beforeAfter.illustration },
        }),
        ...(place && { neighborhood: { slug: place.slug, name: place.neighborhood, borough: place.borough } }),
        ...(dividerStrips && { dividerStrips: words.strips(dividerStrips) }),
        ...(clientType && { clientType: words.clientTypes[clientType] }),
        ...(credits && { credits: credits.map(({ role, name }) => ({ role: words.creditRoles[role], name })) }),
      };
    },
    select: (items, { borough, filter = 'all', featured, neighborhood }) =>
      filterGallery(items, filter).filter(
        (item) =>
          (borough === undefined || item.location.endsWith(`, ${borough}`)) &&
          (featured === undefined || item.featured === featured) &&
          (neighborhood === undefined || item.neighborhood?.slug === neighborhood),
      ),
  }),
  reviews: defineCollection({
    files: 'reviews.json',
    list: 'reviews',
    schema: reviewSchema,
    title: 'Client reviews',
    noun: 'review',
    plural: 'reviews',
    references: { neighborhood: 'neighborhoods', project: 'gallery' },
    serve: (review, { neighborhood, project }): Review => {
      const place = review.neighborhood ? neighborhood(review.neighborhood) : undefined;
      const work = review.project ? project(review.project) : undefined;
      const { neighborhood: _place, project: _work, ...rest } = review;
      return {
        ...rest,
        ...(place && { neighborhood: { slug: place.slug, name: place.neighborhood } }),
        ...(work && { project: { slug: work.slug, title: work.title } }),
      };
    },
    order: (a, b) => b.postedAt.localeCompare(a.postedAt),
  }),
  prices: defineCollection({
    files: 'prices.json',
    list: 'prices',
    schema: priceSchema,
    title: 'Prices per square foot installed',
    noun: 'price',
    plural: 'prices',
    references: { service: 'services' },
    translation: defineTranslation<PriceEntry, PriceTranslation>({
      schema: priceTranslationSchema,
      apply: (price, { label, factors }) => {
        const problems = sameLength('factors', price.factors, factors);
        return problems.length > 0 ? problems : { ...price, label, factors };
      },
    }),
  }),
};

type Collections = typeof COLLECTIONS;
export type CollectionName = keyof Collections;
type ItemOf<C> = C extends Collection<infer _Raw, infer Item, infer _Query> ? Item : never;

/** A collection as loaded: its items in order, as pages get them, and an index by slug. */
interface LoadedCollection<Item> {
  items: Item[];
  bySlug: ReadonlyMap<string, Item>;
}

export type LoadedCollections = { [Name in CollectionName]: LoadedCollection<ItemOf<Collections[Name]>> };

/** The registry as a list, in its order. */
export const collectionEntries = () =>
  Object.entries(COLLECTIONS) as [CollectionName, Collection<{ slug: string }, { slug: string }, unknown>][];

/** The business profile: one document, not a list, that refers to neighborhood pages. */
export const BUSINESS_FILE = {
  files: 'business.json',
  key: 'business',
  schema: businessSchema,
  title: 'Business profile',
  references: { popularAreas: 'neighborhoods' } as Partial<Record<keyof BusinessEntry, string>>,
};

/** When site visits can be booked: one document, read by the booking of visits (server/leads/visits/). */
export const VISITS_FILE = {
  files: 'visits.json',
  key: 'visits',
  schema: visitScheduleSchema,
  title: 'Site-visit schedule',
};

/** The registry's single documents (not lists of items). */
export const DOCUMENTS = [BUSINESS_FILE, VISITS_FILE];

/** The business profile pages get: the file's, plus the counts and navigation lists derived from the collections. */
export function businessProfile(
  business: BusinessEntry,
  collections: LoadedCollections,
  siteUrl: string | undefined,
  language: Language = 'en',
): BusinessProfile {
  const { services, neighborhoods, prices } = collections;
  return {
    ...business,
    siteUrl: siteUrl ?? business.siteUrl,
    boroughCounts: Object.fromEntries(BOROUGHS.map((b) => [b, neighborhoods.items.filter((n) => n.borough === b).length])),
    openingHours: openingHoursText(business.hours, language),
    navigation: {
      services: services.items.map(({ slug, name, shortName }) => ({ slug, name, shortName })),
      contactForm: services.items
        .filter((service) => service.inContactForm)
        .map(({ slug, name }) => {
          const work = workOfService(prices.items, slug);
          return { value: slug, label: name, ...(work && { work }) };
        }),
      popularAreas: business.popularAreas.flatMap((slug) => {
        const page = neighborhoods.bySlug.get(slug);
        return page ? [{ path: `/local/${slug}`, label: page.neighborhood }] : [];
      }),
    },
  };
}

/** The JSON Schema of a whole file of a collection (or the business profile): what an editor writes. */
/** Where the translations live: `es/` in the data folder, each file named as its English one. */
export const SPANISH_DIR = 'es';

/** The Spanish files of the registry, each with the schema of a whole file: the business profile's words, and each translated collection's. */
export function spanishFiles(): { files: string; title: string; schema: z.ZodType }[] {
  return [
    {
      files: `${SPANISH_DIR}/${BUSINESS_FILE.files}`,
      title: `${BUSINESS_FILE.title} in Spanish`,
      schema: fileSchema({ key: BUSINESS_FILE.key, schema: businessTranslationSchema }),
    },
    ...collectionEntries().flatMap(([, declared]) =>
      declared.translation ?
        [
          {
            files: `${SPANISH_DIR}/${declared.files}`,
            title: `${declared.title} in Spanish`,
            schema: fileSchema({ list: declared.list, schema: declared.translation.schema }),
          },
        ]
      : [],
    ),
  ];
}

export function fileSchema(entry: { schema: z.ZodType } & ({ list: string } | { key: string })): z.ZodType {
  return 'key' in entry ?
      z.object({ $schema, version, [entry.key]: entry.schema })
    : z.object({ $schema, version, [entry.list]: z.array(entry.schema) });
}
