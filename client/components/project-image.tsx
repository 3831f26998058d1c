import { preload } from 'react-dom';
import type { GalleryItem, SiteImage } from '../../shared/api-types';

const SIZED = /-(\d+)\.webp$/;
const WIDTHS = [480, 960, 1440];

export function galleryImage(item: GalleryItem): SiteImage {
  return { url: item.imageUrl, width: item.imageWidth, height: item.imageHeight, alt: item.imageAlt };
}

/**
 * A project image with AVIF and WebP sources at three widths, when the files
 * follow the `{name}-{width}.webp` pattern the image script writes; otherwise
 * the single file as given.
 */
export function ProjectImage({
  image,
  sizes,
  priority,
  className,
}: {
  image: SiteImage;
  sizes: string;
  /** The page's largest image: loaded at once, and preloaded at high priority where it is above the fold (`media`). */
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
  const sized = SIZED.test(image.url);
  const srcset = (ext: string) => WIDTHS.map((w) => `${image.url.replace(SIZED, `-${w}.${ext}`)} ${w}w`).join(', ');
  if (priority) {
    // React puts this <link rel="preload"> in the head.
    preload(sized ? image.url.replace(SIZED, '-960.avif') : image.url, {
      as: 'image',
      fetchPriority: 'high',
      media: priority.media,
      ...(sized && { imageSrcSet: srcset('avif'), imageSizes: sizes, type: 'image/avif' }),
    });
  }
  if (!sized) return <img {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <img {...common} srcSet={srcset('webp')} sizes={sizes} />
    </picture>
  );
}
