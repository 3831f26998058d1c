// One decoder for every photo the site opens: the originals of data/photos
// (derived at every width, derive-photo.ts) and the photos visitors send
// (kept at 2560 px, server/leads/photos/). Each is refused for the same
// reasons, named by the same codes: a HEIC file, bytes that are no image or
// not in the formats its kind takes, a header that asks for more pixels or
// memory than a decode may have (decode-memory.ts), bytes cut short or
// damaged. An accepted photo is decoded upright (its EXIF orientation), in
// sRGB, alpha flattened on white, its first page only; what is written from
// it carries no metadata (sharp writes none unless asked).
import { open as openFile } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeBytes, type DecodeQueue } from './decode-memory';

// Each photo is decoded once: libvips' cache of operations would only hold on to memory.
sharp.cache(false);

/** What each kind of photo may be. The site's originals are the formats editors are told to use; a visitor's phone may send any of these. */
export const PHOTO_FORMATS = {
  original: ['jpeg', 'png', 'webp', 'heif'],
  visitor: ['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff', 'avif'],
} as const;

/** Why a photo cannot be opened. */
export type DecodeRefusal = 'heic' | 'not-an-image' | 'unsupported-format' | 'too-big-to-open' | 'damaged';

export class PhotoDecodeError extends Error {
  constructor(
    readonly code: DecodeRefusal,
    /** What the header said (format, size), and libvips' own words when it failed. */
    readonly facts: { format?: string; width?: number; height?: number; megapixels?: number; cause?: string } = {},
  ) {
    super(facts.cause ? `${code}: ${facts.cause}` : code);
  }
}

export interface DecodeLimits {
  /** The formats this kind of photo may be. */
  formats: readonly string[];
  /** Pixels libvips may decode at most (the upright size is checked before any pixel is). */
  maxPixels: number;
  /** Memory one decode may take, by its header's estimate; a larger one is refused (too-big-to-open). */
  maxBytes?: number;
  /** The queue every decode of this process waits in; none: decoded at once. */
  queue?: DecodeQueue;
}

export interface OpenedPhoto {
  metadata: Metadata;
  /** Its size upright. */
  width: number;
  height: number;
  /** Decodes it (in its turn) and hands the upright, sRGB, flattened pixels to `finish`; a file that fails is `damaged`. */
  decode<T>(finish: (upright: Sharp) => Promise<T>): Promise<T>;
}

export const megapixels = (pixels: number) => Math.round(pixels / 1e6);
const HEAD_BYTES = 64;

/** Reads a photo's header and checks it against `limits`; throws a PhotoDecodeError saying why it cannot be opened. */
export async function openPhoto(input: string | Buffer, limits: DecodeLimits): Promise<OpenedPhoto> {
  if (isHeic(await headOf(input))) throw new PhotoDecodeError('heic');
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded before the checks below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoDecodeError('not-an-image', { cause: (error as Error).message });
  }
  const { width, height } = metadata.autoOrient;
  const facts = { format: metadata.format, width, height, megapixels: megapixels(width * height) };
  if (!limits.formats.includes(metadata.format)) throw new PhotoDecodeError('unsupported-format', facts);
  const bytes = decodeBytes(metadata);
  if (width * height > limits.maxPixels || bytes > (limits.maxBytes ?? Infinity)) throw new PhotoDecodeError('too-big-to-open', facts);
  return {
    metadata,
    width,
    height,
    decode(finish) {
      const run = async () => {
        try {
          const upright = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'truncated', autoOrient: true, pages: 1 })
            .toColourspace('srgb')
            .flatten({ background: '#ffffff' });
          return await finish(upright);
        } catch (error) {
          throw new PhotoDecodeError('damaged', { ...facts, cause: (error as Error).message });
        }
      };
      return limits.queue ? limits.queue.run(bytes, run) : run();
    },
  };
}

async function headOf(input: string | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, HEAD_BYTES);
  const head = Buffer.alloc(HEAD_BYTES);
  const handle = await openFile(input, 'r');
  try {
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** HEIC/HEIF photos (an iPhone's default): an ISO-BMFF `ftyp` box whose brands are HEVC's and not AVIF's. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = new Set<string>();
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) brands.add(bytes.toString('latin1', offset, offset + 4));
  const heic = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].some((brand) => brands.has(brand));
  return heic && !brands.has('avif');
}
