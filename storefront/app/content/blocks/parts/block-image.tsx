import type { ImageProps } from '../props';

/**
 * A CMS image with its declared size (the browser reserves its box: no layout shift). The page's
 * first block loads eagerly with high priority, as the likely largest paint; every other lazily.
 */
export function BlockImage({ image, priority, className, sizes }: { image: ImageProps; priority: boolean; className?: string; sizes?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      sizes={sizes}
      // The declared size is the box even if the file's own ratio differs (object-fit in blocks.css).
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
