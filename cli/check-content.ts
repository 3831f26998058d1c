// npm run content:check: every problem in data/ at once, one line each, in
// the form `data/services.json: restoration: features[2]: what is wrong`.
//
// It is the start-up validation (readContent, which walks the collection
// registry) plus what pages would get wrong: internal links that answer 404,
// and, by deriving them, every photo that cannot be shown, and British
// spellings in the English text (the site is written in US English; the
// Spanish of data/es/ is not spell-checked), and every item with no Spanish
// translation yet (the Spanish pages leave it out). Content reads
// leniently, so one invalid item leaves the rest checked; a link to an item
// left out as invalid is not reported again (the item's own problem is).
import path from 'node:path';
import { BUSINESS_FILE, COLLECTIONS, collectionEntries, type CollectionName } from '../server/content/collections';
import { formatPath } from '../server/content/content-error';
import { readContent, type ContentRead } from '../server/content/content-store';
import { classifyHref, missingPageReason } from './link-check';
import { britishSpellings } from './us-spelling';
import { hrefsOf } from '../server/content/html-allowlist';
import { unfingerprinted } from '../server/photos/photo-library';
import { claimedDollars, startingPerSqFt } from '../shared/price-range';

export interface ContentCheckResult {
  /** `file: item slug: field: what is wrong`, grouped by file. */
  problems: string[];
  /** What was checked, for the one-line OK summary: each collection's items, links and photos. */
  counts: { collections: Record<CollectionName, number>; links: number; photos: number };
}

/** A loader line `data/x.json → slug: field: message` in the check's form `data/x.json: slug: field: message`. */
export function toCheckLine(problem: string): string {
  return problem.replace(' → ', ': ');
}

export async function checkContent(dataDir: string, photoCache?: string): Promise<ContentCheckResult> {
  const read = await readContent(dataDir, { photoCache });
  // A missing translation fails the check, not the site: the Spanish pages leave the item out until it is written.
  const found = [...read.problems, ...read.untranslated];
  const report: Report = (file, slug, field, message) =>
    found.push(`${path.join(path.basename(dataDir), file)} → ${slug === undefined ? '' : `${slug}: `}${field}: ${message}`);
  const photos = new Set(read.photos.map(({ photo }) => photo.file)).size;
  const links = checkLinks(read, report);
  checkSpelling(read, report);
  checkPriceClaims(read, report);

  const fileOf = (line: string) => line.slice(0, line.indexOf(': '));
  const problems = [...new Set(found.map(toCheckLine))];
  problems.sort((a, b) => fileOf(a).localeCompare(fileOf(b))); // stable: each file's lines keep their order
  const counts = Object.fromEntries(collectionEntries().map(([name]) => [name, read.content?.[name].items.length ?? 0]));
  return { problems, counts: { collections: counts as Record<CollectionName, number>, links, photos } };
}

/** A problem of an item's field; the business profile's have no slug. */
type Report = (file: string, slug: string | undefined, field: string, message: string) => void;

/** Internal links of every HTML and Markdown field the content serves. Returns how many were checked. */
function checkLinks({ content, html, rejected }: ContentRead, report: Report): number {
  if (!content) return 0; // no business profile: no page could be rendered to check against
  const isRejected = ({ collection, slug }: { collection: string; slug: string }) =>
    rejected[collection as CollectionName]?.has(slug) ?? false;
  let checked = 0;
  for (const { file, slug, field, html: source, fromMarkdown } of html) {
    for (const href of hrefsOf(source)) {
      const target = classifyHref(href, content.business.siteUrl);
      // A relative link in editor HTML is refused by the allowlist already; Markdown makes one out of a slip.
      if (target.kind === 'relative' && fromMarkdown) {
        report(file, slug, field, `the link "${href}" is relative; start a link to a page of the site with "/"`);
      }
      if (target.kind !== 'internal') continue;
      checked++;
      const reason =
        target.path.startsWith('/images/') ?
          servesImage(content.images.files, safeDecode(target.path)) ? undefined
          : 'no photo is served at this address'
        : missingPageReason(target.path, content, isRejected);
      if (reason) report(file, slug, field, `the link "${href}" goes to no page: ${reason}`);
    }
  }
  return checked;
}

/** Each British spelling in the text of every item and of the business profile, once per field and written form. */
function checkSpelling({ items, business }: ContentRead, report: Report): void {
  const check = (file: string, slug: string | undefined, value: object, notText: readonly string[]) => {
    for (const { field, text } of textFields(value, notText)) {
      for (const { british, us } of britishSpellings(text)) report(file, slug, field, `"${british}" is British spelling; write "${us}"`);
    }
  };
  for (const { collection, file, item } of items) {
    check(file, item.slug, item, ['slug', ...Object.keys(COLLECTIONS[collection].references ?? {})]);
  }
  if (business) check(BUSINESS_FILE.files, undefined, business, Object.keys(BUSINESS_FILE.references));
}

/** A value that is an address, not text: a site path, a web, mail or phone address, an e-mail address. */
const ADDRESS = /^(?:\/|https?:\/\/|mailto:|tel:)\S*$|^[^\s@]+@[^\s@]+$/i;

/** Every string of an item with its field ("title", "image.alt", "features[2]"), but for the top-level fields named and addresses. */
function* textFields(value: unknown, notText: readonly string[], at: (string | number)[] = []): Generator<{ field: string; text: string }> {
  if (typeof value === 'string') {
    if (!ADDRESS.test(value)) yield { field: formatPath(at), text: value };
  } else if (Array.isArray(value)) {
    for (const [index, child] of value.entries()) yield* textFields(child, notText, [...at, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (at.length > 0 || !notText.includes(key)) yield* textFields(child, notText, [...at, key]);
    }
  }
}

/** The one-line summary when nothing is wrong: each collection counted in the registry's words. */
export function okSummary(dataDir: string, { counts }: ContentCheckResult): string {
  const items = collectionEntries().map(([name, declared]) => `${counts.collections[name]} ${declared.plural}`);
  return `${path.basename(dataDir)}/ is OK: ${items.join(', ')}; ${counts.links} internal links and ${counts.photos} photos checked.`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True when a link names a served image, by its fingerprinted name or its plain one. */
function servesImage(files: ReadonlyMap<string, string>, url: string): boolean {
  return files.has(url) || [...files.keys()].some((served) => unfingerprinted(served) === url);
}

/**
 * The site's price claims hold against data/prices.json: the "starting at"
 * claim and each service's starting price are the lowest price per square
 * foot of a new floor, never below it.
 */
function checkPriceClaims({ content }: ContentRead, report: Report): void {
  if (!content) return;
  const starting = startingPerSqFt(content.prices.items);
  if (starting === undefined) return;
  const claim = content.business.claims.startingPrice;
  if (claimedDollars(claim) !== starting)
    report(
      BUSINESS_FILE.files,
      undefined,
      'claims.startingPrice',
      `says "${claim}", but the lowest price of a new floor in prices.json is $${starting} per sq ft`,
    );
  for (const service of content.services.items) {
    const claimed = service.price === undefined ? undefined : claimedDollars(service.price);
    if (claimed !== undefined && claimed < starting)
      report(
        COLLECTIONS.services.files,
        service.slug,
        'price',
        `says "${service.price}", below the lowest price of a new floor in prices.json ($${starting} per sq ft)`,
      );
  }
}
