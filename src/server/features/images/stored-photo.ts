import type { ImagesRepo, RenditionColumn } from '../../db/images-repo';
import { hasRendition, type RenditionWidth } from '../../images/renditions';
import { ogFromDisplay, renditionFromDisplay } from '../../images/stored-renditions';

export interface ServedPhoto {
  data: Buffer;
  visibility: string;
}

/**
 * A photo w px wide: the stored rendition; the display image itself when the photo is not wider
 * (the next bigger one); or, for a photo stored before renditions existed, made now from the
 * display image and stored, so it happens once (two first requests at once may both make it:
 * the same bytes, the last write wins).
 */
export async function photoAtWidth(
  images: ImagesRepo,
  id: string,
  w: RenditionWidth,
  review: boolean,
): Promise<ServedPhoto | undefined> {
  const column: RenditionColumn = w === 480 ? 'w480' : 'w960';
  const row = await images.findRendition(id, column, review);
  if (!row) return undefined;
  if (row.made || !hasRendition(row.width, w)) return row;
  const data = await renditionFromDisplay(row.data, w);
  await images.storeRendition(id, column, data);
  return { data, visibility: row.visibility };
}

/**
 * A photo's link-preview image (1200×630 JPEG), made and stored on first request; only for
 * photos everyone may see (never a members-only profile's, which previews must not show).
 */
export async function publicPhotoOg(images: ImagesRepo, id: string): Promise<ServedPhoto | undefined> {
  const row = await images.findRendition(id, 'og');
  if (row?.visibility !== 'everyone') return undefined;
  if (row.made) return row;
  const data = await ogFromDisplay(row.data);
  await images.storeRendition(id, 'og', data);
  return { data, visibility: row.visibility };
}
