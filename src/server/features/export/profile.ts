import { type ExportedProfile, exportedProfileSchema } from '../../../shared/api/export';
import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import type { UserRow } from '../../db/users-repo';
import { imageIdFromUrl, thumbUrl } from '../../images/process-image';

/** A photo the archive holds: its slot, its file in the archive and the stored image's id. */
export interface PhotoEntry {
  slot: string;
  file: string;
  url: string;
  imageId: string;
}

/** The slideshow column's five slots ('' for empty ones), whatever the stored JSON holds. */
function slideshowUrls(slideshow: string): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(slideshow);
  } catch {
    stored = [];
  }
  const list = Array.isArray(stored) ? stored : [];
  return Array.from({ length: SLIDESHOW_SLOTS }, (_, i) => (typeof list[i] === 'string' ? list[i] : ''));
}

/** Every photo slot of the profile that names one of our images, profile photo first. */
export function photoEntries(row: Pick<UserRow, 'image' | 'slideshow'>): PhotoEntry[] {
  const slots = [
    { slot: 'profile', url: row.image },
    ...slideshowUrls(row.slideshow).map((url, i) => ({ slot: `slideshow-${i + 1}`, url })),
  ];
  return slots.flatMap(({ slot, url }) => {
    const imageId = imageIdFromUrl(url);
    return imageId ? [{ slot, file: `photos/${slot}.webp`, url, imageId }] : [];
  });
}

/**
 * profile.json: the member's own profile as their editor shows it (every field they gave,
 * birthdate, recovery email, referrer and privacy settings), with the photos the archive holds.
 * Parsed through the schema, so columns it does not name (password hash, username key) are dropped.
 */
export function exportedProfile(row: UserRow, photos: readonly PhotoEntry[]): ExportedProfile {
  return exportedProfileSchema.parse({
    ...row,
    ID: row.id,
    listed: row.listed !== 0,
    indexable: row.indexable !== 0,
    thumbnail: thumbUrl(row.image),
    slideshow: slideshowUrls(row.slideshow),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    photos: photos.map(({ slot, file, url }) => ({ slot, file, url })),
  });
}
