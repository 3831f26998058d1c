// Images under data/images are served under fingerprinted names
// (`/images/gallery/loft-960.3f9a2b1c4d5e.webp`): a changed file gets a new
// URL, so every image can be cached for a year. Content names an image by its
// plain path. An image with all the sized variants the image script writes
// beside it (`{name}-{480,780,960,1170,1440}.{avif,webp}`) is "sized": one fingerprint,
// of all its files together, names every variant, so pages derive the srcset
// from the one URL (shared/image-sources.ts) and carry no list of URLs.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../shared/image-sources';

const SIZED = /-(\d+)\.(webp|avif)$/;

interface ServedImage {
  /** The fingerprinted URL of the file the content names. */
  url: string;
  /** Every sized variant exists, under the same fingerprint. */
  sized: boolean;
}

export interface ImageFiles {
  /** What pages show for an image path of the content; undefined when there is no such file. */
  served(url: string): ServedImage | undefined;
  /** Fingerprinted URL → the file in the data folder. */
  files: ReadonlyMap<string, string>;
  /** Changes when any image's bytes change. */
  digest: string;
}

/** `/images/a/b-960.webp` + `3f9a2b1c` → `/images/a/b-960.3f9a2b1c.webp`. */
function fingerprinted(url: string, hash: string): string {
  const ext = path.posix.extname(url);
  return `${url.slice(0, -ext.length)}.${hash}${ext}`;
}

/** The files an image path stands for: itself, and its sized variants when it follows the pattern. */
function imageVariants(url: string): string[] {
  if (!SIZED.test(url)) return [url];
  const variants = IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => url.replace(SIZED, `-${width}.${format}`)));
  return [url, ...variants.filter((variant) => variant !== url)];
}

/** Reads and fingerprints every file of the given image paths; missing files are left out (the content check reports them). */
export async function loadImageFiles(dataDir: string, urls: Iterable<string>): Promise<ImageFiles> {
  const hashes = new Map<string, string>();
  const wanted = [...new Set([...urls].flatMap(imageVariants))].sort();
  await Promise.all(
    wanted.map(async (url) => {
      try {
        hashes.set(
          url,
          createHash('sha256')
            .update(await readFile(path.join(dataDir, url)))
            .digest('hex'),
        );
      } catch {
        // not there: not offered
      }
    }),
  );
  const files = new Map<string, string>();
  const served = new Map<string, ServedImage>();
  for (const url of new Set(urls)) {
    if (!hashes.has(url)) continue;
    const variants = imageVariants(url);
    const sized = variants.length > 1 && variants.every((variant) => hashes.has(variant));
    const fingerprint = (members: string[]) =>
      members
        .reduce((hash, member) => hash.update(hashes.get(member)!), createHash('sha256'))
        .digest('hex')
        .slice(0, 12);
    if (sized) {
      const hash = fingerprint(variants);
      for (const variant of variants) files.set(fingerprinted(variant, hash), path.resolve(dataDir, variant.slice(1)));
      served.set(url, { url: fingerprinted(url, hash), sized: true });
    } else {
      const hash = fingerprint([url]);
      files.set(fingerprinted(url, hash), path.resolve(dataDir, url.slice(1)));
      served.set(url, { url: fingerprinted(url, hash), sized: false });
    }
  }
  const digest = createHash('sha256');
  for (const url of wanted) digest.update(`${url}\0${hashes.get(url) ?? ''}\0`);
  return { files, digest: digest.digest('hex'), served: (url) => served.get(url) };
}

/** `/images/a/b-960.3f9a2b1c.webp` → `/images/a/b-960.webp`; undefined when the name carries no fingerprint. */
export function unfingerprinted(url: string): string | undefined {
  const match = /^(.*)\.[0-9a-f]{12}(\.[a-z0-9]+)$/.exec(url);
  return match ? `${match[1]}${match[2]}` : undefined;
}
