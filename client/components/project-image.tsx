import { preload } from 'react-dom';
import type { GalleryItem, SiteImage } from '../../shared/api-types';
import { avifSrcset, largestVariant, type ImageWidth } from '../../shared/image-sources';

export function galleryImage(item: GalleryItem): SiteImage {
  return {
    url: item.imageUrl,
    width: item.imageWidth,
    height: item.imageHeight,
    alt: item.imageAlt,
    ...(item.imageSized && { sized: true }),
  };
}

/** A project image: its AVIF variants in the widths the place needs when it has them, else (and without AVIF) the file the content names. */
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
  } as const;
  const avif = image.sized ? avifSrcset(image.url, widths) : undefined;
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

/** The largest file of a project's image: what its card links to without JavaScript. */
export function largestImageUrl(item: GalleryItem): string {
  return largestVariant(item.imageUrl, item.imageSized);
}
