// npm run content:check: every problem in data/ at once, one line each, in
// the form `data/services.json: restoration: features[2]: what is wrong`.
//
// It runs the start-up validation (loadContent) and adds what a page would
// show broken: internal links that answer 404, and project images missing a
// size the page offers. These checks read the files leniently, so they run
// even when a file fails validation. loadContent skips its own duplicate-slug,
// image and service checks for such a file, so they run here on the raw files
// as well (a line both report is printed once).
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BusinessProfile } from '../../shared/api-types';
import { ContentError } from './content-error';
import { loadContent, type Content } from './content-store';
import { classifyHref, hrefsOf, missingPageReason } from './link-check';
import { renderMarkdown } from './markdown';

export interface ContentCheckResult {
  /** `file: item slug: field: what is wrong`, grouped by file. */
  problems: string[];
  /** What was checked, for the one-line OK summary. */
  counts: {
    services: number;
    neighborhoods: number;
    serviceLocations: number;
    posts: number;
    galleryItems: number;
    links: number;
    images: number;
  };
}

/** A content-store line `data/x.json → slug: field: message` in the check's form `data/x.json: slug: field: message`. */
export function toCheckLine(problem: string): string {
  return problem.replace(' → ', ': ');
}

export async function checkContent(dataDir: string): Promise<ContentCheckResult> {
  const found: string[] = [];
  let loaded: Content | undefined;
  try {
    loaded = await loadContent(dataDir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    found.push(...error.problems);
  }
  const files = await readRawContent(dataDir);
  const report = (file: string, line: string) => found.push(`${path.join(path.basename(dataDir), file)}${line}`);
  checkSlugsAndReferences(files, report);
  const images = checkImages(files, dataDir, report);
  const links = checkLinks(files, dataDir, report);

  const fileOf = (line: string) => line.slice(0, line.indexOf(': '));
  const problems = [...new Set(found.map(toCheckLine))];
  problems.sort((a, b) => fileOf(a).localeCompare(fileOf(b))); // stable: each file's lines keep their order
  return {
    problems,
    counts: {
      services: loaded?.services.length ?? files.services.length,
      neighborhoods: loaded?.neighborhoods.length ?? files.neighborhoods.length,
      serviceLocations: loaded?.serviceLocations.length ?? files.pages.length,
      posts: loaded?.posts.length ?? files.posts.length,
      galleryItems: loaded?.gallery.length ?? files.gallery.length,
      links,
      images,
    },
  };
}

type Item = Record<string, unknown>;

/** The items of the data files as written, whatever their validity (a file that is not JSON has none). */
interface RawContent {
  business: Item;
  /** False when services.json has no list of services (its own problem says why). */
  hasServices: boolean;
  services: Item[];
  gallery: Item[];
  posts: Item[];
  pages: Item[];
  neighborhoods: { file: string; item: Item }[];
}

/** Reports `line` (which starts with " → slug: field: ") for `file`. */
type Report = (file: string, line: string) => void;

const slugOf = (item: Item) => (typeof item.slug === 'string' ? item.slug : undefined);

async function readRawContent(dataDir: string): Promise<RawContent> {
  const read = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(path.join(dataDir, file), 'utf8')) as unknown;
    } catch {
      return undefined; // loadContent has said why
    }
  };
  const field = (data: unknown, key: string) => (data && typeof data === 'object' ? (data as Item)[key] : undefined);
  const itemsOf = (data: unknown, key: string): Item[] => {
    const list = field(data, key);
    return Array.isArray(list) ?
        list.filter((item): item is Item => Boolean(item) && typeof item === 'object' && !Array.isArray(item))
      : [];
  };
  const neighborhoodFiles = (await readdir(path.join(dataDir, 'neighborhoods')).catch(() => []))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `neighborhoods/${name}`);
  const neighborhoods: RawContent['neighborhoods'] = [];
  for (const file of neighborhoodFiles) for (const item of itemsOf(await read(file), 'neighborhoods')) neighborhoods.push({ file, item });
  const services = await read('services.json');
  const business = field(await read('business.json'), 'business');
  return {
    business: business && typeof business === 'object' ? (business as Item) : {},
    hasServices: Array.isArray(field(services, 'services')),
    services: itemsOf(services, 'services'),
    gallery: itemsOf(await read('gallery.json'), 'items'),
    posts: itemsOf(await read('blog.json'), 'posts'),
    pages: itemsOf(await read('service-locations.json'), 'pages'),
    neighborhoods,
  };
}

/** loadContent's duplicate-slug and service-reference checks, in its words. */
function checkSlugsAndReferences(files: RawContent, report: Report): void {
  const duplicates = (file: string, items: Item[]) => {
    const seen = new Set<string>();
    for (const slug of items.map(slugOf)) {
      if (slug === undefined) continue;
      if (seen.has(slug)) report(file, ` → ${slug}: slug: used twice; every slug must be unique`);
      seen.add(slug);
    }
  };
  duplicates('services.json', files.services);
  duplicates(
    'neighborhoods/',
    files.neighborhoods.map((n) => n.item),
  );
  duplicates('gallery.json', files.gallery);
  duplicates('service-locations.json', files.pages);
  duplicates('blog.json', files.posts);

  if (!files.hasServices) return;
  const serviceSlugs = new Set(files.services.map(slugOf));
  for (const page of files.pages) {
    if (slugOf(page) !== undefined && typeof page.service === 'string' && !serviceSlugs.has(page.service)) {
      report('service-locations.json', ` → ${slugOf(page)}: service: no service with the slug "${page.service}" in services.json`);
    }
  }
}

/** Images that follow the gallery script's `{name}-{width}.webp` pattern are offered at these widths, as AVIF and WebP (client/components/project-image.tsx). */
const SIZED_IMAGE = /-(\d+)\.webp$/;
const IMAGE_WIDTHS = [480, 960, 1440];
const IMAGE_FORMATS = ['webp', 'avif'];

/** Every image file a page offers, the one named in the data first (its line is loadContent's). Returns how many were checked. */
function checkImages(files: RawContent, dataDir: string, report: Report): number {
  let checked = 0;
  const requireImage = (file: string, item: Item, field: string, url: unknown) => {
    const slug = slugOf(item);
    if (slug === undefined || typeof url !== 'string' || !url.startsWith('/')) return;
    const sizes =
      SIZED_IMAGE.test(url) ?
        IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => url.replace(SIZED_IMAGE, `-${width}.${format}`)))
      : [];
    for (const image of [url, ...sizes.filter((size) => size !== url)]) {
      checked++;
      if (!existsSync(path.join(dataDir, image)))
        report(file, ` → ${slug}: ${field}: no file at ${path.join(path.basename(dataDir), image.slice(1))}`);
    }
  };
  for (const item of files.gallery) requireImage('gallery.json', item, 'imageUrl', item.imageUrl);
  for (const service of files.services) requireImage('services.json', service, 'image.url', (service.image as Item | undefined)?.url);
  return checked;
}

/**
 * Internal links in neighborhood HTML and blog Markdown, against slug indexes
 * of the raw files (so one invalid file does not make every link into it look
 * broken). Service-location pages are simple markup, which has no links.
 * Returns how many were checked.
 */
function checkLinks(files: RawContent, dataDir: string, report: Report): number {
  const bySlug = (items: Item[]) => new Map(items.flatMap((item) => (slugOf(item) === undefined ? [] : [[slugOf(item)!, item] as const])));
  const neighborhoodItems = files.neighborhoods.map((n) => n.item);
  // What the API's read functions use; the rest of Content is never read.
  const site = {
    business: files.business,
    services: files.services,
    serviceBySlug: bySlug(files.services),
    gallery: files.gallery,
    featuredGallery: files.gallery.filter((item) => item.featured === true),
    neighborhoods: neighborhoodItems
      .filter((item) => slugOf(item) !== undefined && typeof item.borough === 'string')
      .map(({ slug, neighborhood, borough }) => ({ slug, neighborhood, borough })),
    neighborhoodBySlug: bySlug(neighborhoodItems),
    posts: files.posts,
    postBySlug: bySlug(files.posts),
    serviceLocations: files.pages,
    serviceLocationBySlug: bySlug(files.pages),
    version: '',
  } as unknown as Content;
  const siteUrl = (files.business as Partial<BusinessProfile>).siteUrl;
  const siteOrigin = typeof siteUrl === 'string' ? siteUrl : undefined;

  let checked = 0;
  const check = (file: string, slug: string, html: string, { reportRelative }: { reportRelative: boolean }) => {
    for (const href of hrefsOf(html)) {
      const target = classifyHref(href, siteOrigin);
      if (target.kind === 'relative' && reportRelative) {
        report(file, ` → ${slug}: content: the link "${href}" is relative; start a link to a page of the site with "/"`);
      }
      if (target.kind !== 'internal') continue;
      checked++;
      const reason =
        target.path.startsWith('/images/') ?
          existsSync(path.join(dataDir, safeDecode(target.path))) ? undefined
          : `no file at ${path.join(path.basename(dataDir), target.path.slice(1))}`
        : missingPageReason(target.path, site);
      if (reason) report(file, ` → ${slug}: content: the link "${href}" goes to no page: ${reason}`);
    }
  };
  for (const { file, item } of files.neighborhoods) {
    const slug = slugOf(item);
    // A link that is not a site path is refused by loadContent's HTML allowlist already.
    if (slug !== undefined && typeof item.content === 'string') check(file, slug, item.content, { reportRelative: false });
  }
  for (const post of files.posts) {
    const slug = slugOf(post);
    if (slug !== undefined && typeof post.content === 'string')
      check('blog.json', slug, renderMarkdown(post.content), { reportRelative: true });
  }
  return checked;
}

/** The one-line summary when nothing is wrong. */
export function okSummary(dataDir: string, { counts: c }: ContentCheckResult): string {
  return (
    `${path.basename(dataDir)}/ is OK: ${c.services} services, ${c.neighborhoods} neighborhoods, ` +
    `${c.serviceLocations} service-location pages, ${c.posts} articles, ${c.galleryItems} gallery projects; ` +
    `${c.links} internal links and ${c.images} image files checked.`
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
