import type { GalleryItem } from '../../shared/api-types';

const SIZED = /-(\d+)\.webp$/;
const WIDTHS = [480, 960, 1440];

/**
 * A gallery image with AVIF and WebP sources at three widths, when the
 * files follow the `{name}-{width}.webp` pattern the image script writes;
 * otherwise the single file as given.
 */
export function ProjectImage({
  item,
  sizes,
  priority = false,
  className,
}: {
  item: Pick<GalleryItem, 'imageUrl' | 'imageWidth' | 'imageHeight' | 'imageAlt'>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!SIZED.test(item.imageUrl)) {
    return (
      <img className={className} src={item.imageUrl} width={item.imageWidth} height={item.imageHeight} alt={item.imageAlt} loading={loading} fetchPriority={fetchPriority} decoding="async" />
    );
  }
  const srcset = (ext: string) => WIDTHS.map((w) => `${item.imageUrl.replace(SIZED, `-${w}.${ext}`)} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <img
        className={className}
        src={item.imageUrl}
        srcSet={srcset('webp')}
        sizes={sizes}
        width={item.imageWidth}
        height={item.imageHeight}
        alt={item.imageAlt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
