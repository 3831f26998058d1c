// One original photo in, every served file out, in two passes (decision
// record 0037):
// - the survey, all a page needs to name the photo: its key (a hash of the
//   original's bytes, its focus and the settings), the size of each shape
//   (the 4:3 cut around its focus, and the whole photo when that is not
//   4:3), the widths each is served at, and its placeholder colours from a
//   small decode (the decoder shrinks as it reads). Milliseconds a photo, so
//   the site serves as soon as its content is valid, however many photos;
// - the files, every width of each shape in AVIF and WebP, decoded once at
//   full size (upright, sRGB, flattened), with no metadata (sharp writes none
//   unless asked): made in the background, or one at a time when one is
//   asked for first.
// Both go to a cache folder named by the key: the survey as photo.json, each
// file under its own name, each written whole under another name first, so
// any process reads a file whole or not at all, and never makes one twice.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { writeFileDurably } from '../storage/durable-file';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../../shared/image-sources';
import { megapixels, openPhoto, PHOTO_FORMATS, PhotoDecodeError } from './decode-photo';
import { CARD_ASPECT, ENCODERS, MAX_INPUT_PIXELS, MIN_ORIGINAL, PLACEHOLDER_BANDS, SETTINGS_KEY } from './photo-settings';

/** A point of the photo that every cut keeps in view, as fractions of its width and height from the top left. */
export interface Focus {
  x: number;
  y: number;
}

/** One shape of a photo: its size at full resolution, and the widths it is encoded at. */
interface SurveyedShape {
  width: number;
  height: number;
  widths: number[];
  /** Its own colours, top to bottom ("#8a7f72"): the placeholder until it arrives. */
  placeholder: string[];
}

/** What pages need of a photo, before any file of it is made. */
export interface PhotoSurvey {
  /** The hash naming its files: of the original's bytes, its focus and the settings. */
  key: string;
  /** The 4:3 cut every card, hero and list shows, and the whole photo when it is not 4:3 already. */
  card: SurveyedShape;
  full?: SurveyedShape;
}

export type ShapeName = 'card' | 'full';

/** One served file of a photo. */
export interface Variant {
  shape: ShapeName;
  width: number;
  format: ImageFormat;
}

/** Something about an original that keeps it off the site, in an editor's words. */
export class PhotoProblem extends Error {}

/** The file of one variant inside the photo's cache folder. */
export const variantFile = ({ shape, width, format }: Variant) => `${shape}-${width}.${format}`;

const SURVEY_FILE = 'survey.json';
/** The survey decodes the photo this wide: enough for three bands of colour, and read at an eighth of a phone photo's size. */
const SURVEY_WIDTH = 480;

/** The key of an original with its focus: it names the photo's cache folder and every served URL. */
const photoKey = (original: Buffer, focus: Focus) =>
  createHash('sha256').update(original).update(JSON.stringify(focus)).update(SETTINGS_KEY).digest('hex').slice(0, 12);

/** Every variant a survey names. */
export function variantsOf(survey: PhotoSurvey): Variant[] {
  return (['card', 'full'] as const).flatMap((shape) =>
    (survey[shape]?.widths ?? []).flatMap((width) => IMAGE_FORMATS.map((format) => ({ shape, width, format }))),
  );
}

/** The photo's survey: read from its cache folder, or made now (header and a small decode) and kept there. */
export async function surveyPhoto(original: Buffer, focus: Focus, cacheDir: string): Promise<PhotoSurvey> {
  const key = photoKey(original, focus);
  const folder = path.join(cacheDir, key);
  const cached = await readFile(path.join(folder, SURVEY_FILE), 'utf8').then(
    (text) => JSON.parse(text) as PhotoSurvey,
    () => undefined,
  );
  if (cached) return cached;

  const opened = await open(original);
  const { width, height } = opened;
  const small = await opened.decode((upright) =>
    upright
      .resize({ width: Math.min(SURVEY_WIDTH, width) })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const card = cutAround(width, height, CARD_ASPECT, focus);
  const isCard = card.width === width && card.height === height;
  const survey: PhotoSurvey = {
    key,
    card: await surveyShape(small, card, width),
    ...(!isCard && { full: await surveyShape(small, { left: 0, top: 0, width, height }, width) }),
  };
  await writeWhole(path.join(folder, SURVEY_FILE), Buffer.from(JSON.stringify(survey)));
  return survey;
}

/**
 * Makes the files of the survey that are not there yet (`only`: those
 * variants alone), from one full-size decode of the original, waiting for
 * `yieldTo` before the decode and each encode. Resolves with how many it made.
 */
export async function deriveFiles(
  original: Buffer,
  focus: Focus,
  survey: PhotoSurvey,
  cacheDir: string,
  { only, yieldTo = async () => {} }: { only?: Variant[]; yieldTo?: () => Promise<void> } = {},
): Promise<number> {
  const folder = path.join(cacheDir, survey.key);
  const wanted = only ?? variantsOf(survey);
  const missing: Variant[] = [];
  for (const variant of wanted) if (!(await exists(path.join(folder, variantFile(variant))))) missing.push(variant);
  if (missing.length === 0) return 0;
  await yieldTo();
  const opened = await open(original);
  const pixels = await opened.decode((upright) => upright.raw().toBuffer({ resolveWithObject: true }));
  const cuts: Record<ShapeName, Cut> = {
    card: cutAround(pixels.info.width, pixels.info.height, CARD_ASPECT, focus),
    full: { left: 0, top: 0, width: pixels.info.width, height: pixels.info.height },
  };
  for (const variant of missing) {
    await yieldTo();
    await writeWhole(path.join(folder, variantFile(variant)), await encode(pixels, cuts[variant.shape], variant));
  }
  return missing.length;
}

/** The original opened by the site's decoder for originals; or a PhotoProblem in an editor's words. */
async function open(original: Buffer) {
  try {
    const opened = await openPhoto(original, { formats: PHOTO_FORMATS.original, maxPixels: MAX_INPUT_PIXELS });
    const cut = cutAround(opened.width, opened.height, CARD_ASPECT, { x: 0.5, y: 0.5 });
    if (cut.width < MIN_ORIGINAL.width)
      throw new PhotoProblem(
        `is ${opened.width}×${opened.height}, too small: a photo needs at least ${MIN_ORIGINAL.width}×${MIN_ORIGINAL.height} px (its 4:3 cut fills a link preview ${MIN_ORIGINAL.width} px wide)`,
      );
    return {
      width: opened.width,
      height: opened.height,
      decode: <T>(finish: (upright: Sharp) => Promise<T>): Promise<T> =>
        opened.decode(finish).catch((error: unknown) => {
          throw error instanceof PhotoDecodeError ? new PhotoProblem(editorWords(error)) : error;
        }),
    };
  } catch (error) {
    throw error instanceof PhotoDecodeError ? new PhotoProblem(editorWords(error)) : error;
  }
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

interface Pixels {
  data: Buffer;
  info: OutputInfo;
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

/** A shape's size and widths (of the full-size `cut`), and its placeholder from the same cut of the small decode. */
async function surveyShape({ data, info }: Pixels, cut: Cut, fullWidth: number): Promise<SurveyedShape> {
  const scale = info.width / fullWidth;
  const left = Math.min(Math.round(cut.left * scale), info.width - 1);
  const top = Math.min(Math.round(cut.top * scale), info.height - 1);
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(cut.width * scale), info.width - left)),
    height: Math.max(1, Math.min(Math.round(cut.height * scale), info.height - top)),
  };
  const bands = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract(region)
    .resize({ width: 1, height: PLACEHOLDER_BANDS, fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const placeholder = Array.from({ length: PLACEHOLDER_BANDS }, (_, band) => `#${bands.subarray(band * 3, band * 3 + 3).toString('hex')}`);
  return { width: cut.width, height: cut.height, widths: IMAGE_WIDTHS.filter((width) => width <= cut.width), placeholder };
}

/** One variant's bytes: the cut, at its width, in its format. */
function encode({ data, info }: Pixels, cut: Cut, { width, format }: Variant): Promise<Buffer> {
  const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract(cut)
    .resize({ width, kernel: 'lanczos3' });
  return (format === 'avif' ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)).toBuffer();
}

/** Written under another name, then renamed: a reader sees the whole file or none (a cache: no fsync). */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileDurably(file, bytes, { mode: 0o644, sync: false });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
