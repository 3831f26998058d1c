import { preload } from 'react-dom';
import type { SiteImage } from '../../shared/api-types';
import { avifSrcset, type ImageWidth } from '../../shared/image-sources';

/**
 * A photo: its AVIF variants in the widths the place needs, the WebP file its
 * URL names for browsers without AVIF, and its own colours as the image's
 * background until the photo arrives (the box is the photo's size from the
 * first paint: width and height are set).
 */
export function ProjectImage({
  image,
  sizes,
  widths,
  priority,
  className,
}: {
  image: SiteImage;
  sizes: string;
  /** The variants offered (default: a column's, from a small phone to a phone at 3x). */
  widths?: readonly ImageWidth[];
  /**
   * The image is the largest thing on the page's first screen: loaded at once
   * and preloaded at high priority; with `media`, only on screens that match
   * (beside the title on a desktop, below the first screen on a phone).
   */
  priority?: true | { media: string };
  className?: string;
}) {
  const common = {
    className,
    src: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    loading: priority ? 'eager' : 'lazy',
    // With `media`, where the screen matches, the preload fetches the image at
    // high priority and the element reuses it; elsewhere it waits its turn.
    fetchPriority: priority === true ? 'high' : priority && 'low',
    decoding: 'async',
    style: image.placeholder.length > 0 ? { backgroundImage: `linear-gradient(${image.placeholder.join(',')})` } : undefined,
  } as const;
  const avif = avifSrcset(image, widths);
  if (priority) {
    // React puts this <link rel="preload"> in the head, so the image starts with the stylesheet.
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(priority !== true && { media: priority.media }),
      ...(avif && { imageSrcSet: avif, imageSizes: sizes, type: 'image/avif' }),
    });
  }
  if (!avif) return <img {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img {...common} />
    </picture>
  );
}
