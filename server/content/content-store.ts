// Loads data/ once into memory, validated, with slug indexes, so every lookup
// is O(1) and no request touches the disk.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { BOROUGHS } from '../../shared/constants';
import {
  blogFileSchema,
  businessFileSchema,
  galleryFileSchema,
  neighborhoodsFileSchema,
  serviceLocationsFileSchema,
  servicesFileSchema,
  type BlogPost,
  type Neighborhood,
  type ServiceLocation,
} from '../../shared/content-schema';
import type { BlogPostSummary, BusinessProfile, GalleryItem, NeighborhoodSummary, Service } from '../../shared/api-types';
import { kebabCase } from '../../shared/slugs';
import { ContentError, describeIssues } from './content-error';
import { loadImageFiles } from './image-files';
import { checkAllowedHtml } from './html-allowlist';
import { countWords, renderMarkdown } from './markdown';
import { sanitizeArticleHtml, sanitizeNeighborhoodHtml } from './sanitize';

export interface Content {
  /** Changes whenever any content file changes; part of ETags and cache keys. */
  version: string;
  business: BusinessProfile;
  services: Service[];
  serviceBySlug: Map<string, Service>;
  gallery: GalleryItem[];
  featuredGallery: GalleryItem[];
  neighborhoods: NeighborhoodSummary[];
  neighborhoodBySlug: Map<string, Neighborhood>;
  /** Newest first, without their content. */
  posts: BlogPostSummary[];
  /** Content rendered to HTML. */
  postBySlug: Map<string, BlogPost>;
  serviceLocations: Omit<ServiceLocation, 'content'>[];
  serviceLocationBySlug: Map<string, ServiceLocation>;
  /** Neighborhood slug → the file that holds it (e.g. "neighborhoods/brooklyn.json"). */
  neighborhoodFiles: Record<string, string>;
  /** Fingerprinted image URL → its file. */
  imageFiles: ReadonlyMap<string, string>;
}

const SERVICE_AREA_SLUGS = BOROUGHS.map(kebabCase);

interface SourceFile {
  name: string;
  text: string;
}

export interface LoadOptions {
  /** Overrides the site origin of data/business.json (the SITE_URL variable). */
  siteUrl?: string;
}

export async function loadContent(dataDir: string, { siteUrl }: LoadOptions = {}): Promise<Content> {
  const problems: string[] = [];
  const label = (file: string) => path.join(path.basename(dataDir), file);
  const files: SourceFile[] = [];

  async function parse<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S> | undefined> {
    let text: string;
    try {
      text = await readFile(path.join(dataDir, file), 'utf8');
    } catch {
      problems.push(`${label(file)}: the file is missing or unreadable`);
      return undefined;
    }
    files.push({ name: file, text });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`${label(file)}: is not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      problems.push(...describeIssues(label(file), data, result.error.issues));
      return undefined;
    }
    return result.data;
  }

  const neighborhoodFiles = (await readdir(path.join(dataDir, 'neighborhoods')).catch(() => []))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `neighborhoods/${name}`);
  if (neighborhoodFiles.length === 0) problems.push(`${label('neighborhoods/')}: no neighborhood files (*.json) found`);

  const [businessFile, servicesFile, galleryFile, blogFile, serviceLocationsFile, ...neighborhoodParts] = await Promise.all([
    parse('business.json', businessFileSchema),
    parse('services.json', servicesFileSchema),
    parse('gallery.json', galleryFileSchema),
    parse('blog.json', blogFileSchema),
    parse('service-locations.json', serviceLocationsFileSchema),
    ...neighborhoodFiles.map((file) => parse(file, neighborhoodsFileSchema)),
  ]);

  const services = servicesFile?.services ?? [];
  const gallery = galleryFile?.items ?? [];
  const posts = blogFile?.posts ?? [];
  const serviceLocations = serviceLocationsFile?.pages ?? [];
  const neighborhoods: Neighborhood[] = [];
  const neighborhoodFileOf: Record<string, string> = {};
  neighborhoodParts.forEach((part, i) => {
    for (const item of part?.neighborhoods ?? []) {
      neighborhoodFileOf[item.slug] = neighborhoodFiles[i]!;
      for (const problem of checkAllowedHtml(item.content)) {
        problems.push(`${label(neighborhoodFiles[i]!)} → ${item.slug}: content: ${problem}`);
      }
      neighborhoods.push({ ...item, content: sanitizeNeighborhoodHtml(item.content) });
    }
  });

  const serviceBySlug = indexBySlug('services.json', services, problems, label);
  const neighborhoodBySlug = indexBySlug('neighborhoods/', neighborhoods, problems, label);
  indexBySlug('gallery.json', gallery, problems, label);

  const requireImage = (file: string, slug: string, field: string, url: string) => {
    if (!existsSync(path.join(dataDir, url))) problems.push(`${label(file)} → ${slug}: ${field}: no file at ${label(url.slice(1))}`);
  };
  for (const item of gallery) requireImage('gallery.json', item.slug, 'imageUrl', item.imageUrl);
  for (const service of services) if (service.image) requireImage('services.json', service.slug, 'image.url', service.image.url);

  for (const page of serviceLocations) {
    // Only when services.json itself is valid: otherwise its own problem says it all.
    if (servicesFile && !serviceBySlug.has(page.service)) {
      problems.push(
        `${label('service-locations.json')} → ${page.slug}: service: no service with the slug "${page.service}" in services.json`,
      );
    }
    if (!SERVICE_AREA_SLUGS.includes(page.area)) {
      problems.push(`${label('service-locations.json')} → ${page.slug}: area: use one of ${SERVICE_AREA_SLUGS.join(', ')}`);
    }
  }
  const serviceLocationBySlug = indexBySlug('service-locations.json', serviceLocations, problems, label);

  const renderedPosts = posts.map((post) => {
    const expected = Math.ceil(countWords(post.content) / 200);
    if (post.readingTime !== expected) {
      problems.push(
        `${label('blog.json')} → ${post.slug}: readingTime: is ${post.readingTime}, but the content's ${countWords(post.content)} words read in ${expected} (words / 200, rounded up)`,
      );
    }
    return { ...post, content: sanitizeArticleHtml(renderMarkdown(post.content)) };
  });
  renderedPosts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id - b.id);
  const postBySlug = indexBySlug('blog.json', renderedPosts, problems, label);

  for (const slug of businessFile?.business.popularAreas ?? []) {
    if (!neighborhoodBySlug.has(slug))
      problems.push(`${label('business.json')} → popularAreas: no neighborhood page has the slug "${slug}"`);
  }
  if (problems.length > 0 || !businessFile) throw new ContentError(problems);

  const images = await loadImageFiles(dataDir, [
    ...gallery.map((item) => item.imageUrl),
    ...services.flatMap((service) => (service.image ? [service.image.url] : [])),
  ]);
  const servedGallery: GalleryItem[] = gallery.map((item) => {
    const served = images.served(item.imageUrl)!;
    return { ...item, imageUrl: served.url, ...(served.sized && { imageSized: true as const }) };
  });
  const servedServices: Service[] = services.map((service) => {
    if (!service.image) return { ...service, image: undefined };
    const served = images.served(service.image.url)!;
    return { ...service, image: { ...service.image, url: served.url, ...(served.sized && { sized: true as const }) } };
  });

  // Pages name images by fingerprint: a changed image is a new content version.
  const version = createHash('sha256').update(images.digest);
  for (const file of files.sort((a, b) => a.name.localeCompare(b.name))) version.update(file.name).update('\0').update(file.text);

  return {
    version: version.digest('hex').slice(0, 16),
    business: {
      ...businessFile.business,
      siteUrl: siteUrl ?? businessFile.business.siteUrl,
      boroughCounts: Object.fromEntries(BOROUGHS.map((b) => [b, neighborhoods.filter((n) => n.borough === b).length])),
      navigation: {
        services: services.map(({ slug, name, shortName }) => ({ slug, name, shortName })),
        popularAreas: businessFile.business.popularAreas.map((slug) => ({
          path: `/local/${slug}`,
          label: neighborhoodBySlug.get(slug)!.neighborhood,
        })),
      },
    },
    services: servedServices,
    serviceBySlug: new Map(servedServices.map((service) => [service.slug, service])),
    gallery: servedGallery,
    featuredGallery: servedGallery.filter((item) => item.featured),
    neighborhoods: neighborhoods.map(({ slug, neighborhood, borough }) => ({ slug, neighborhood, borough })),
    neighborhoodBySlug,
    posts: renderedPosts.map(({ content: _content, ...summary }) => summary),
    postBySlug,
    serviceLocations: serviceLocations.map(({ content: _content, ...summary }) => summary),
    serviceLocationBySlug,
    neighborhoodFiles: neighborhoodFileOf,
    imageFiles: images.files,
  };
}

function indexBySlug<T extends { slug: string }>(
  file: string,
  items: T[],
  problems: string[],
  label: (file: string) => string,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) {
    if (index.has(item.slug)) problems.push(`${label(file)} → ${item.slug}: slug: used twice; every slug must be unique`);
    index.set(item.slug, item);
  }
  return index;
}
