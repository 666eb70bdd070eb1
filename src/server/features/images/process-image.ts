import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../http-error';

/** 50 megapixels covers every phone camera; a 20000×20000 "bomb" (400 MP) is refused before decoding. */
export const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const DISPLAY_MAX = 1600;
const THUMB = 200;

export interface ProcessedImage {
  id: string;
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks what the bytes really are (not the declared type or name), refuses oversized pixel
 * counts and broken files, and re-encodes to WebP. Re-encoding drops EXIF and GPS data.
 */
export async function processImage(input: Buffer, label: string): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest(`${label}: the file is empty`);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'truncated' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw badRequest(`${label}: this file is not a JPEG, PNG or WebP image`);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw badRequest(`${label}: photos must be JPEG, PNG or WebP images`);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
    throw badRequest(`${label}: the image has too many pixels (at most 50 megapixels)`);
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const display = await sharp(input, options)
      .rotate()
      .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(input, options)
      .rotate()
      .resize(THUMB, THUMB, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      id: randomBytes(16).toString('base64url'),
      display: display.data,
      thumb,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw badRequest(`${label}: the image could not be read (is the file complete?)`);
  }
}

export const imageUrl = (id: string) => `/api/images/${id}`;
export const thumbUrl = (displayUrl: string) => (displayUrl ? `${displayUrl}/thumb` : '');

/** The image id inside one of our URLs, or undefined for '' or anything else. */
export function imageIdFromUrl(url: string): string | undefined {
  return /^\/api\/images\/([A-Za-z0-9_-]{22})$/.exec(url)?.[1];
}
