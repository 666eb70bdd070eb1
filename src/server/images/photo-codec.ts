import type { Sharp } from 'sharp';
import { type RenditionWidth, toOg, toWidth, widthsFromRaw } from './renditions';
import { loadSharp } from './sharp';

/**
 * Everything the club does with libvips, run inside the photo process (photo-worker-main.ts),
 * never in the server's own: the server sends bytes and gets bytes back (photo-worker.ts).
 */

/** Per photo: see process-image.ts, which checks it from the header before any decode. */
export const MAX_PIXELS = 52_000_000;
const DISPLAY_MAX = 1600;
const THUMB = 200;

export interface PhotoHeader {
  /** 'jpeg', 'png', 'webp', … as the bytes say, whatever the file was called. */
  format: string | undefined;
  width: number;
  height: number;
}

/** Encoded copies of one photo; the caller gives it an id. */
export interface EncodedPhoto {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  /** WebP 480 / 960 px wide (renditions.ts), when asked for and the photo is wider. */
  w480: Buffer | null;
  w960: Buffer | null;
}

/** Reads only the header of an uploaded file (a bomb costs nothing here); throws when it is no image. */
export async function readHeader(file: string): Promise<PhotoHeader> {
  const sharp = await loadSharp();
  // Only the header is read, so no pixel limit is needed here; the caller applies ours.
  const meta = await sharp(file, { limitInputPixels: false }).metadata();
  return { format: meta.format, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * Decodes an uploaded photo once and re-encodes it to WebP: display size, thumbnail and (for members'
 * photos) the narrower widths, all from the one decoded, already-shrunk copy. Re-encoding drops
 * EXIF and GPS data; a broken file throws.
 */
export async function encodePhoto(file: string, options: { widths: boolean }): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  // autoOrient applies the EXIF orientation before the metadata is dropped.
  const decoded = await sharp(file, {
    limitInputPixels: MAX_PIXELS,
    failOn: 'truncated',
    sequentialRead: true,
    autoOrient: true,
  })
    .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const raw = { raw: { width, height, channels } };
  const display = await sharp(decoded.data, raw).webp({ quality: 82 }).toBuffer();
  const thumb = await sharp(decoded.data, raw)
    .resize(THUMB, THUMB, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  const widths = options.widths ? await widthsFromRaw(sharp, decoded) : { w480: null, w960: null };
  return { display, thumb, width, height, ...widths };
}

/** A rendition made later from a stored display image: a narrower width, or the link preview. */
export type LaterRendition = RenditionWidth | 'og';

export async function renditionFromDisplay(display: Buffer, rendition: LaterRendition): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(display, { limitInputPixels: MAX_PIXELS });
  const pipeline = (i: Sharp) => (rendition === 'og' ? toOg(i) : toWidth(i, rendition));
  return pipeline(image).toBuffer();
}
