import type { EncodedPhoto, LaterRendition, PhotoHeader } from './photo-codec';

/** What the server asks of the photo process (photo-worker.ts → photo-worker-main.ts). */
export type PhotoJob =
  | { kind: 'header'; file: string }
  | { kind: 'encode'; file: string; widths: boolean }
  | { kind: 'rendition'; display: Uint8Array; rendition: LaterRendition };

/** What each kind of job answers. */
export interface PhotoJobResults {
  header: PhotoHeader;
  encode: EncodedPhoto;
  rendition: Buffer;
}

export interface PhotoRequest {
  id: number;
  job: PhotoJob;
}

/** `failed`: libvips could not read or write the bytes (the photo's fault, not the process's). */
export type PhotoReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; failed: string };
