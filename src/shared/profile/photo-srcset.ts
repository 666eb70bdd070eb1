// No zod, and nothing the editor alone needs: the public pages import this (photo-details.ts
// re-exports it beside the schemas).

/** Widths each photo is stored in besides the 200×200 thumbnail (decision 0016). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The smaller renditions a `srcset` may offer (the full photo is always offered at its own width). */
const RENDITION_WIDTHS = [480, 960] as const;

/** The address of one rendition: adds `w=480` / `w=960` as a query parameter (with & after an existing query). */
export function photoUrlAt(url: string, w: 480 | 960): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${w}`;
}

/**
 * srcset for one of our photo URLs (plain `/api/images/{id}` or signed `…?exp=&sig=`): the 480
 * and 960 renditions below the photo's own width, then the photo itself at its width.
 */
export function photoSrcSet(url: string, width: number): string {
  const smaller = RENDITION_WIDTHS.filter((w) => w < width).map((w) => `${photoUrlAt(url, w)} ${w}w`);
  return [...smaller, `${url} ${width}w`].join(', ');
}

/**
 * `sizes` for a photo shown at most `maxRem` wide, or across the page's content (the viewport less
 * its 1rem gutters) when that is narrower. Screens of 2.5 device pixels per CSS pixel or more are
 * told two thirds of that width: a phone at 3× then takes the 960 rendition (about 2.7×) instead of
 * the 1600 one, under half the bytes for a difference nobody sees.
 */
export function photoSizes(maxRem: number): string {
  const width = `min(${maxRem}rem, 100vw - 2rem)`;
  return `(min-resolution: 2.5dppx) calc(${width} * 2 / 3), ${width}`;
}

/** The public profile's photo: 22rem at most (public-profile.css), the page's largest paint. */
export const PROFILE_PHOTO_SIZES = photoSizes(22);

/**
 * The `Link` header that preloads a public profile's photo exactly as its `<img>` will choose it
 * (same srcset and sizes), so the browser fetches one rendition once instead of the full photo too.
 */
export function profilePhotoPreload(url: string, width: number): string {
  return `<${url}>; rel=preload; as=image; imagesrcset="${photoSrcSet(url, width)}"; imagesizes="${PROFILE_PHOTO_SIZES}"; fetchpriority=high`;
}
