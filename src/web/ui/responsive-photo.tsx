import { photoSrcSet } from '../../shared/profile/photo-srcset';

interface ResponsivePhotoProps {
  /** One of our photo addresses (`/api/images/{id}`, signed or not). */
  src: string;
  /** The stored photo's own size: the largest srcset candidate, and the box the page reserves. */
  width: number;
  height: number;
  /** How wide the photo shows, as the CSS lays it out: the browser picks the rendition from it. */
  sizes: string;
  alt: string;
  /** The page's first (largest) photo: fetched at once and first; every other photo waits to be near. */
  priority?: boolean;
  className?: string;
  'aria-hidden'?: true;
}

/** A member's photo in the widths the server keeps, sized up front so nothing moves when it loads. */
export function ResponsivePhoto({ src, width, height, sizes, alt, priority, ...rest }: ResponsivePhotoProps) {
  return (
    <img
      {...rest}
      src={src}
      srcSet={photoSrcSet(src, width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
