// Loads data/ once into memory, validated, with slug indexes, so every lookup
// is O(1) and no request touches the disk. What is loaded, and how, is the
// registry's (collections.ts); this module only walks it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { BusinessProfile } from '../../shared/api-types';
import type { Language } from '../../shared/language';
import { $schema, businessTranslationSchema, version, type BusinessEntry, type VisitSchedule } from '../../shared/content-schema';
import {
  BUSINESS_FILE,
  businessProfile,
  VISITS_FILE,
  COLLECTIONS,
  collectionEntries,
  fileSchema,
  SPANISH_DIR,
  type Collection,
  type CollectionName,
  type LoadedCollections,
  type ServeTools,
} from './collections';
import { ContentError, describeIssues, formatPath } from './content-error';
import { filesOf } from './content-files';
import { checkHtml, sanitize } from './html-allowlist';
import { renderMarkdown } from './markdown';
import { loadPhotoLibrary, type PhotoFiles } from '../photos/photo-library';
import { DEFAULT_PHOTO_CACHE } from '../config';
import type { PhotoEntry } from '../../shared/content-schema';
import type { GalleryItem, Neighborhood, Service } from '../../shared/api-types';

export type Content = LoadedCollections & {
  /** Changes whenever any content file or photo changes; part of ETags and cache keys. */
  version: string;
  business: BusinessProfile;
  /** When site visits can be booked (data/visits.json). */
  visits: VisitSchedule;
  /** The photos' served files: where each URL's file is, made on demand or in the background. */
  images: PhotoFiles;
  /**
   * The content as Spanish pages read it: the translated collections hold
   * their translated items only (data/es/), the others are the English ones.
   * Its own `spanish` is itself.
   */
  spanish: Content;
};

/** The content as pages in `language` read it. */
export const contentIn = (content: Content, language: Language): Content => (language === 'es' ? content.spanish : content);

/** Where each translated file is, within the data folder. */

export interface LoadOptions {
  /** Overrides the site origin of data/business.json (the SITE_URL variable). */
  siteUrl?: string;
  /** Where derived photos are kept (the PHOTO_CACHE_DIR variable). */
  photoCache?: string;
}

/** HTML served from an item's field, with where it comes from (the content check follows its links). */
interface ServedHtml {
  file: string;
  slug: string;
  field: string;
  html: string;
  /** Rendered from Markdown (where a relative link is an editor's slip). */
  fromMarkdown: boolean;
}

export interface ContentRead {
  /** Everything wrong, one line each: `data/services.json → restoration: features[2]: message`. */
  problems: string[];
  /** What could be loaded, invalid items left out; undefined when the business profile or the visit schedule is not valid. */
  content: Content | undefined;
  /** Per collection, the slugs of items left out as invalid (their own problems say why). */
  rejected: Record<CollectionName, ReadonlySet<string>>;
  html: ServedHtml[];
  /** The photos the items name, each with its file, item and field. */
  photos: { file: string; slug: string; field: string; photo: PhotoEntry }[];
  /** Every valid item as written, with its collection and file, and the business profile as written (the content check reads their text). */
  items: { collection: CollectionName; file: string; item: { slug: string } }[];
  business: BusinessEntry | undefined;
  /** Items with no Spanish yet: `data/es/services.json → restoration: no Spanish translation` (the content check names each). */
  untranslated: string[];
}

/** The content, or a ContentError listing every problem. */
export async function loadContent(dataDir: string, options: LoadOptions = {}): Promise<Content> {
  const { problems, content } = await readContent(dataDir, options);
  if (problems.length > 0 || !content) throw new ContentError(problems);
  return content;
}

type Found = { file: string; item: { slug: string } };

interface SourceFile {
  name: string;
  text: string;
}

/**
 * Reads all the content leniently: every problem, and what could be loaded
 * in spite of them (the content check follows links through it). loadContent
 * is this, refusing any problem.
 */
export async function readContent(dataDir: string, { siteUrl, photoCache = DEFAULT_PHOTO_CACHE }: LoadOptions = {}): Promise<ContentRead> {
  const problems: string[] = [];
  const label = (file: string) => path.join(path.basename(dataDir), file);
  const report = (file: string, slug: string, field: string, message: string) =>
    problems.push(`${label(file)} → ${slug}: ${field}: ${message}`);
  const sources: SourceFile[] = [];

  /** A file's JSON, or undefined (with its problem) when it is missing or not JSON; an optional file may be missing. */
  async function readJson(file: string, { optional = false } = {}): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(path.join(dataDir, file), 'utf8');
    } catch (error) {
      if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      problems.push(`${label(file)}: the file is missing or unreadable`);
      return undefined;
    }
    sources.push({ name: file, text });
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      problems.push(`${label(file)}: is not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  }

  // The business profile: one document.
  const businessData = await readJson(BUSINESS_FILE.files);
  let business: BusinessEntry | undefined;
  if (businessData !== undefined) {
    const result = fileSchema(BUSINESS_FILE).safeParse(businessData);
    if (result.success) business = (result.data as Record<string, unknown>)[BUSINESS_FILE.key] as BusinessEntry;
    else problems.push(...describeIssues(label(BUSINESS_FILE.files), businessData, result.error.issues));
  }

  // The site-visit schedule: one document.
  const visitsData = await readJson(VISITS_FILE.files);
  let visits: VisitSchedule | undefined;
  if (visitsData !== undefined) {
    const result = fileSchema(VISITS_FILE).safeParse(visitsData);
    if (result.success) visits = (result.data as Record<string, unknown>)[VISITS_FILE.key] as VisitSchedule;
    else problems.push(...describeIssues(label(VISITS_FILE.files), visitsData, result.error.issues));
  }

  // Every collection: each file's frame, then each item on its own, so one bad item leaves the rest loaded.
  const found = {} as Record<CollectionName, Found[]>;
  const rejected = {} as Record<CollectionName, Set<string>>;
  /** Collections with a file that could not be read at all: references into them are not checked. */
  const unreadable = new Set<CollectionName>();
  for (const [name, declared] of collectionEntries()) {
    found[name] = [];
    rejected[name] = new Set();
    const files = await filesOf(dataDir, declared.files);
    if (files.length === 0) problems.push(`${label(path.posix.dirname(declared.files))}/: no ${declared.plural} files (*.json) found`);
    for (const file of files) {
      const data = await readJson(file);
      const frame = z.object({ $schema, version, [declared.list]: z.array(z.unknown()) }).safeParse(data);
      if (!frame.success) {
        unreadable.add(name);
        if (data !== undefined) problems.push(...describeIssues(label(file), data, frame.error.issues));
        continue;
      }
      (frame.data[declared.list] as unknown[]).forEach((raw, index) => {
        const slug = (raw as { slug?: unknown } | null)?.slug;
        const named = typeof slug === 'string' && slug ? slug : `${declared.list}[${index}]`;
        const result = declared.schema.safeParse(raw);
        if (result.success) {
          found[name].push({ file, item: result.data });
          return;
        }
        if (typeof slug === 'string') rejected[name].add(slug);
        for (const issue of result.error.issues) report(file, named, formatPath(issue.path) || '(item)', issue.message);
      });
    }
  }

  // Rules across items: unique slugs, references, each collection's own checks, photos.
  const slugSets = new Map<CollectionName, Set<string>>();
  /** Every slug a collection's files name (valid items or not), gathered once. */
  const slugsOf = (name: CollectionName) => {
    let slugs = slugSets.get(name);
    if (!slugs) slugSets.set(name, (slugs = new Set([...found[name].map(({ item }) => item.slug), ...rejected[name]])));
    return slugs;
  };
  /** The problem of each value of `fields` of `record` that names no item of its collection. */
  const checkReferences = (
    record: Record<string, unknown>,
    references: Record<string, string>,
    onMissing: (field: string, message: string) => void,
  ) => {
    for (const [field, target] of Object.entries(references) as [string, CollectionName][]) {
      if (unreadable.has(target)) continue; // its own problem says it all
      const known = slugsOf(target);
      for (const value of [record[field]].flat()) {
        if (typeof value === 'string' && !known.has(value))
          onMissing(field, `no ${COLLECTIONS[target].noun} with the slug "${value}" in ${COLLECTIONS[target].files}`);
      }
    }
  };
  const photoUses: ContentRead['photos'] = [];
  for (const [name, declared] of collectionEntries()) {
    const seen = new Set<string>(rejected[name]);
    for (const { file, item } of found[name]) {
      if (seen.has(item.slug)) report(file, item.slug, 'slug', 'used twice; every slug must be unique');
      seen.add(item.slug);
      checkReferences(item, declared.references ?? {}, (field, message) => report(file, item.slug, field, message));
      for (const problem of declared.check?.(item) ?? []) report(file, item.slug, problem.field, problem.message);
      for (const use of declared.photos?.(item) ?? []) photoUses.push({ file, slug: item.slug, ...use });
    }
  }
  if (business) {
    checkReferences(business, BUSINESS_FILE.references, (field, message) =>
      problems.push(`${label(BUSINESS_FILE.files)} → ${field}: ${message}`),
    );
  }

  // Every photo derived (or read from the cache); one that cannot be is its item's problem.
  const library = await loadPhotoLibrary(
    dataDir,
    photoUses.map((use) => use.photo),
    { cacheDir: path.resolve(photoCache) },
  );
  for (const use of photoUses) {
    const problem = library.problem(use.photo);
    if (problem) report(use.file, use.slug, use.field, problem);
  }

  // Serve: photos derived, HTML checked and sanitized, Markdown rendered.
  const html: ServedHtml[] = [];
  const collections = {} as Record<CollectionName, { items: unknown[]; bySlug: Map<string, unknown> }>;
  const serve = (name: CollectionName, found: Found[], language: Language = 'en') => {
    const declared = COLLECTIONS[name] as Collection<{ slug: string }, { slug: string }, unknown>;
    const served = language === 'es' ? spanishCollections : collections;
    const items = found.map(({ file, item }) => {
      const tools: ServeTools = {
        // A photo that could not be derived has its problem already: its item is not served.
        photo: (photo, shape = 'card') =>
          library.image(photo, shape) ?? { url: '', width: 1, height: 1, alt: photo.alt, widths: [], placeholder: [] },
        neighborhood: (slug) => served.neighborhoods?.bySlug.get(slug) as Neighborhood | undefined,
        project: (slug) => served.gallery?.bySlug.get(slug) as GalleryItem | undefined,
        language,
        serviceName: (englishName) => {
          const service = (collections.services?.items as Service[] | undefined)?.find((each) => each.name === englishName);
          const named = service && (served.services?.bySlug.get(service.slug) as Service | undefined);
          return named?.name ?? englishName;
        },
        html: (field, text, allowlist) => {
          for (const problem of checkHtml(text, allowlist)) report(file, item.slug, field, problem);
          const served = sanitize(text, allowlist);
          html.push({ file, slug: item.slug, field, html: text, fromMarkdown: false });
          return served;
        },
        markdown: (field, text, allowlist) => {
          const rendered = renderMarkdown(text);
          html.push({ file, slug: item.slug, field, html: rendered, fromMarkdown: true });
          return sanitize(rendered, allowlist);
        },
      };
      return declared.serve ? declared.serve(item, tools) : item;
    });
    if (declared.order) items.sort((a, b) => declared.order!(a, b));
    return { items, bySlug: new Map(items.map((item) => [item.slug, item])) };
  };
  for (const [name] of collectionEntries()) collections[name] = serve(name, found[name]);

  // Spanish: each translated collection's file in es/, applied to its English items and served the same way.
  const untranslated: string[] = [];
  const spanishCollections = { ...collections };
  for (const [name, declared] of collectionEntries()) {
    // A collection whose English could not be read has its problem already: its Spanish is not checked against it.
    if (!declared.translation || unreadable.has(name)) continue;
    const file = path.posix.join(SPANISH_DIR, declared.files);
    const data = await readJson(file, { optional: true });
    const frame = z
      .object({ $schema, version, [declared.list]: z.array(z.unknown()) })
      .safeParse(data ?? { version: 1, [declared.list]: [] });
    if (!frame.success) {
      problems.push(...describeIssues(label(file), data, frame.error.issues));
      continue;
    }
    const english = new Map(found[name].map((each) => [each.item.slug, each]));
    const translated = new Map<string, Found>();
    (frame.data[declared.list] as unknown[]).forEach((raw, index) => {
      const result = declared.translation!.schema.safeParse(raw);
      if (!result.success) {
        const slug = (raw as { slug?: unknown } | null)?.slug;
        const named = typeof slug === 'string' && slug ? slug : `${declared.list}[${index}]`;
        for (const issue of result.error.issues) report(file, named, formatPath(issue.path) || '(item)', issue.message);
        return;
      }
      const { slug } = result.data;
      const original = english.get(slug);
      if (!original) {
        if (!rejected[name].has(slug)) report(file, slug, 'slug', `no ${declared.noun} with this slug in ${declared.files}`);
        return;
      }
      if (translated.has(slug)) return report(file, slug, 'slug', 'translated twice; every slug must be unique');
      const applied = declared.translation!.apply(original.item, result.data);
      if (Array.isArray(applied)) for (const problem of applied) report(file, slug, problem.field, problem.message);
      else translated.set(slug, { file: original.file, item: applied });
    });
    for (const slug of english.keys()) if (!translated.has(slug)) untranslated.push(`${label(file)} → ${slug}: no Spanish translation`);
    spanishCollections[name] = serve(name, [...translated.values()], 'es');
  }
  const spanishBusiness = await readSpanishBusiness();

  // Pages name photos by fingerprint: a changed photo is a new content version.
  const hash = createHash('sha256').update(library.digest);
  for (const file of sources.sort((a, b) => a.name.localeCompare(b.name))) hash.update(file.name).update('\0').update(file.text);
  const loaded = collections as unknown as LoadedCollections;
  const contentVersion = hash.digest('hex').slice(0, 16);
  let content: Content | undefined;
  const images: PhotoFiles = library;
  if (business && visits) {
    const spanishLoaded = spanishCollections as unknown as LoadedCollections;
    const spanish = {
      ...spanishLoaded,
      version: contentVersion,
      business: businessProfile({ ...business, ...spanishBusiness }, spanishLoaded, siteUrl, 'es'),
      visits,
      images,
    } as Content;
    spanish.spanish = spanish;
    content = {
      ...loaded,
      version: contentVersion,
      business: businessProfile(business, loaded, siteUrl),
      visits,
      images,
      spanish,
    };
  }
  return {
    problems,
    content,
    rejected,
    html,
    photos: photoUses,
    items: collectionEntries().flatMap(([collection]) => found[collection].map(({ file, item }) => ({ collection, file, item }))),
    business,
    untranslated,
  };

  /** The business profile's Spanish words (data/es/business.json); the English ones, named as untranslated, without it. */
  async function readSpanishBusiness(): Promise<Partial<BusinessEntry>> {
    const file = path.posix.join(SPANISH_DIR, BUSINESS_FILE.files);
    const data = await readJson(file, { optional: true });
    if (data === undefined) {
      untranslated.push(`${label(file)}: no Spanish slogan and claims`);
      return {};
    }
    const result = z.object({ $schema, version, business: businessTranslationSchema }).safeParse(data);
    if (result.success) return result.data.business;
    problems.push(...describeIssues(label(file), data, result.error.issues));
    return {};
  }
}
