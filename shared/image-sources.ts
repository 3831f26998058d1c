// The sized variants of a project image, derived from its one fingerprinted
// URL: `/images/gallery/loft-960.3f9a2b1c4d5e.webp` stands for the same name
// at 480, 780, 960, 1170 and 1440 px (780 and 1170: a phone at 2x and 3x), as
// AVIF and WebP, under the same fingerprint.
export const IMAGE_WIDTHS = [480, 780, 960, 1170, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp'] as const;

/**
 * What a picture at most a phone's width or a desktop column (about 560 px)
 * offers: a small screen, and a phone at 2x and 3x. Each width a srcset lists
 * costs every page that shows the picture about 75 bytes.
 */
const COLUMN_WIDTHS: readonly ImageWidth[] = [480, 780, 1170];

const SIZED_URL = /-\d+(\.[0-9a-f]{12})?\.(?:webp|avif)$/;

/** One variant of a sized image's URL. */
export function variantUrl(url: string, width: ImageWidth, format: (typeof IMAGE_FORMATS)[number]): string {
  const [, fingerprint = ''] = SIZED_URL.exec(url) ?? [];
  return url.replace(SIZED_URL, `-${width}${fingerprint}.${format}`);
}

/**
 * The AVIF srcset of a sized image. Only AVIF: every current browser shows it,
 * and the few that don't get the WebP file the content names (960 px).
 */
export function avifSrcset(url: string, widths: readonly ImageWidth[] = COLUMN_WIDTHS): string {
  return widths.map((width) => `${variantUrl(url, width, 'avif')} ${width}w`).join(', ');
}

/** The largest variant of an image's URL when its variants exist (`sized`); else the URL itself. */
export function largestVariant(url: string, sized: boolean | undefined): string {
  return sized && SIZED_URL.test(url) ? variantUrl(url, IMAGE_WIDTHS.at(-1)!, 'webp') : url;
}
