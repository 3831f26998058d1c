// A visitor's photo is untrusted bytes, opened by the site's one decoder
// (server/photos/decode-photo.ts) with the formats a phone may send, a
// pixel limit and the memory budget of a decode, in the process's decode
// queue. It is kept upright, at most PHOTO_LIMITS.longSide on its long side,
// as a JPEG without any metadata (no GPS position of anyone's home, no
// camera, no ICC profile), with a small thumbnail for the e-mail and the operator.
import { PHOTO_LIMITS } from '../../../shared/estimate-fields';
import type { PhotoCode } from '../../../shared/photo-problems';
import type { DecodeQueue } from '../../photos/decode-memory';
import { openPhoto, PHOTO_FORMATS, PhotoDecodeError, type DecodeRefusal } from '../../photos/decode-photo';
import sharp from 'sharp';

/** Pixels libvips is allowed to decode, whatever the estimate says: a 200 MP phone camera fits. */
const MAX_LEAD_PHOTO_PIXELS = 210_000_000;
const PHOTO_QUALITY = 82;
const THUMB_LONG_SIDE = 480;
const THUMB_QUALITY = 70;

export interface DecodedPhoto {
  photo: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** The HTTP status of an upload refused for each reason. */
const PHOTO_STATUS: Record<PhotoCode, number> = {
  'too-large': 413,
  'too-big-to-open': 413,
  'not-an-image': 415,
  heic: 422,
  damaged: 422,
  empty: 400,
  rate: 429,
  full: 507,
  missing: 422,
  'over-count': 422,
  dropped: 400,
};

/** Why a photo is not kept, as a code (the visitor's words are the catalogs'), with the status of an upload refused for it. */
export class UploadProblem extends Error {
  readonly status: number;
  constructor(
    readonly code: PhotoCode,
    readonly facts: {
      /** For a 429: when the sender may send again. */
      retryAfterSeconds?: number;
      /** For too-big-to-open: the image's size. */
      megapixels?: number;
    } = {},
  ) {
    super(code);
    this.status = PHOTO_STATUS[code];
  }
}

/** How the decodes of one process are bounded. */
export interface DecodeLimits {
  /** Bytes one decode may take, by its header's estimate; a larger photo is refused (413). */
  maxBytes: number;
  /** The queue every decode of this process waits in. */
  queue: DecodeQueue;
}

/** A refusal of the decoder, as the visitor's code. */
const VISITOR_CODE: Record<DecodeRefusal, PhotoCode> = {
  heic: 'heic',
  'not-an-image': 'not-an-image',
  'unsupported-format': 'not-an-image',
  'too-big-to-open': 'too-big-to-open',
  damaged: 'damaged',
};

export async function decodeLeadPhoto(input: string | Buffer, { maxBytes, queue }: DecodeLimits): Promise<DecodedPhoto> {
  try {
    const opened = await openPhoto(input, { formats: PHOTO_FORMATS.visitor, maxPixels: MAX_LEAD_PHOTO_PIXELS, maxBytes, queue });
    return await opened.decode(async (upright) => {
      const { data: photo, info } = await upright
        .resize(PHOTO_LIMITS.longSide, PHOTO_LIMITS.longSide, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: PHOTO_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(photo)
        .resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: THUMB_QUALITY })
        .toBuffer();
      return { photo, thumb, width: info.width, height: info.height };
    });
  } catch (error) {
    if (!(error instanceof PhotoDecodeError)) throw error;
    throw new UploadProblem(VISITOR_CODE[error.code], error.code === 'too-big-to-open' ? { megapixels: error.facts.megapixels } : {});
  }
}
