// Every GET endpoint of /api, declared once: its path, its query (a zod
// schema), and what it answers. The server's handlers (server/api/) and the
// browser's queries (client/data/queries.ts) are both made from these
// declarations, so no URL is spelled twice.
//
// A collection's endpoints answer its items as shared/api-types.ts names
// them: the list without the long `content` (the item's endpoint has it),
// or, with `?view=`, only the fields a view names: a page asks for what it
// shows and carries no more in its HTML.
//
// A query schema is a function of zod that only the server calls (it passes
// zod in), so the browser bundle never loads zod; the functions themselves are
// attached in a SERVER block, which the browser bundle leaves out.
import type { z } from 'zod';
import type { BlogPost, BusinessProfile, GalleryItem, Neighborhood, Price, Review, Service, ServiceLocation } from './api-types';
import { BLOG_CATEGORIES, BOROUGHS } from './constants';
import { GALLERY_FILTERS } from './gallery-filters';
import type { SitemapSection } from './html-sitemap';
import { categorySlug } from './slugs';

type Zod = typeof z;
/** A query string's parameters, as a zod object over their text values. */
type QuerySchema = z.ZodObject;

/** One GET endpoint. `Answer` (a type only) is what it answers. */
export interface Endpoint<Answer = unknown, Query extends QuerySchema | undefined = QuerySchema | undefined> {
  /** A path pattern; `:slug` marks a parameter (always a slug). */
  path: string;
  /** The query parameters it reads; others are ignored (neither read nor cached apart). */
  query?: (z: Zod) => Query;
  /** Its answer has Spanish words: Spanish pages read it at `spanishPath(path)`. */
  translated?: boolean;
  /** Type only: never set. */
  readonly answer?: Answer;
}

/**
 * A collection's endpoints: the list, and one item by slug. `omit` leaves
 * fields out of the list; `views` name smaller selections a page may ask for.
 */
export interface CollectionEndpoints<
  Item,
  Omitted extends keyof Item,
  Views extends Record<string, readonly (keyof Item)[]>,
  Query extends QuerySchema | undefined,
  ItemPath extends string | undefined,
> {
  list: Endpoint<Omit<Item, Omitted>[], Query> & {
    omit: readonly Omitted[];
    views: Views;
    /** Type only: the item whose fields the views name. */
    readonly item?: Item;
  };
  /** One item by slug, when the collection has pages of their own. */
  item: ItemPath extends string ? Endpoint<Item, undefined> : undefined;
}

/** Declares a read: `read<Answer>()({ path })`. */
const read =
  <Answer>() =>
  <Query extends QuerySchema | undefined = undefined>(endpoint: Endpoint<Answer, Query>) =>
    endpoint;

/** Declares a collection's endpoints: `collectionEndpoints<Item>()({ list, item, omit, views, query })`. */
export const collectionEndpoints =
  <Item>() =>
  <
    const Omitted extends keyof Item = never,
    const Views extends Record<string, readonly (keyof Item)[]> = Record<never, never>,
    Query extends QuerySchema | undefined = undefined,
    const ItemPath extends string | undefined = undefined,
  >({
    list,
    item,
    omit = [],
    views = {} as Views,
    query,
    translated,
  }: {
    list: string;
    item?: ItemPath;
    omit?: readonly Omitted[];
    views?: Views;
    query?: (z: Zod) => Query;
    /** Its items have Spanish words (data/es/). */
    translated?: true;
  }): CollectionEndpoints<Item, Omitted, Views, Query, ItemPath> =>
    ({
      list: { path: list, omit, views, ...(query && { query }), ...(translated && { translated }) },
      item: item && { path: item, ...(translated && { translated }) },
    }) as CollectionEndpoints<Item, Omitted, Views, Query, ItemPath>;

/** Where Spanish pages read a translated endpoint: `/api/services` → `/api/es/services`. */
export const spanishPath = (path: string) => `/api/es${path.slice('/api'.length)}`;

/** A `view` parameter: one of the named views, or none (every listed field). */
const viewOf = (z: Zod, views: readonly string[]) =>
  z.enum(views as [string, ...string[]], { message: `view must be ${views.map((view) => `"${view}"`).join(' or ')}.` }).optional();

const MAX_LIMIT = 100;
const CATEGORY_SLUGS = BLOG_CATEGORIES.map(categorySlug) as [string, ...string[]];
const FILTER_VALUES = GALLERY_FILTERS.map((filter) => filter.value);

/** The endpoints of each collection, named as server/content/collections.ts names the collections. */
export const COLLECTION_API = {
  services: collectionEndpoints<Service>()({ list: '/api/services', item: '/api/services/:slug', translated: true }),
  neighborhoods: collectionEndpoints<Neighborhood>()({
    list: '/api/local',
    item: '/api/local/:slug',
    omit: ['content'],
    views: { link: ['slug', 'neighborhood', 'borough'] },
    query: readerType<typeof neighborhoodsQuery>(),
  }),
  serviceLocations: collectionEndpoints<ServiceLocation>()({
    list: '/api/service-location',
    item: '/api/service-location/:slug',
    omit: ['content'],
    translated: true,
  }),
  posts: collectionEndpoints<BlogPost>()({
    list: '/api/blog',
    item: '/api/blog/:slug',
    omit: ['content'],
    views: {
      /** What an article's card shows. */
      card: ['slug', 'title', 'excerpt', 'category', 'readingTime', 'publishedAt', 'featured', 'image'],
      /** What the blog index's list of every article shows. */
      archive: ['slug', 'title', 'category', 'readingTime', 'publishedAt'],
    },
    query: readerType<typeof postsQuery>(),
  }),
  gallery: collectionEndpoints<GalleryItem>()({
    list: '/api/gallery',
    item: '/api/gallery/:slug',
    /** What only a project's own page shows. */
    omit: ['photos', 'beforeAfter', 'description'],
    views: {
      /** What a project's card shows (the gallery, "Our work nearby"). */
      card: ['slug', 'title', 'location', 'serviceType', 'image', 'sample'],
    },
    query: readerType<typeof galleryQuery>(),
    translated: true,
  }),
  reviews: collectionEndpoints<Review>()({ list: '/api/reviews' }),
  /** The estimate form's ranges. */
  prices: collectionEndpoints<Price>()({ list: '/api/prices', translated: true }),
};

// The query readers, attached in a SERVER block: the browser bundle leaves
// them out (build.mjs drops `SERVER:` blocks), and knows their types only.

/** The type of an endpoint's query reader, in its declaration; the reader itself is set on the server (below). */
function readerType<Reader>(): Reader | undefined {
  return undefined;
}

function neighborhoodsQuery(z: Zod) {
  return z.object({ view: viewOf(z, ['link']) });
}

/** `featured=true` or `false`: only the featured items, or only the others. */
const featuredFlag = (z: Zod) =>
  z
    .enum(['true', 'false'], { message: 'featured must be "true" or "false".' })
    .transform((value) => value === 'true')
    .optional();

/** `?featured=true&category=costs&exclude={slug}&limit=3`: newest first. */
function postsQuery(z: Zod) {
  return z.object({
    featured: featuredFlag(z),
    category: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(CATEGORY_SLUGS, { message: `category must be one of ${CATEGORY_SLUGS.join(', ')}.` }))
      .optional(),
    exclude: z.string().optional(),
    limit: z
      .string()
      .regex(/^\d+$/, `limit must be a whole number from 1 to ${MAX_LIMIT}.`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `limit must be a whole number from 1 to ${MAX_LIMIT}.`)
          .max(MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}.`),
      )
      .optional(),
    view: viewOf(z, ['card', 'archive']),
  });
}

/** `?borough=Brooklyn` (a neighborhood page's projects nearby), `?filter=restoration` (a service page's, as the gallery's buttons filter). */
function galleryQuery(z: Zod) {
  return z.object({
    view: viewOf(z, ['card']),
    borough: z.enum(BOROUGHS, { message: `borough must be one of ${BOROUGHS.join(', ')}.` }).optional(),
    filter: z.enum(FILTER_VALUES, { message: `filter must be one of ${FILTER_VALUES.join(', ')}.` }).optional(),
    featured: featuredFlag(z),
    /** The projects of one neighborhood page, by its slug. */
    neighborhood: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'neighborhood must be the slug of a neighborhood page.' })
      .optional(),
  });
}

SERVER: {
  COLLECTION_API.neighborhoods.list.query = neighborhoodsQuery;
  COLLECTION_API.posts.list.query = postsQuery;
  COLLECTION_API.gallery.list.query = galleryQuery;
}

/** The reads that are not a collection's list or item. */
export const READ_API = {
  /** The business profile (phones, address, hours, claims) every page shows. */
  business: read<BusinessProfile>()({ path: '/api/business', translated: true }),
  /** The featured gallery projects (home shows the first 3). */
  featuredGallery: read<GalleryItem[]>()({ path: '/api/gallery/featured', translated: true }),
  /** The HTML sitemap's sections (the /sitemap page), from the route registry. */
  sitemap: read<SitemapSection[]>()({ path: '/api/sitemap' }),
};

/** The query an endpoint takes, as values (the server reads them back from their text). */
export type QueryOf<E> =
  E extends { query?: (z: Zod) => infer Q } ?
    Q extends QuerySchema ?
      z.output<Q>
    : never
  : never;

/** What an endpoint answers for a query: only a view's fields when the query names a view. */
export type AnswerOf<E, Query = never> =
  E extends { views: infer Views; item?: infer Item } ?
    [Query] extends [never] ? FullAnswer<E>
    : Query extends { view: infer View extends keyof Views } ?
      Views[View] extends readonly (infer Field)[] ?
        Pick<Item, Extract<Field, keyof Item>>[]
      : never
    : FullAnswer<E>
  : FullAnswer<E>;

type FullAnswer<E> = E extends { answer?: infer Answer } ? Answer : never;

type Collections = typeof COLLECTION_API;

/** One item as a collection's view shows it: `ViewItem<'posts', 'card'>`. */
export type ViewItem<N extends keyof Collections, V extends keyof Collections[N]['list']['views']> = AnswerOf<
  Collections[N]['list'],
  { view: V }
>[number];

/** A gallery project as its card shows it. */
export type ProjectCard = ViewItem<'gallery', 'card'>;
