// The sized variants of a photo, derived from its one fingerprinted URL:
// `/images/loft-960.3f9a2b1c4d5e.webp` stands for the same name at each of
// its `widths` (480, 780, 960, 1170 and 1440 px, never wider than the
// original; 780 and 1170: a phone at 2x and 3x), as AVIF and WebP, under the
// same fingerprint. The server derives them from the original (server/photos).
import type { SiteImage } from './api-types';

export const IMAGE_WIDTHS = [480, 780, 960, 1170, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The width of the file a photo's URL names (the fallback `<img src>`): 960, or the largest below. */
export const FALLBACK_WIDTH = 960;

/**
 * What a picture at most a phone's width or a desktop column (about 560 px)
 * offers: a small screen, and a phone at 2x and 3x. Each width a srcset lists
 * costs every page that shows the picture about 75 bytes.
 */
const COLUMN_WIDTHS: readonly ImageWidth[] = [480, 780, 1170];

const SIZED_URL = /-\d+(\.[0-9a-f]{12})?\.(?:webp|avif)$/;

/** One variant of a sized image's URL. */
export function variantUrl(url: string, width: number, format: ImageFormat): string {
  const [, fingerprint = ''] = SIZED_URL.exec(url) ?? [];
  return url.replace(SIZED_URL, `-${width}${fingerprint}.${format}`);
}

/** The widths a photo offers of those a place wants: the ones it has, and its largest when it is narrower than the place's largest. */
function offeredWidths(available: readonly number[], wanted: readonly number[] = COLUMN_WIDTHS): number[] {
  const offered = wanted.filter((width) => available.includes(width));
  const largest = available.at(-1);
  if (largest !== undefined && largest < Math.max(...wanted) && !offered.includes(largest)) offered.push(largest);
  return offered;
}

/**
 * The AVIF srcset of a photo. Only AVIF: every current browser shows it, and
 * the few that don't get the WebP file its URL names.
 */
export function avifSrcset(image: Pick<SiteImage, 'url' | 'widths'>, wanted?: readonly number[]): string {
  return offeredWidths(image.widths, wanted)
    .map((width) => `${variantUrl(image.url, width, 'avif')} ${width}w`)
    .join(', ');
}

/** The largest WebP file of a photo: what a link preview, structured data and a card's plain link use. */
export function largestUrl(image: Pick<SiteImage, 'url' | 'widths'>): string {
  return variantUrl(image.url, image.widths.at(-1)!, 'webp');
}
