import type { Sharp } from 'sharp';
import type { SharpFactory } from './sharp';

/**
 * The smaller copies of a photo (docs/decisions/0016-photo-widths-alt-and-credit.md): WebP at
 * 480 and 960 px wide for phones and laptops, and the 1200×630 JPEG that link previews show.
 * New uploads make the widths from the copy they already decoded (process-image.ts); photos
 * stored before them, and every link preview, are made from the stored display image on first
 * request (stored-renditions.ts).
 */
export const RENDITION_WIDTHS = [480, 960] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const WEBP_QUALITY = 82;
const OG_QUALITY = 82;

/** Whether a photo this wide gets a rendition of width w: only narrower copies are worth storing. */
export const hasRendition = (photoWidth: number, w: RenditionWidth) => photoWidth > w;

export const toWidth = (image: Sharp, w: RenditionWidth) =>
  image.resize({ width: w }).webp({ quality: WEBP_QUALITY });

/**
 * The link-preview image: JPEG (every preview card reads it; not every one reads WebP), cropped
 * to cover 1200×630 around the busiest part of the photo, transparency on white.
 */
export const toOg = (image: Sharp) =>
  image
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: OG_QUALITY, mozjpeg: true });

export interface RawPhoto {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The 480 and 960 renditions of an already decoded photo; null where the photo is not wider. */
export async function widthsFromRaw(
  sharp: SharpFactory,
  raw: RawPhoto,
): Promise<Record<'w480' | 'w960', Buffer | null>> {
  const { width, height, channels } = raw.info;
  const make = (w: RenditionWidth) =>
    hasRendition(width, w)
      ? toWidth(sharp(raw.data, { raw: { width, height, channels } }), w).toBuffer()
      : null;
  // One after another: the save holds one place in the decode queue, which is one core's work.
  const w480 = await make(480);
  const w960 = await make(960);
  return { w480, w960 };
}
