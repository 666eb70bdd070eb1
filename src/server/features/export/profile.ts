import { type ExportedProfile, exportedProfileSchema } from '../../../shared/api/export';
import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import { recoveryEmailState } from '../../db/email-verifications-repo';
import type { UserRow } from '../../db/users-repo';
import { imageIdFromUrl, thumbUrl } from '../../images/process-image';

/** A photo the archive holds: its slot, its file in the archive and the stored image's id. */
export interface PhotoEntry {
  slot: string;
  file: string;
  url: string;
  imageId: string;
  /** Its size, alt text and credit; null when no photo of the member is stored there. */
  details: PhotoDetails | null;
}

/** The slideshow column's five slots ('' for empty ones), whatever the stored JSON holds. */
export function slideshowUrls(slideshow: string): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(slideshow);
  } catch {
    stored = [];
  }
  const list = Array.isArray(stored) ? stored : [];
  return Array.from({ length: SLIDESHOW_SLOTS }, (_, i) => (typeof list[i] === 'string' ? list[i] : ''));
}

/** The profile photo's address, then the five slideshow slots' ('' for empty ones). */
export const photoUrls = (row: Pick<UserRow, 'image' | 'slideshow'>) => [
  row.image,
  ...slideshowUrls(row.slideshow),
];

/**
 * Every photo slot of the profile that names one of our images, profile photo first; `details`
 * are those of photoUrls(row), in its order.
 */
export function photoEntries(
  row: Pick<UserRow, 'image' | 'slideshow'>,
  details: ReadonlyArray<PhotoDetails | null>,
): PhotoEntry[] {
  return photoUrls(row).flatMap((url, i) => {
    const slot = i === 0 ? 'profile' : `slideshow-${i}`;
    const imageId = imageIdFromUrl(url);
    return imageId ? [{ slot, file: `photos/${slot}.webp`, url, imageId, details: details[i] ?? null }] : [];
  });
}

/**
 * profile.json: the member's own profile as their editor shows it (every field they gave,
 * birthdate, recovery email, referrer and privacy settings), with the photos the archive holds,
 * their alt text and credit. `details` are those of photoUrls(row), in its order. Parsed through
 * the schema, so columns it does not name (password hash, username key) are dropped.
 */
export function exportedProfile(
  row: UserRow,
  photos: readonly PhotoEntry[],
  details: ReadonlyArray<PhotoDetails | null>,
): ExportedProfile {
  return exportedProfileSchema.parse({
    ...row,
    ID: row.id,
    listed: row.listed !== 0,
    indexable: row.indexable !== 0,
    thumbnail: thumbUrl(row.image),
    imageDetails: details[0] ?? null,
    slideshow: slideshowUrls(row.slideshow),
    slideshowDetails: slideshowUrls(row.slideshow).map((_, i) => details[i + 1] ?? null),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    ...recoveryEmailState(row),
    photos: photos.map(({ slot, file, url, details: about }) => ({
      slot,
      file,
      url,
      alt: about?.alt ?? '',
      credit: about?.credit ?? null,
    })),
  });
}
