// What the site makes of one original photo: its shapes, widths, formats and
// encoder settings, and the limits an original must meet. Every derived file
// is a function of the original's bytes, its focus and these settings, so the
// cache key (derive-photo.ts) hashes all three.
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../shared/image-sources';

/** The folder of originals, inside the data folder. */
export const PHOTOS_FOLDER = 'photos';

/**
 * The fixed shape places need, cut around the photo's focus: every card, hero
 * and list shows a photo at 4:3, and link previews are drawn from that cut. A
 * project page shows the photo whole (`full`), which is the 4:3 cut itself
 * when the original is 4:3 already.
 */
export const CARD_ASPECT = 4 / 3;

/** The smallest original that fills every place: its 4:3 cut must fill a link preview, 1200 px wide. */
export const MIN_ORIGINAL = { width: 1200, height: 900 } as const;

/**
 * Decoding stops above this many pixels: a few kilobytes can claim billions
 * of pixels (a decompression bomb). 100 megapixels takes a 48 MP phone photo
 * and a full-frame camera's, with room.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/** Encodes that run at once; each holds one decoded photo (a 48 MP photo is about 150 MB). */
export const ENCODE_CONCURRENCY = 2;

/** Encoder settings: AVIF's effort 2 is about seven times faster than 4 for files within 2% of its size. */
export const ENCODERS = {
  avif: { quality: 40, effort: 2 },
  webp: { quality: 72, effort: 4 },
  preview: { quality: 82, mozjpeg: true },
} as const;

/** The placeholder: the photo's own colours, top to bottom, as a gradient behind it until it arrives. */
export const PLACEHOLDER_BANDS = 3;

/** Everything the derived bytes depend on besides the original and its focus: a change makes every photo new. */
export const SETTINGS_KEY = JSON.stringify({
  layout: 1,
  widths: IMAGE_WIDTHS,
  formats: IMAGE_FORMATS,
  CARD_ASPECT,
  ENCODERS,
  PLACEHOLDER_BANDS,
  vips: sharp.versions.vips,
});
