// Every photo the content names, derived (a few at a time: each encode holds
// a decoded photo) and served: a photo becomes the images pages show, under
// URLs fingerprinted by its derivation's key, so a changed original or focus
// is a new URL and every image can be cached for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { SiteImage } from '../../shared/api-types';
import { FALLBACK_WIDTH, IMAGE_FORMATS } from '../../shared/image-sources';
import { derivePhoto, PhotoProblem, variantFile, type DerivedPhoto, type Focus, type ShapeName } from './derive-photo';
import { ENCODE_CONCURRENCY, PHOTOS_FOLDER } from './photo-settings';

/** A photo as the content names it: a file of data/photos/, where to keep in view, and what it shows. */
export interface PhotoRef {
  file: string;
  /** "50% 30%": from the left, from the top; the centre when left out. */
  focus?: string;
  alt: string;
}

export interface PhotoLibrary {
  /** What pages show of a photo in a shape (`full` is the card when the photo is 4:3); undefined when it could not be derived. */
  image(photo: PhotoRef, shape: ShapeName): SiteImage | undefined;
  /** Why a photo could not be derived, in an editor's words; undefined when it was. */
  problem(photo: PhotoRef): string | undefined;
  /** Fingerprinted URL → the derived file. */
  files: ReadonlyMap<string, string>;
  /** Changes when any photo's bytes or focus change. */
  digest: string;
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

/** Derives every photo named (each file and focus once), reading the ones already in the cache. */
export async function loadPhotoLibrary(dataDir: string, photos: Iterable<PhotoRef>, options: LibraryOptions): Promise<PhotoLibrary> {
  const inTurn = pLimit(options.concurrency ?? ENCODE_CONCURRENCY);
  const unique = new Map<string, PhotoRef>();
  for (const photo of photos) unique.set(useKey(photo), photo);
  const derived = new Map<string, DerivedPhoto>();
  const problems = new Map<string, string>();
  await Promise.all(
    [...unique].map(([key, photo]) =>
      inTurn(async () => {
        const where = path.join(dataDir, PHOTOS_FOLDER, photo.file);
        let original: Buffer;
        try {
          original = await readFile(where);
        } catch {
          problems.set(key, `no file at ${path.join(path.basename(dataDir), PHOTOS_FOLDER, photo.file)}`);
          return;
        }
        try {
          derived.set(key, await derivePhoto(original, parseFocus(photo.focus), options.cacheDir));
        } catch (error) {
          if (!(error instanceof PhotoProblem)) throw error;
          problems.set(key, `${photo.file} ${error.message}`);
        }
      }),
    ),
  );

  const files = new Map<string, string>();
  for (const [key, photo] of [...derived].sort(([a], [b]) => a.localeCompare(b))) {
    const { file } = unique.get(key)!;
    for (const shape of ['card', 'full'] as const) {
      for (const width of photo[shape]?.widths ?? []) {
        for (const format of IMAGE_FORMATS)
          files.set(
            servedUrl(file, shape, width, format, photo.key),
            path.join(options.cacheDir, photo.key, variantFile(shape, width, format)),
          );
      }
    }
  }
  const digest = [...derived.keys()]
    .sort()
    .map((key) => `${key}\0${derived.get(key)!.key}`)
    .join('\0');

  return {
    files,
    digest,
    problem: (photo) => problems.get(useKey(photo)),
    image(photo, shapeName) {
      const found = derived.get(useKey(photo));
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
  };
}

/** `/images/loft-960.3f9a2b1c4d5e.webp` → `/images/loft-960.webp`; undefined when the name carries no fingerprint. */
export function unfingerprinted(url: string): string | undefined {
  const match = /^(.*)\.[0-9a-f]{12}(\.[a-z0-9]+)$/.exec(url);
  return match ? `${match[1]}${match[2]}` : undefined;
}
