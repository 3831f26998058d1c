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
import type { BlogPost, BusinessProfile, GalleryItem, Service, SiteImage } from '../../shared/api-types';
import { openingHoursText } from '../../shared/business-hours';
import { BOROUGHS } from '../../shared/constants';
import {
  $schema,
  blogPostSchema,
  businessSchema,
  galleryItemSchema,
  neighborhoodSchema,
  serviceLocationSchema,
  serviceSchema,
  version,
  type BlogPostEntry,
  type BusinessEntry,
  type ImageEntry,
} from '../../shared/content-schema';
import { categorySlug, serviceLocationSlug } from '../../shared/slugs';
import { ARTICLE_HTML, NEIGHBORHOOD_HTML, type HtmlAllowlist } from './html-allowlist';
import { countWords } from './markdown';

/** What serving an item may use: the loader checks as it serves (a missing image, HTML outside the allowlist). */
export interface ServeTools {
  /** The image at a content path, as pages name it (fingerprinted; `sized` when its variants exist). */
  image: (url: string) => { url: string; sized: boolean };
  /** Editor HTML of `field`, checked against the allowlist and sanitized. */
  html: (field: string, html: string, allowlist: HtmlAllowlist) => string;
  /** Markdown of `field`, rendered and sanitized. */
  markdown: (field: string, markdown: string, allowlist: HtmlAllowlist) => string;
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
  /** The image paths an item names, each with its field (checked at load: the file must exist). */
  images?(item: Raw): { field: string; url: string }[];
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
}

/** The typed declaration of one collection (inference of its item types; `Query` is its list's, from the contract). */
export const defineCollection = <Raw extends { slug: string }, Item extends { slug: string } = Raw, Query = never>(
  declaration: Collection<Raw, Item, Query>,
) => declaration;

/** An image of the content as pages name it: fingerprinted, `sized` when its variants exist. */
const servedImage = (written: ImageEntry, image: ServeTools['image']): SiteImage => {
  const served = image(written.url);
  return { ...written, url: served.url, ...(served.sized && { sized: true as const }) };
};

type ListQuery<N extends keyof typeof COLLECTION_API> = QueryOf<(typeof COLLECTION_API)[N]['list']>;

export const COLLECTIONS = {
  services: defineCollection({
    files: 'services.json',
    list: 'services',
    schema: serviceSchema,
    title: 'Services',
    noun: 'service',
    plural: 'services',
    images: (service) => (service.image ? [{ field: 'image.url', url: service.image.url }] : []),
    serve: (service, { image }): Service => ({ ...service, image: service.image && servedImage(service.image, image) }),
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
    images: (post) => (post.image ? [{ field: 'image.url', url: post.image.url }] : []),
    serve: (post, { markdown, image }): BlogPost => ({
      ...post,
      content: markdown('content', post.content, ARTICLE_HTML),
      image: post.image && servedImage(post.image, image),
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
  gallery: defineCollection({
    files: 'gallery.json',
    list: 'items',
    schema: galleryItemSchema,
    title: 'Gallery projects',
    noun: 'gallery project',
    plural: 'gallery projects',
    images: (item) => [{ field: 'imageUrl', url: item.imageUrl }],
    serve: (item, { image }): GalleryItem => {
      const served = image(item.imageUrl);
      return { ...item, imageUrl: served.url, ...(served.sized && { imageSized: true as const }) };
    },
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

/** The business profile pages get: the file's, plus the counts and navigation lists derived from the collections. */
export function businessProfile(business: BusinessEntry, collections: LoadedCollections, siteUrl: string | undefined): BusinessProfile {
  const { services, neighborhoods } = collections;
  return {
    ...business,
    siteUrl: siteUrl ?? business.siteUrl,
    boroughCounts: Object.fromEntries(BOROUGHS.map((b) => [b, neighborhoods.items.filter((n) => n.borough === b).length])),
    openingHours: openingHoursText(business.hours),
    navigation: {
      services: services.items.map(({ slug, name, shortName }) => ({ slug, name, shortName })),
      contactForm: services.items.filter((service) => service.inContactForm).map(({ slug, name }) => ({ value: slug, label: name })),
      popularAreas: business.popularAreas.flatMap((slug) => {
        const page = neighborhoods.bySlug.get(slug);
        return page ? [{ path: `/local/${slug}`, label: page.neighborhood }] : [];
      }),
    },
  };
}

/** The JSON Schema of a whole file of a collection (or the business profile): what an editor writes. */
export function fileSchema(entry: { schema: z.ZodType } & ({ list: string } | { key: string })): z.ZodType {
  return 'key' in entry ?
      z.object({ $schema, version, [entry.key]: entry.schema })
    : z.object({ $schema, version, [entry.list]: z.array(entry.schema) });
}
