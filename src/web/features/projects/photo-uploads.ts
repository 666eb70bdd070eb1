import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { resizePhoto } from '../../lib/resize-photo';
import type { LogActions } from './log-api';

/** A photo chosen for the log: its preview, its words, and how its upload went. */
export interface ChosenPhoto {
  key: string;
  file: File;
  preview: string;
  alt: string;
  credit: string;
  /** 0–1 while it goes up. */
  progress: number;
  sending: boolean;
  /** The server's message when it was refused or the network failed; '' otherwise. */
  error: string;
  /** The entry it was sent to once tried: a Retry sends it there again. */
  entryId: number | null;
}

let counter = 0;

/**
 * The photos chosen in a composer or under an entry, sent one request each (each with its own
 * progress bar), resized on this device first. A photo that fails stays, with the server's message,
 * for a Retry; the ones that went up leave the list.
 */
export function usePhotoUploads(actions: LogActions) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  // Previews are let go when the composer closes (each is shown until then).
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const change = useCallback(
    (key: string, patch: Partial<ChosenPhoto>) =>
      setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p))),
    [],
  );

  const pick = (files: FileList | File[] | null) => {
    const added = [...(files ?? [])].map((file) => ({
      key: `photo-${++counter}`,
      file,
      preview: URL.createObjectURL(file),
      alt: '',
      credit: '',
      progress: 0,
      sending: false,
      error: '',
      entryId: null,
    }));
    previews.current.push(...added.map((p) => p.preview));
    setPhotos((list) => [...list, ...added]);
  };

  const remove = (key: string) => setPhotos((list) => list.filter((p) => p.key !== key));

  /** Sends one photo to its entry; true when it went up (it then leaves the list). */
  const send = async (photo: ChosenPhoto, entryId: number): Promise<boolean> => {
    change(photo.key, { sending: true, error: '', progress: 0, entryId });
    try {
      const file = await resizePhoto(photo.file).catch(() => {
        throw new Error('This device could not read the photo: choose a JPEG, PNG or WebP image.');
      });
      await actions.uploadPhoto(
        entryId,
        { file, alt: photo.alt.trim(), credit: photo.credit.trim() },
        ({ sent, total }) => change(photo.key, { progress: total > 0 ? sent / total : 0 }),
      );
      remove(photo.key);
      return true;
    } catch (error) {
      change(photo.key, {
        sending: false,
        progress: 0,
        error: errorMessage(error, 'This photo could not be uploaded.'),
      });
      return false;
    }
  };

  /** Sends the given photos one after another to `entryId`; answers how many failed. */
  const sendAll = async (list: ChosenPhoto[], entryId: number): Promise<number> => {
    let failed = 0;
    // One at a time: each shows its own progress, and the server decodes one at a time anyway.
    for (const photo of list) if (!(await send(photo, entryId))) failed += 1;
    return failed;
  };

  return { photos, pick, change, remove, send, sendAll, clear: () => setPhotos([]) };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/** The photos that still lack alt text (nothing is published without it). */
export const undescribed = (photos: ChosenPhoto[]) => photos.filter((p) => p.alt.trim() === '');
