import type { Updateable } from 'kysely';
import { MSG } from '../../../shared/messages';
import { checkProfileField, EDITABLE_FIELDS } from '../../../shared/profile/profile-fields';
import { REMOVE_IMAGE, SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import { isValidPassword } from '../../../shared/rules/password';
import type { ImagesTable, UsersTable } from '../../db/schema';
import type { UserRow } from '../../db/users-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import type { FormData } from '../../plugins/form';
import { hashPassword } from '../../security/passwords';
import { imageIdFromUrl, imageUrl, processImage } from '../images/process-image';
import { slideshowSlots } from './mappers';

/**
 * Applies one profile save: every sent field is checked first and every photo decoded, and
 * only then is anything written, in one transaction. Fields not sent stay as they are.
 */
export async function saveProfile(
  deps: AppDeps,
  userId: number,
  form: FormData,
  sessionHash: string,
): Promise<void> {
  const row = await deps.users.findById(userId);
  if (!row) throw notFound('No such member');
  const changes: Updateable<UsersTable> = {};
  for (const field of EDITABLE_FIELDS) {
    const raw = form.fields[field];
    if (raw === undefined) continue;
    const check = checkProfileField(field, raw);
    if (!check.ok) throw badRequest(check.message);
    (changes as Record<string, string>)[field] = check.value;
  }
  const password = form.fields.password ?? '';
  if (password !== '' && !isValidPassword(password)) throw badRequest(MSG.passwordRule);

  const photos = await readPhotos(deps, userId, form, row);
  if (photos.profile !== undefined) changes.image = photos.profile;
  if (photos.slides) changes.slideshow = JSON.stringify(photos.slides);
  if (password !== '') changes.password_hash = await hashPassword(password);
  changes.updated_at = deps.now();

  await deps.profiles.save({
    userId,
    changes,
    newImages: photos.newImages,
    removedImageIds: photos.removedImageIds,
    keepSessionHash: sessionHash,
  });
}

async function readPhotos(deps: AppDeps, userId: number, form: FormData, row: UserRow) {
  const newImages: ImagesTable[] = [];
  const removedImageIds: string[] = [];
  const now = deps.now();

  /** New URL for a slot: a processed upload, '' when removed, undefined when untouched. */
  async function slot(name: string, label: string, current: string): Promise<string | undefined> {
    const file = form.files[name];
    const text = form.fields[name];
    if (!file && text === undefined) return undefined;
    if (!file && text !== REMOVE_IMAGE && text !== '')
      throw badRequest(`${label}: send a file or "${REMOVE_IMAGE}"`);
    if (!file && text === '') return undefined;
    const oldId = imageIdFromUrl(current);
    if (oldId) removedImageIds.push(oldId);
    if (!file) return '';
    const image = await processImage(file, label);
    newImages.push({ ...image, user_id: userId, created_at: now });
    return imageUrl(image.id);
  }

  const profile = await slot('profileImage', 'Profile photo', row.image);
  const current = slideshowSlots(row);
  let slides: string[] | undefined;
  for (const [i, name] of SLIDE_FIELD_NAMES.entries()) {
    const next = await slot(name, `Slideshow photo ${i + 1}`, current[i] ?? '');
    if (next === undefined) continue;
    slides ??= [...current];
    slides[i] = next;
  }
  return { profile, slides, newImages, removedImageIds };
}
