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
  priority = false,
  className,
}: {
  image: SiteImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const common = {
    className,
    src: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
  } as const;
  if (!SIZED.test(image.url)) return <img {...common} />;
  const srcset = (ext: string) => WIDTHS.map((w) => `${image.url.replace(SIZED, `-${w}.${ext}`)} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <img {...common} srcSet={srcset('webp')} sizes={sizes} />
    </picture>
  );
}
