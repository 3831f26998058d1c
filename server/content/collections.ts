// The content of data/, each collection declared once: where its files are,
// the schema of one item, the other collections it refers to, its own rules,
// how an item is served (images fingerprinted, HTML and Markdown checked and
// sanitized), its order, and its API endpoints. The loader
// (content-store.ts), the dev watcher, `npm run content:check`, `npm run
// content:schema` and the API all iterate this registry: a new collection is
// one more entry here, its schema, its data and its pages.
import path from 'node:path';
import { z } from 'zod';
import type {
  BlogPost,
  BlogArchiveEntry,
  BlogPostSummary,
  BusinessProfile,
  GalleryItem,
  NeighborhoodSummary,
  Service,
  ServiceLocationSummary,
  SiteImage,
} from '../../shared/api-types';
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
  type Business,
  type SiteImage as SiteImageData,
} from '../../shared/content-schema';
import { categorySlug, serviceLocationSlug } from '../../shared/slugs';
import { badRequest, ok, type ReadResult } from '../api/read-result';
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

export interface Collection<Raw extends { slug: string } = { slug: string }, Item extends { slug: string } = Raw, Summary = Item> {
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
  /** An item in the list endpoint (the item itself when omitted). */
  summary?(item: Item): Summary;
  /** The endpoints: the list (`query` reads its parameters), and one item by slug. */
  api?: {
    list: string;
    detail?: string;
    /** The list endpoint's query parameters (`keys`; others are ignored) and how it answers them. */
    query?: { keys: readonly string[]; read(summaries: Summary[], query: URLSearchParams): ReadResult };
  };
}

/** The typed declaration of one collection (inference of its item types). */
export const defineCollection = <Raw extends { slug: string }, Item extends { slug: string } = Raw, Summary = Item>(
  declaration: Collection<Raw, Item, Summary>,
) => declaration;

/** An image of the content as pages name it: fingerprinted, `sized` when its variants exist. */
const servedImage = (written: SiteImageData, image: ServeTools['image']): SiteImage => {
  const served = image(written.url);
  return { ...written, url: served.url, ...(served.sized && { sized: true as const }) };
};

const withoutContent = <T extends { content: string }>({ content: _content, ...summary }: T): Omit<T, 'content'> => summary;

/** The query parameters listPosts reads. */
const POST_QUERY_KEYS = ['featured', 'limit', 'category', 'exclude', 'view'];

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
    api: { list: '/api/services', detail: '/api/services/:slug' },
  }),
  neighborhoods: defineCollection({
    files: 'neighborhoods/*.json',
    list: 'neighborhoods',
    schema: neighborhoodSchema,
    title: 'Neighborhood pages of one borough',
    noun: 'neighborhood page',
    plural: 'neighborhood pages',
    serve: (page, { html }) => ({ ...page, content: html('content', page.content, NEIGHBORHOOD_HTML) }),
    summary: ({ slug, neighborhood, borough }): NeighborhoodSummary => ({ slug, neighborhood, borough }),
    api: { list: '/api/local', detail: '/api/local/:slug' },
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
    summary: (page): ServiceLocationSummary => withoutContent(page),
    api: { list: '/api/service-location', detail: '/api/service-location/:slug' },
  }),
  posts: defineCollection({
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
    summary: ({ slug, title, excerpt, category, readingTime, publishedAt, featured, image }): BlogPostSummary => ({
      slug,
      title,
      excerpt,
      category,
      readingTime,
      publishedAt,
      featured,
      ...(image && { image }),
    }),
    api: { list: '/api/blog', detail: '/api/blog/:slug', query: { keys: POST_QUERY_KEYS, read: listPosts } },
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
    api: { list: '/api/gallery' },
  }),
};

type Collections = typeof COLLECTIONS;
export type CollectionName = keyof Collections;
type ItemOf<C> = C extends Collection<infer _Raw, infer Item, infer _Summary> ? Item : never;
type SummaryOf<C> = C extends Collection<infer _Raw, infer _Item, infer Summary> ? Summary : never;

/** A collection as loaded: its items in order, as pages get them, the list endpoint's summaries, and an index by slug. */
interface LoadedCollection<Item, Summary> {
  items: Item[];
  summaries: Summary[];
  bySlug: ReadonlyMap<string, Item>;
}

export type LoadedCollections = { [Name in CollectionName]: LoadedCollection<ItemOf<Collections[Name]>, SummaryOf<Collections[Name]>> };

/** The registry as a list, in its order. */
export const collectionEntries = () => Object.entries(COLLECTIONS) as [CollectionName, Collection][];

/** The business profile: one document, not a list, that refers to neighborhood pages. */
export const BUSINESS_FILE = {
  files: 'business.json',
  key: 'business',
  schema: businessSchema,
  title: 'Business profile',
  references: { popularAreas: 'neighborhoods' } as Partial<Record<keyof Business, string>>,
};

/** The business profile pages get: the file's, plus the counts and navigation lists derived from the collections. */
export function businessProfile(business: Business, collections: LoadedCollections, siteUrl: string | undefined): BusinessProfile {
  const { services, neighborhoods } = collections;
  return {
    ...business,
    siteUrl: siteUrl ?? business.siteUrl,
    boroughCounts: Object.fromEntries(BOROUGHS.map((b) => [b, neighborhoods.summaries.filter((n) => n.borough === b).length])),
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

/** The folder of the images items name (fingerprinted and served from /images). */
const IMAGES_FOLDER = 'images/';

/** True when a change to `file` (relative to the data folder) changes the content: a file of the registry, or an image. */
export function isContentFile(file: string): boolean {
  const posix = file.split(path.sep).join('/');
  return (
    posix.startsWith(IMAGES_FOLDER) || [BUSINESS_FILE, ...Object.values(COLLECTIONS)].some((entry) => matchesFiles(entry.files, posix))
  );
}

/** True when `file` (relative to the data folder, "/" separators) is one `pattern` names ("blog.json", "neighborhoods/*.json"). */
export function matchesFiles(pattern: string, file: string): boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return file === pattern;
  const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return file.startsWith(before) && file.endsWith(after) && !file.slice(before.length, file.length - after.length).includes('/');
}

const MAX_LIMIT = 100;

/** `GET /api/blog?featured=true&category=Costs&limit=3&exclude={slug}`: newest first. */
function listPosts(posts: BlogPostSummary[], query: URLSearchParams): ReadResult {
  const featured = query.get('featured');
  if (featured !== null && featured !== 'true' && featured !== 'false') return badRequest('featured must be "true" or "false".');
  const limitText = query.get('limit');
  const limit = limitText === null ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT && /^\d+$/.test(limitText!))) {
    return badRequest(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  }
  const view = query.get('view');
  if (view !== null && view !== 'archive') return badRequest('view must be "archive".');
  const category = query.get('category')?.toLowerCase();
  const exclude = query.get('exclude');
  let shown = posts;
  if (featured !== null) shown = shown.filter((p) => p.featured === (featured === 'true'));
  if (category) shown = shown.filter((p) => categorySlug(p.category) === category);
  if (exclude) shown = shown.filter((p) => p.slug !== exclude);
  if (limit !== undefined) shown = shown.slice(0, limit);
  return ok(view === 'archive' ? shown.map(archiveEntry) : shown);
}

/** `view=archive`: what a list of every article shows (the blog index), without excerpt and photo. */
const archiveEntry = ({ slug, title, category, readingTime, publishedAt }: BlogPostSummary): BlogArchiveEntry => ({
  slug,
  title,
  category,
  readingTime,
  publishedAt,
});
