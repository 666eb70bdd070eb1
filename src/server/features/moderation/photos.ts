import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import { reviewPath } from '../../db/images-repo';
import { imageIdFromUrl, imageUrl } from '../../images/process-image';
import type { ImageSigner } from '../../images/signed-urls';

/** The profile's photo columns as stored: the photo URL, and the slideshow's JSON list. */
export interface PhotoColumns {
  image: string;
  slideshow: string;
}

/** The five slideshow slots, '' for empty ones, whatever the stored JSON holds. */
export function slideshowSlots(columns: Pick<PhotoColumns, 'slideshow'>): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(columns.slideshow);
  } catch {
    stored = [];
  }
  const list = Array.isArray(stored) ? stored : [];
  return Array.from({ length: SLIDESHOW_SLOTS }, (_, i) => (typeof list[i] === 'string' ? list[i] : ''));
}

/** Every photo now on the profile: the profile photo and the slideshow's. */
export function currentPhotos(columns: PhotoColumns): string[] {
  return [columns.image, ...slideshowSlots(columns)].filter((url) => url !== '');
}

/**
 * A photo URL as a page shows it (`/api/images/{id}`, maybe `/thumb`, maybe signed, maybe with
 * the site's origin) in the stored form `/api/images/{id}`; undefined when it is no photo URL.
 */
export function storedPhotoUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://club.invalid').pathname;
  } catch {
    return undefined;
  }
  const id = imageIdFromUrl(pathname.replace(/\/thumb$/, ''));
  return id === undefined ? undefined : imageUrl(id);
}

/** The photo columns with one photo taken off (its slot left empty). */
export function withoutPhoto(columns: PhotoColumns, url: string): PhotoColumns {
  return {
    image: columns.image === url ? '' : columns.image,
    slideshow: JSON.stringify(slideshowSlots(columns).map((slot) => (slot === url ? '' : slot))),
  };
}

/** Where the photo sat, as the member's notice says it: "your profile photo", "slideshow photo 2". */
export function photoPlace(columns: PhotoColumns, url: string): string {
  if (columns.image === url) return 'your profile photo';
  const slot = slideshowSlots(columns).indexOf(url);
  return slot >= 0 ? `photo ${slot + 1} of your slideshow` : 'a photo of your profile';
}

/**
 * A photo path (`/api/images/{id}` or its `/thumb`) as the organiser's browser opens it: signed
 * for review, so hidden photos and those of suspended or members-only profiles open too.
 */
export function reviewUrl(signer: ImageSigner, path: string): string {
  if (!path) return '';
  const signed = signer.sign(reviewPath(path));
  return path + signed.slice(signed.indexOf('?'));
}
