import { preload } from 'react-dom';
import type { GalleryItem, SiteImage } from '../../shared/api-types';
import { imageSources, largestVariant } from '../../shared/image-sources';

export function galleryImage(item: GalleryItem): SiteImage {
  return {
    url: item.imageUrl,
    width: item.imageWidth,
    height: item.imageHeight,
    alt: item.imageAlt,
    ...(item.imageSized && { sized: true }),
  };
}

/** A project image with its AVIF and WebP variants when it has them; otherwise the single file. */
export function ProjectImage({
  image,
  sizes,
  priority,
  className,
}: {
  image: SiteImage;
  sizes: string;
  /** The page's largest image: preloaded at high priority where it is above the fold (`media`). */
  priority?: { media: string };
  className?: string;
}) {
  const common = {
    className,
    src: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    // Lazy even for the priority image: where it is above the fold its preload
    // fetches it first; where it is not (phones), it doesn't compete with the text.
    loading: 'lazy',
    decoding: 'async',
  } as const;
  const { avif, webp } = image.sized ? imageSources(image.url) : {};
  if (priority) {
    // React puts this <link rel="preload"> in the head.
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      media: priority.media,
      ...(avif && { imageSrcSet: avif, imageSizes: sizes, type: 'image/avif' }),
    });
  }
  if (!avif && !webp) return <img {...common} />;
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img {...common} srcSet={webp} sizes={sizes} />
    </picture>
  );
}

/** The largest file of a project's image: what its card links to without JavaScript. */
export function largestImageUrl(item: GalleryItem): string {
  return item.imageSized ? largestVariant(item.imageUrl) : item.imageUrl;
}
