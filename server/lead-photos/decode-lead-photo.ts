// A visitor's photo is untrusted bytes. It is decoded with a pixel limit
// (read from the header, before any pixel is decoded), and a file cut short
// fails; it is turned upright by its EXIF orientation, made at most
// PHOTO_LIMITS.longSide on its long side, and re-encoded as a JPEG that
// carries no metadata at all (no GPS position of anyone's home, no camera,
// no ICC profile: sharp writes none unless asked). A small thumbnail is made
// for the e-mail and the operator.
import sharp from 'sharp';
import { PHOTO_LIMITS } from '../../shared/estimate-fields';
import { isHeic } from '../photos/derive-photo';

/** Pixels a photo may have before it is decoded: a 200 MP phone camera fits, a decompression bomb does not. */
const MAX_LEAD_PHOTO_PIXELS = 210_000_000;
const PHOTO_QUALITY = 82;
const THUMB_LONG_SIDE = 480;
const THUMB_QUALITY = 70;
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
  ) {
    super(message);
  }
}

const megapixels = (pixels: number) => Math.round(pixels / 1e6);

export async function decodeLeadPhoto(input: string | Buffer, head: Buffer): Promise<DecodedPhoto> {
  if (isHeic(head))
    throw new UploadProblem(
      'This is a HEIC photo, which we cannot open. Choose it again from your photo library (the browser sends it as a JPEG), or set the camera to “Most Compatible”.',
    );
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(input).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new UploadProblem('This file is not a photo we can open. Please choose a JPEG, PNG or WebP photo.', 415);
  }
  if (!format || !READABLE.has(format))
    throw new UploadProblem('This file is not a photo we can open. Please choose a JPEG, PNG or WebP photo.', 415);
  if (pixels > MAX_LEAD_PHOTO_PIXELS)
    throw new UploadProblem(
      `This image is ${megapixels(pixels)} megapixels, more than we can open (${megapixels(MAX_LEAD_PHOTO_PIXELS)}). Please send a smaller copy.`,
      413,
    );
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
}
