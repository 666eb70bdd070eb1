import type { PhotoDetails } from '../../shared/profile/photo-details';
import type { ImageDetailsRow, ImagesRepo } from '../db/images-repo';
import { imageIdFromUrl } from './process-image';

/** A stored photo's size, alt text and credit as the answers give them; null for no stored photo. */
export function toPhotoDetails(row: ImageDetailsRow | undefined): PhotoDetails | null {
  if (!row) return null;
  const credit = row.credit_name ? { name: row.credit_name, url: row.credit_link } : null;
  return { width: row.width, height: row.height, alt: row.alt, credit };
}

/**
 * The details of the member's photos at these addresses (profile photo, slideshow slots, '' for
 * empty ones), in the same order, read in one query; null where no photo of theirs is stored.
 */
export async function photoDetailsOf(
  images: Pick<ImagesRepo, 'details'>,
  userId: number,
  urls: readonly string[],
): Promise<Array<PhotoDetails | null>> {
  const ids = urls.map((url) => imageIdFromUrl(url));
  const stored = await images.details(
    userId,
    ids.filter((id) => id !== undefined),
  );
  return ids.map((id) => toPhotoDetails(id === undefined ? undefined : stored.get(id)));
}
