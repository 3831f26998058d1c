// One original photo in, every served file out: decoded once with a pixel
// limit, turned upright by its EXIF orientation, converted to sRGB, alpha
// flattened, cut to each shape around its focus, and encoded at every width
// up to its own in AVIF and WebP, with no metadata (sharp writes none unless
// asked). The files go to a cache folder named by a hash of the original's
// bytes, its focus and the settings: a photo already derived is read from
// there and never encoded again, by this process or any other.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { folderInTheMaking } from '../storage/durable-file';
import { megapixels, openPhoto, PHOTO_FORMATS, PhotoDecodeError } from './decode-photo';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../shared/image-sources';
import { CARD_ASPECT, ENCODERS, MAX_INPUT_PIXELS, MIN_ORIGINAL, PLACEHOLDER_BANDS, SETTINGS_KEY } from './photo-settings';

/** A point of the photo that every cut keeps in view, as fractions of its width and height from the top left. */
export interface Focus {
  x: number;
  y: number;
}

/** One shape of a photo: its size at full resolution, and the widths it is encoded at. */
interface DerivedShape {
  width: number;
  height: number;
  widths: number[];
  /** Its own colours, top to bottom ("#8a7f72"): the placeholder until it arrives. */
  placeholder: string[];
}

export interface DerivedPhoto {
  /** The hash naming its files: of the original's bytes, its focus and the settings. */
  key: string;
  /** The 4:3 cut every card, hero and list shows, and the whole photo when it is not 4:3 already. */
  card: DerivedShape;
  full?: DerivedShape;
}

export type ShapeName = 'card' | 'full';

/** Something about an original that keeps it off the site, in an editor's words. */
export class PhotoProblem extends Error {}

/** The file of one derived variant inside the photo's cache folder. */
export const variantFile = (shape: ShapeName, width: number, format: string) => `${shape}-${width}.${format}`;

const META_FILE = 'photo.json';

/** The photo's files in `cacheDir`, derived now unless they are there already. */
export async function derivePhoto(original: Buffer, focus: Focus, cacheDir: string): Promise<DerivedPhoto> {
  const key = createHash('sha256').update(original).update(JSON.stringify(focus)).update(SETTINGS_KEY).digest('hex').slice(0, 12);
  const folder = path.join(cacheDir, key);
  const cached = await readFile(path.join(folder, META_FILE), 'utf8').then(
    (text) => JSON.parse(text) as DerivedPhoto,
    () => undefined,
  );
  if (cached) return cached;

  const { pixels, width, height } = await decodeUpright(original);
  const making = await folderInTheMaking(folder);
  try {
    const cut = cutAround(width, height, CARD_ASPECT, focus);
    const card = await encodeShape(pixels, cut, 'card', making.path);
    // A 4:3 original is its own card: the whole photo is the card's files.
    const isCard = cut.width === width && cut.height === height;
    const full = isCard ? undefined : await encodeShape(pixels, { left: 0, top: 0, width, height }, 'full', making.path);
    const derived: DerivedPhoto = { key, card, ...(full && { full }) };
    await writeFile(path.join(making.path, META_FILE), JSON.stringify(derived));
    // Published whole: another process sees all the files or none. If one got there first, its files are the same.
    await making.publish();
    return derived;
  } catch (error) {
    await making.discard();
    throw error;
  }
}

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

/** What an editor is told of an original the decoder refused. */
function editorWords(error: PhotoDecodeError): string {
  const { format = '', width, height, megapixels: mp, cause } = error.facts;
  switch (error.code) {
    case 'heic':
      return 'is a HEIC photo, which the site cannot read: use a JPEG of it. On an iPhone, Settings → Camera → Formats → Most Compatible takes every photo as a JPEG from then on; for this one, any converter makes a JPEG (on a Mac, open it in Preview and choose File → Export → JPEG)';
    case 'not-an-image':
      return `cannot be read as an image; use a JPEG, PNG, WebP or AVIF file (${cause})`;
    case 'unsupported-format':
      return `is a ${format.toUpperCase()} file; use a JPEG, PNG, WebP or AVIF file`;
    case 'too-big-to-open':
      return `is ${width}×${height} (${mp} megapixels), over the limit of ${megapixels(MAX_INPUT_PIXELS)}; make it smaller first`;
    case 'damaged':
      return `is damaged or cut short and cannot be decoded; export it again (${cause})`;
  }
}

/** The original's pixels, upright, in sRGB, alpha flattened on white; or a PhotoProblem saying why not. */
async function decodeUpright(original: Buffer): Promise<{ pixels: Pixels; width: number; height: number }> {
  try {
    const opened = await openPhoto(original, { formats: PHOTO_FORMATS.original, maxPixels: MAX_INPUT_PIXELS });
    const cut = cutAround(opened.width, opened.height, CARD_ASPECT, { x: 0.5, y: 0.5 });
    if (cut.width < MIN_ORIGINAL.width)
      throw new PhotoProblem(
        `is ${opened.width}×${opened.height}, too small: a photo needs at least ${MIN_ORIGINAL.width}×${MIN_ORIGINAL.height} px (its 4:3 cut fills a link preview ${MIN_ORIGINAL.width} px wide)`,
      );
    const pixels = await opened.decode((upright) => upright.raw().toBuffer({ resolveWithObject: true }));
    return { pixels, width: pixels.info.width, height: pixels.info.height };
  } catch (error) {
    throw error instanceof PhotoDecodeError ? new PhotoProblem(editorWords(error)) : error;
  }
}

interface Cut {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest cut of `aspect` from a width×height photo, centred on the focus as far as the edges allow. */
function cutAround(width: number, height: number, aspect: number, focus: Focus): Cut {
  const cutWidth = Math.min(width, Math.round(height * aspect));
  const cutHeight = Math.min(height, Math.round(cutWidth / aspect));
  const clamp = (centre: number, size: number, whole: number) => Math.min(Math.max(Math.round(centre - size / 2), 0), whole - size);
  return {
    left: clamp(focus.x * width, cutWidth, width),
    top: clamp(focus.y * height, cutHeight, height),
    width: cutWidth,
    height: cutHeight,
  };
}

/** Every width (never wider than the cut) in every format, and the placeholder, into `folder`. */
async function encodeShape({ data, info }: Pixels, cut: Cut, shape: ShapeName, folder: string): Promise<DerivedShape> {
  const source = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({
      left: cut.left,
      top: cut.top,
      width: cut.width,
      height: cut.height,
    });
  const widths = IMAGE_WIDTHS.filter((width) => width <= cut.width);
  for (const width of widths) {
    for (const format of IMAGE_FORMATS) {
      const resized = source().resize({ width, kernel: 'lanczos3' });
      const bytes = await (format === 'avif' ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)).toBuffer();
      await writeFile(path.join(folder, variantFile(shape, width, format)), bytes);
    }
  }
  const bands = await source().resize({ width: 1, height: PLACEHOLDER_BANDS, fit: 'fill' }).removeAlpha().raw().toBuffer();
  const placeholder = Array.from({ length: PLACEHOLDER_BANDS }, (_, band) => `#${bands.subarray(band * 3, band * 3 + 3).toString('hex')}`);
  return { width: cut.width, height: cut.height, widths, placeholder };
}
