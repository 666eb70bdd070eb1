import { REMOVE_IMAGE, SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import type { ImageDetailsChange, ImageDetailsUpdate } from '../../db/images-repo';
import type { PhotoColumns } from '../../db/profiles-repo';
import type { ImagesTable } from '../../db/schema';
import { badRequest } from '../../http-error';
import {
  checkPhoto,
  checkPixelBudget,
  imageIdFromUrl,
  imageUrl,
  processImage,
} from '../../images/process-image';
import type { FormData } from '../../plugins/form';
import type { UploadedFile } from '../../plugins/upload-files';
import { slideshowSlots } from './mappers';
import { PHOTO_DETAILS_FIELD, readPhotoDetails } from './photo-details-input';

/**
 * What a save does to one slot: a new photo's URL, '' to empty it, a slideshow photo the member
 * already has moved here (reordering), or undefined to leave it.
 */
type SlotChange = string | { move: string } | undefined;

const SLOTS = [
  { name: 'profileImage', label: 'Profile photo' },
  ...SLIDE_FIELD_NAMES.map((name, i) => ({ name, label: `Slideshow photo ${i + 1}` })),
];

export interface PhotoChanges {
  newImages: ImagesTable[];
  /** Applies the changes to the photo columns as they are when the save is written. */
  apply: (current: PhotoColumns) => PhotoColumns & { keepImageIds: string[]; details: ImageDetailsUpdate[] };
}

/**
 * Reads the photo fields of a save. Every upload is checked from its header first (real format,
 * pixels per photo and for the whole save), so a save that is too big is refused before anything
 * is decoded; then each photo is decoded in turn. Nothing is written here.
 *
 * A slideshow slot may also name one of the member's current slideshow photos by its address
 * (`/api/images/…`): the photo moves there. The editor reorders the slideshow this way, sending
 * every slot whose photo changed place, without uploading anything again.
 *
 * The field `photoDetails` gives alt text and credit per slot: they go with the photo that fills
 * the slot once the save is applied (a new upload, a moved photo or the one already there).
 */
export async function readPhotoChanges(userId: number, form: FormData, now: number): Promise<PhotoChanges> {
  const details = readPhotoDetails(form.fields[PHOTO_DETAILS_FIELD], SLOTS);
  const changes: SlotChange[] = [];
  const uploads: Array<{ slot: number; file: UploadedFile; label: string }> = [];
  for (const [slot, { name, label }] of SLOTS.entries()) {
    const file = form.files[name];
    // A moved photo may come back with the signature of a members-only profile: its path is what counts.
    const text = form.fields[name]?.split('?')[0];
    if (file) uploads.push({ slot, file, label });
    else if (text === REMOVE_IMAGE) changes[slot] = '';
    else if (slot > 0 && text !== undefined && imageIdFromUrl(text) !== undefined)
      changes[slot] = { move: text };
    else if (text !== undefined && text !== '') throw badRequest(slotValueMessage(slot, label));
  }
  const checked = await Promise.all(
    uploads.map(async (u) => ({ slot: u.slot, photo: await checkPhoto(u.file, u.label) })),
  );
  checkPixelBudget(checked.map((c) => c.photo));

  const newImages: ImagesTable[] = [];
  // One after another: a save holds at most one place in the process-wide decode queue.
  for (const { slot, photo } of checked) {
    const image = await processImage(photo, { widths: true });
    newImages.push({ ...image, user_id: userId, created_at: now });
    changes[slot] = imageUrl(image.id);
  }
  return { newImages, apply: (current) => applyChanges(current, changes, details) };
}

function slotValueMessage(slot: number, label: string): string {
  return slot === 0
    ? `${label}: send a file or "${REMOVE_IMAGE}"`
    : `${label}: send a file, "${REMOVE_IMAGE}" or the address of one of your slideshow photos`;
}

/**
 * Runs under the row lock, against the columns as they are now: a moved photo must still be in
 * the slideshow (another save may have replaced it meanwhile), and no photo may fill two slots.
 */
function applyChanges(
  current: PhotoColumns,
  changes: readonly SlotChange[],
  details: ReadonlyMap<number, ImageDetailsChange>,
) {
  const image = slotValue(changes[0]) ?? current.image;
  const before = slideshowSlots(current);
  const slides = before.map((url, i) => {
    const change = changes[i + 1];
    if (typeof change !== 'object') return change ?? url;
    if (!before.includes(change.move))
      throw badRequest(`${SLOTS[i + 1]?.label}: that photo is not in your slideshow any more`);
    return change.move;
  });
  const filled = slides.filter((url) => url !== '');
  const moved = changes.some((change) => typeof change === 'object');
  if (moved && new Set(filled).size !== filled.length)
    throw badRequest('Each slideshow photo can fill only one slot');
  const slotIds = [image, ...slides].map(imageIdFromUrl);
  const keepImageIds = slotIds.filter((id) => id !== undefined);
  // Details for an empty slot have no photo to go with, and are dropped.
  const detailUpdates = [...details].flatMap(([slot, change]) => {
    const id = slotIds[slot];
    return id ? [{ id, ...change }] : [];
  });
  return { image, slideshow: JSON.stringify(slides), keepImageIds, details: detailUpdates };
}

const slotValue = (change: SlotChange) => (typeof change === 'object' ? undefined : change);
