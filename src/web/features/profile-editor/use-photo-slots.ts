import { useState } from 'react';
import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import {
  EMPTY_TEXT,
  isDescribed,
  type PhotoText,
  photoDetailsField,
  sameText,
  textFromDetails,
} from './photo-text';
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
  /** The description and credit of the photo in the slot now (they move with it). */
  text: PhotoText;
  /** …and of the photo the slot had when the editor opened. */
  originalText: PhotoText;
}

function slot(name: string, label: string, filename: string, url: string, text: PhotoText): PhotoSlot {
  const value: PhotoValue = url ? { kind: 'server', url } : { kind: 'empty' };
  return { name, label, filename, original: url, value, text, originalText: text };
}

/**
 * Slot 0 is the profile photo (shown by its 200×200 thumbnail), then the five slideshow slots, each
 * with the words the server has for its photo.
 */
export function initialSlots(profile: OwnProfile): PhotoSlot[] {
  const image = profile.thumbnail || profile.image;
  const slots = [
    slot('profileImage', 'Profile photo', 'profile.jpg', image, textFromDetails(profile.imageDetails)),
  ];
  for (let i = 0; i < SLIDESHOW_SLOTS; i += 1) {
    const name = SLIDE_FIELD_NAMES[i] ?? `slideshowImage${i}`;
    const url = profile.slideshow[i] ?? '';
    const text = url ? textFromDetails(profile.slideshowDetails?.[i]) : EMPTY_TEXT;
    slots.push(slot(name, `Slideshow photo ${i + 1}`, `slide-${i + 1}.jpg`, url, text));
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
    i === index
      ? { ...s, value: b.value, text: b.text }
      : i === target
        ? { ...s, value: a.value, text: a.text }
        : s,
  );
}

const filled = (s: PhotoSlot) => s.value.kind !== 'empty';

/** The photos that will show without a description (a gentle note, not a blocker). */
export const undescribedCount = (slots: readonly PhotoSlot[]) =>
  slots.filter((s) => filled(s) && !isDescribed(s.text)).length;

/** A new crop in a slot. A new photo starts without words (the old photo's do not fit it); a re-crop keeps them. */
export function withCrop(slot: PhotoSlot, source: File, blob: Blob): PhotoSlot {
  const recrop = slot.value.kind === 'cropped' && slot.value.source === source;
  return { ...slot, value: { kind: 'cropped', source, blob }, text: recrop ? slot.text : EMPTY_TEXT };
}

export function usePhotoSlots(profile: OwnProfile) {
  const [slots, setSlots] = useState(() => initialSlots(profile));
  const update = (index: number, change: (slot: PhotoSlot) => PhotoSlot) =>
    setSlots((all) => all.map((s, i) => (i === index ? change(s) : s)));
  return {
    slots,
    parts: photoParts(slots),
    /** The save's photoDetails field ('' for none). */
    details: photoDetailsField(slots.map((s) => ({ name: s.name, filled: filled(s), text: s.text }))),
    /** True when a description or credit was edited (moves and new photos are in `parts`). */
    textChanged: slots.some((s) => !sameText(s.text, s.originalText)),
    undescribed: undescribedCount(slots),
    accept: (index: number, source: File, blob: Blob) => update(index, (s) => withCrop(s, source, blob)),
    remove: (index: number) => update(index, (s) => ({ ...s, value: { kind: 'empty' }, text: EMPTY_TEXT })),
    describe: (index: number, text: PhotoText) => update(index, (s) => ({ ...s, text })),
    move: (index: number, step: -1 | 1) => setSlots((all) => moveSlide(all, index, step)),
  };
}

export type PhotoSlots = ReturnType<typeof usePhotoSlots>;
