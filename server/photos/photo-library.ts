// Every photo the content names, surveyed at once and its files made later
// (a few at a time: each holds a decoded photo), and served: a photo becomes
// the images pages show, under URLs fingerprinted by its key, so a changed
// original or focus is a new URL and every image can be cached for a year.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { SiteImage } from '../../shared/api-types';
import { FALLBACK_WIDTH } from '../../shared/image-sources';
import {
  deriveFiles,
  PhotoProblem,
  surveyPhoto,
  variantFile,
  variantsOf,
  type Focus,
  type PhotoSurvey,
  type ShapeName,
  type Variant,
} from './derive-photo';
import { ENCODE_CONCURRENCY, PHOTOS_FOLDER } from './photo-settings';

/** A photo as the content names it: a file of data/photos/, where to keep in view, and what it shows. */
export interface PhotoRef {
  file: string;
  /** "50% 30%": from the left, from the top; the centre when left out. */
  focus?: string;
  alt: string;
}

export interface PhotoLibrary extends PhotoFiles {
  /** What pages show of a photo in a shape (`full` is the card when the photo is 4:3); undefined when it cannot be served. */
  image(photo: PhotoRef, shape: ShapeName): SiteImage | undefined;
  /** Why a photo cannot be served, in an editor's words; undefined when it can. */
  problem(photo: PhotoRef): string | undefined;
  /** Changes when any photo's bytes or focus change. */
  digest: string;
}

/** The served files of the photos. */
export interface PhotoFiles {
  /** Fingerprinted URL → where its file is (or is made). */
  files: ReadonlyMap<string, string>;
  /** The file of `url`, made now if it is not yet; undefined for a URL no photo has. */
  ready(url: string): Promise<string | undefined>;
  /**
   * Makes every file not made yet, newest original first; resolves with how
   * many it made. Before each decode and encode it waits for `yieldTo`:
   * visitors' photos come first.
   */
  deriveAll(options?: { yieldTo?: () => Promise<void> }): Promise<number>;
}

/** A photo surveyed: where its original is, and what it was surveyed with. */
interface Surveyed {
  where: string;
  focus: Focus;
  /** When its original last changed. */
  modified: number;
  survey: PhotoSurvey;
}

export interface LibraryOptions {
  /** Where derived files are kept between runs and processes. */
  cacheDir: string;
  concurrency?: number;
}

/** "50% 30%" → { x: 0.5, y: 0.3 }; the centre when left out. */
function parseFocus(focus: string | undefined): Focus {
  const [x = 50, y = 50] = focus ? focus.split(' ').map((part) => Number.parseFloat(part)) : [];
  return { x: x / 100, y: y / 100 };
}

const useKey = (photo: PhotoRef) => `${photo.file}\0${photo.focus ?? ''}`;

/** `loft.jpg`, `card`, 960, `webp`, its key → `/images/loft-960.3f9a2b1c4d5e.webp` (`loft-full-960…` for the whole photo). */
function servedUrl(file: string, shape: ShapeName, width: number, format: string, key: string): string {
  const stem = path.parse(file).name;
  return `/images/${stem}${shape === 'full' ? '-full' : ''}-${width}.${key}.${format}`;
}

/**
 * Surveys every photo named (each file and focus once; a few milliseconds
 * each, or read from the cache): what pages need to name it. Its files are
 * made later, by `deriveAll` in the background or `ready` when one is asked
 * for first.
 */
export async function loadPhotoLibrary(dataDir: string, photos: Iterable<PhotoRef>, options: LibraryOptions): Promise<PhotoLibrary> {
  const inTurn = pLimit(options.concurrency ?? ENCODE_CONCURRENCY);
  const unique = new Map<string, PhotoRef>();
  for (const photo of photos) unique.set(useKey(photo), photo);
  const surveyed = new Map<string, Surveyed>();
  const problems = new Map<string, string>();
  await Promise.all(
    [...unique].map(([key, photo]) =>
      inTurn(async () => {
        const where = path.join(dataDir, PHOTOS_FOLDER, photo.file);
        let original: Buffer;
        let modified: number;
        try {
          [original, modified] = await Promise.all([readFile(where), stat(where).then((s) => s.mtimeMs)]);
        } catch {
          problems.set(key, `no file at ${path.join(path.basename(dataDir), PHOTOS_FOLDER, photo.file)}`);
          return;
        }
        const focus = parseFocus(photo.focus);
        try {
          surveyed.set(key, { where, focus, modified, survey: await surveyPhoto(original, focus, options.cacheDir) });
        } catch (error) {
          if (!(error instanceof PhotoProblem)) throw error;
          problems.set(key, `${photo.file} ${error.message}`);
        }
      }),
    ),
  );

  const files = new Map<string, string>();
  const variantOf = new Map<string, { photo: Surveyed; variant: Variant }>();
  for (const [key, photo] of [...surveyed].sort(([a], [b]) => a.localeCompare(b))) {
    const { file } = unique.get(key)!;
    for (const variant of variantsOf(photo.survey)) {
      const url = servedUrl(file, variant.shape, variant.width, variant.format, photo.survey.key);
      files.set(url, path.join(options.cacheDir, photo.survey.key, variantFile(variant)));
      variantOf.set(url, { photo, variant });
    }
  }
  const digest = [...surveyed.keys()]
    .sort()
    .map((key) => `${key}\0${surveyed.get(key)!.survey.key}`)
    .join('\0');

  // One make of a photo's files at a time in this process, whoever asks.
  const making = new Map<string, Promise<number>>();
  const derive = (photo: Surveyed, { only, yieldTo }: { only?: Variant[]; yieldTo?: () => Promise<void> } = {}) => {
    const id = `${photo.survey.key}${only ? `:${only.map(variantFile).join(',')}` : ''}`;
    let made = making.get(id);
    if (!made) {
      made = inTurn(async () =>
        deriveFiles(await readFile(photo.where), photo.focus, photo.survey, options.cacheDir, { only, yieldTo }),
      ).finally(() => making.delete(id));
      making.set(id, made);
    }
    return made;
  };

  return {
    files,
    digest,
    problem: (photo) => problems.get(useKey(photo)),
    image(photo, shapeName) {
      const found = surveyed.get(useKey(photo))?.survey;
      if (!found) return undefined;
      const name = shapeName === 'full' && found.full ? 'full' : 'card';
      const shape = found[name]!;
      const width = shape.widths.filter((w) => w <= FALLBACK_WIDTH).at(-1)!;
      return {
        url: servedUrl(photo.file, name, width, 'webp', found.key),
        width,
        height: Math.round((width * shape.height) / shape.width),
        alt: photo.alt,
        widths: shape.widths,
        placeholder: shape.placeholder,
      };
    },
    async ready(url) {
      const file = files.get(url);
      const found = variantOf.get(url);
      if (!file || !found) return undefined;
      if (await exists(file)) return file;
      await derive(found.photo, { only: [found.variant] });
      return file;
    },
    async deriveAll({ yieldTo } = {}) {
      // The newest originals first: the photo an editor just added is the one they look for.
      const photos = [...new Set(surveyed.values())].sort((a, b) => b.modified - a.modified);
      let made = 0;
      for (const photo of photos) made += await derive(photo, { yieldTo });
      return made;
    },
  };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** `/images/loft-960.3f9a2b1c4d5e.webp` → `/images/loft-960.webp`; undefined when the name carries no fingerprint. */
export function unfingerprinted(url: string): string | undefined {
  const match = /^(.*)\.[0-9a-f]{12}(\.[a-z0-9]+)$/.exec(url);
  return match ? `${match[1]}${match[2]}` : undefined;
}
