// A visitor's photo is untrusted bytes. Its header is read first: what it
// would take to decode (server/photos/decode-memory.ts) is checked against a
// budget per decode, and the decode waits its turn in the process's queue,
// whose decodes together stay within the process's budget. A file cut short
// fails; the photo is turned upright by its EXIF orientation, made at most
// PHOTO_LIMITS.longSide on its long side, and re-encoded as a JPEG that
// carries no metadata at all (no GPS position of anyone's home, no camera,
// no ICC profile: sharp writes none unless asked). A small thumbnail is made
// for the e-mail and the operator.
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS } from '../../../shared/estimate-fields';
import { decodeBytes, type DecodeQueue } from '../../photos/decode-memory';
import { isHeic } from '../../photos/derive-photo';

/** Pixels libvips is allowed to decode, whatever the estimate says: a 200 MP phone camera fits. */
const MAX_LEAD_PHOTO_PIXELS = 210_000_000;
const PHOTO_QUALITY = 82;
const THUMB_LONG_SIDE = 480;
const THUMB_QUALITY = 70;
// Each photo is decoded once: libvips' cache of operations would only hold on to memory.
sharp.cache(false);

const READABLE = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff', 'avif']);

export interface DecodedPhoto {
  photo: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** What is wrong with a photo, in words for the visitor who sent it. */
export class UploadProblem extends Error {
  constructor(
    message: string,
    /** The HTTP status of an upload refused for it. */
    readonly status = 422,
    /** For a 429: when the sender may send again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** How the decodes of one process are bounded. */
export interface DecodeLimits {
  /** Bytes one decode may take, by its header's estimate; a larger photo is refused (413). */
  maxBytes: number;
  /** The queue every decode of this process waits in. */
  queue: DecodeQueue;
}

const megapixels = (pixels: number) => Math.round(pixels / 1e6);
const NOT_A_PHOTO = 'This file is not a photo we can open. Please choose a JPEG, PNG or WebP photo.';

export async function decodeLeadPhoto(input: string | Buffer, head: Buffer, limits: DecodeLimits): Promise<DecodedPhoto> {
  if (isHeic(head))
    throw new UploadProblem(
      'This is a HEIC photo, which we cannot open. Choose it again from your photo library (the browser sends it as a JPEG), or set the camera to “Most Compatible”.',
    );
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded before the checks below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadProblem(NOT_A_PHOTO, 415);
  }
  if (!READABLE.has(metadata.format)) throw new UploadProblem(NOT_A_PHOTO, 415);
  const pixels = metadata.width * metadata.height;
  const bytes = decodeBytes(metadata);
  if (pixels > MAX_LEAD_PHOTO_PIXELS || bytes > limits.maxBytes)
    throw new UploadProblem(
      `This image is ${megapixels(pixels)} megapixels, too large for us to open in this format. Please send a smaller copy, or a JPEG.`,
      413,
    );
  return limits.queue.run(bytes, async () => {
    try {
      const upright = sharp(input, { limitInputPixels: MAX_LEAD_PHOTO_PIXELS, failOn: 'truncated', autoOrient: true, pages: 1 })
        .resize(PHOTO_LIMITS.longSide, PHOTO_LIMITS.longSide, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .flatten({ background: '#ffffff' });
      const { data: photo, info } = await upright.jpeg({ quality: PHOTO_QUALITY }).toBuffer({ resolveWithObject: true });
      const thumb = await sharp(photo)
        .resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: THUMB_QUALITY })
        .toBuffer();
      return { photo, thumb, width: info.width, height: info.height };
    } catch {
      throw new UploadProblem('This photo did not arrive whole or is damaged. Please choose it again.');
    }
  });
}
