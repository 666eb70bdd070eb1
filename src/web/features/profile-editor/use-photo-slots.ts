import { useState } from 'react';
import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import type { PhotoPart } from './profile-form-model';

/** What a slot shows now: a server image, nothing, or a new crop not yet saved. */
export type PhotoValue =
  | { kind: 'server'; url: string }
  | { kind: 'empty' }
  | { kind: 'cropped'; source: File; blob: Blob };

export interface PhotoSlot {
  /** The multipart field name: profileImage or slideshowImage0..4. */
  name: string;
  label: string;
  filename: string;
  /** The server's image in this slot when the editor opened, '' for none. */
  original: string;
  value: PhotoValue;
}

function slot(name: string, label: string, filename: string, url: string): PhotoSlot {
  return { name, label, filename, original: url, value: url ? { kind: 'server', url } : { kind: 'empty' } };
}

/** Slot 0 is the profile photo (shown by its 200×200 thumbnail), then the five slideshow slots. */
export function initialSlots(profile: OwnProfile): PhotoSlot[] {
  const slots = [slot('profileImage', 'Profile photo', 'profile.jpg', profile.thumbnail || profile.image)];
  for (let i = 0; i < SLIDESHOW_SLOTS; i += 1) {
    const name = SLIDE_FIELD_NAMES[i] ?? `slideshowImage${i}`;
    slots.push(slot(name, `Slideshow photo ${i + 1}`, `slide-${i + 1}.jpg`, profile.slideshow[i] ?? ''));
  }
  return slots;
}

/**
 * Only changed slots are sent: a new crop as a file, a slideshow photo that changed place as its
 * address (the server moves it, nothing is uploaded again), an emptied slot as `remove`.
 */
export function photoParts(slots: readonly PhotoSlot[]): PhotoPart[] {
  const parts: PhotoPart[] = [];
  for (const s of slots) {
    if (s.value.kind === 'cropped') parts.push({ name: s.name, blob: s.value.blob, filename: s.filename });
    else if (s.value.kind === 'server' && s.value.url !== s.original)
      parts.push({ name: s.name, move: s.value.url });
    else if (s.value.kind === 'empty' && s.original !== '') parts.push({ name: s.name, remove: true });
  }
  return parts;
}

/** Swaps the slideshow photo at `index` (1–5; 0 is the profile photo) with its neighbour. */
export function moveSlide(slots: readonly PhotoSlot[], index: number, step: -1 | 1): PhotoSlot[] {
  const target = index + step;
  const a = slots[index];
  const b = slots[target];
  if (index < 1 || target < 1 || !a || !b) return [...slots];
  return slots.map((s, i) =>
    i === index ? { ...s, value: b.value } : i === target ? { ...s, value: a.value } : s,
  );
}

export function usePhotoSlots(profile: OwnProfile) {
  const [slots, setSlots] = useState(() => initialSlots(profile));
  const set = (index: number, value: PhotoValue) =>
    setSlots((all) => all.map((s, i) => (i === index ? { ...s, value } : s)));
  return {
    slots,
    parts: photoParts(slots),
    accept: (index: number, source: File, blob: Blob) => set(index, { kind: 'cropped', source, blob }),
    remove: (index: number) => set(index, { kind: 'empty' }),
    move: (index: number, step: -1 | 1) => setSlots((all) => moveSlide(all, index, step)),
  };
}

export type PhotoSlots = ReturnType<typeof usePhotoSlots>;
