// The sized variants of a project image, derived from its one fingerprinted
// URL: `/images/gallery/loft-960.3f9a2b1c4d5e.webp` stands for the same name
// at 480, 960 and 1440 px, as AVIF and WebP, under the same fingerprint.
import type { ImageSources } from './api-types';

export const IMAGE_WIDTHS = [480, 960, 1440] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;

const SIZED_URL = /-\d+(\.[0-9a-f]{12})?\.(?:webp|avif)$/;

/** The srcset of each format for a sized image's URL. */
export function imageSources(url: string): ImageSources {
  const [, fingerprint = ''] = SIZED_URL.exec(url) ?? [];
  const srcset = (format: string) =>
    IMAGE_WIDTHS.map((width) => `${url.replace(SIZED_URL, `-${width}${fingerprint}.${format}`)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

/** The largest variant of a sized image's URL (the URL itself for an image without sizes). */
export function largestVariant(url: string): string {
  return SIZED_URL.test(url) ? url.replace(SIZED_URL, (_match, fingerprint = '') => `-${IMAGE_WIDTHS.at(-1)}${fingerprint}.webp`) : url;
}
