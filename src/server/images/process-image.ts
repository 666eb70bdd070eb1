import { randomBytes } from 'node:crypto';
import { badRequest, HttpError } from '../http-error';
import { createLimiter } from '../lib/limiter';
import { imageProcessingSeconds } from '../metrics/image-metrics';
import type { UploadedFile } from '../plugins/upload-files';
import { type EncodedPhoto, MAX_PIXELS, type PhotoHeader } from './photo-codec';
import { PhotoUnreadable, runPhotoJob } from './photo-worker';

/**
 * Per photo: 52 megapixels takes the full-resolution output of 48 MP (8064×6048) and 50 MP
 * (8160×6144) phone sensors; a 20000×20000 "bomb" (400 MP) is refused from its header, before
 * decoding. The photo editor uploads crops of at most 1600 px a side, so only direct uploads
 * come near this.
 */
export { MAX_PIXELS };
/**
 * Per save, all photos together: six 24 MP photos (144 MP) or three 48 MP ones pass; six
 * 50 MP photos (300 MP, ~11 s of CPU) are refused before any is decoded.
 */
export const MAX_PIXELS_PER_SAVE = 150_000_000;
/**
 * Photos decoded at the same time in this process. One keeps a core free for every other
 * request on a 2-core machine (measured with bench/photo-load.ts: 2 at once gave reads a worse
 * p99 and the saves no speed-up); the rest wait in order.
 */
export const PHOTO_DECODES_AT_ONCE = 1;
/** Photos waiting beyond that; more are refused with 503 rather than queued without bound. */
const PHOTO_DECODES_WAITING = 16;

export const photoDecodes = createLimiter({
  active: PHOTO_DECODES_AT_ONCE,
  waiting: PHOTO_DECODES_WAITING,
  full: () => new HttpError(503, 'The server is busy with other photos. Please try again in a minute.'),
});
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const MP = 1_000_000;

export interface CheckedPhoto {
  file: UploadedFile;
  label: string;
  pixels: number;
}

/** A photo's encoded copies (photo-codec.ts) under the id it is stored and served by. */
export interface ProcessedImage extends EncodedPhoto {
  id: string;
}

/**
 * Reads only the header: what the bytes really are (not the declared type or name) and how many
 * pixels they claim. Nothing is decoded yet, so this is cheap even for a bomb.
 */
export async function checkPhoto(file: UploadedFile, label: string): Promise<CheckedPhoto> {
  if (file.size === 0) throw badRequest(`${label}: the file is empty`);
  let header: PhotoHeader;
  try {
    header = await runPhotoJob({ kind: 'header', file: file.path });
  } catch (error) {
    if (error instanceof PhotoUnreadable)
      throw badRequest(`${label}: this file is not a JPEG, PNG or WebP image`);
    throw error;
  }
  if (!header.format || !ACCEPTED.has(header.format)) {
    throw badRequest(`${label}: photos must be JPEG, PNG or WebP images`);
  }
  const pixels = header.width * header.height;
  if (pixels === 0 || pixels > MAX_PIXELS) {
    throw badRequest(`${label}: the image has too many pixels (at most ${MAX_PIXELS / MP} megapixels)`);
  }
  return { file, label, pixels };
}

/** Refuses a save whose photos together are over the per-save budget. */
export function checkPixelBudget(photos: readonly CheckedPhoto[]): void {
  const total = photos.reduce((sum, p) => sum + p.pixels, 0);
  if (total > MAX_PIXELS_PER_SAVE) {
    throw badRequest(
      `The photos of one save may have at most ${MAX_PIXELS_PER_SAVE / MP} megapixels in all (these have ${Math.round(total / MP)}). Save fewer or smaller photos at a time.`,
    );
  }
}

/**
 * Decodes a checked photo once, in turn with every other decode of the process, in the photo
 * process (photo-worker.ts), and re-encodes it to WebP: display size, thumbnail and (for members'
 * photos) the narrower widths (photo-codec.ts). Broken files are refused; re-encoding drops EXIF
 * and GPS data.
 */
export function processImage(
  photo: CheckedPhoto,
  options: { widths?: boolean } = {},
): Promise<ProcessedImage> {
  return photoDecodes.run(async () => {
    const stopTimer = imageProcessingSeconds.startTimer();
    try {
      const encoded = await runPhotoJob({
        kind: 'encode',
        file: photo.file.path,
        widths: options.widths ?? false,
      });
      return { id: randomBytes(16).toString('base64url'), ...encoded };
    } catch (error) {
      if (error instanceof PhotoUnreadable) {
        throw badRequest(`${photo.label}: the image could not be read (is the file complete?)`);
      }
      throw error;
    } finally {
      stopTimer();
    }
  });
}

export const imageUrl = (id: string) => `/api/images/${id}`;
export const thumbUrl = (displayUrl: string) => (displayUrl ? `${displayUrl}/thumb` : '');

/** The image id inside one of our URLs, or undefined for '' or anything else. */
export function imageIdFromUrl(url: string): string | undefined {
  return /^\/api\/images\/([A-Za-z0-9_-]{22})$/.exec(url)?.[1];
}
