import type { Updateable } from 'kysely';
import { MSG } from '../../../shared/messages';
import { CURRENT_PASSWORD_FIELD } from '../../../shared/profile/account-change';
import { PRIVACY_FIELDS, parsePrivacyField } from '../../../shared/profile/privacy';
import { checkProfileField, EDITABLE_FIELDS } from '../../../shared/profile/profile-fields';
import { isValidPassword } from '../../../shared/rules/password';
import type { SavedColumns } from '../../db/profiles-repo';
import type { UsersTable } from '../../db/schema';
import type { UserRow } from '../../db/users-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { queueVerificationMail } from '../../mail/verify-mail-job';
import type { FormData } from '../../plugins/form';
import { confirmCurrentPassword } from '../../security/current-password';
import { hashPassword } from '../../security/passwords';
import { readPhotoChanges } from './photo-slots';

/**
 * Applies one profile save: every sent field is checked first, the current password when the
 * password or recovery email changes, then every photo decoded, and only then is anything
 * written, in one transaction. Fields not sent stay as they are. Answers the columns the save
 * changed.
 */
export async function saveProfile(
  deps: AppDeps,
  userId: number,
  form: FormData,
  sessionHash: string,
): Promise<SavedColumns> {
  const row = await deps.users.findById(userId);
  if (!row) throw notFound('No such member');
  const changes = { ...readTextChanges(form, row), ...readPrivacyChanges(form) };
  const password = form.fields.password ?? '';
  if (password !== '' && !isValidPassword(password)) throw badRequest(MSG.passwordRule);
  if (password !== '' || changes.recoveryemail !== undefined) {
    await confirmCurrentPassword(deps, row, form.fields[CURRENT_PASSWORD_FIELD]);
  }

  const photos = await readPhotoChanges(userId, form, deps.now());
  if (password !== '') changes.password_hash = await hashPassword(password);
  // A new address starts unconfirmed, grandfathered or not.
  if (changes.recoveryemail !== undefined)
    Object.assign(changes, { recoveryemail_verified_at: null, email_grandfathered: 0 });
  changes.updated_at = deps.now();

  const saved = await deps.profiles.save({
    userId,
    changes,
    newImages: photos.newImages,
    photos: photos.apply,
    keepSessionHash: sessionHash,
  });
  if (!saved) throw notFound('No such member');
  if (typeof changes.recoveryemail === 'string')
    await queueVerificationMail(deps, userId, changes.recoveryemail);
  return saved;
}

/** The text fields sent, checked and normalised; a recovery email equal to the stored one is no change. */
function readTextChanges(form: FormData, row: UserRow): Updateable<UsersTable> {
  const changes: Record<string, string> = {};
  for (const field of EDITABLE_FIELDS) {
    const raw = form.fields[field];
    if (raw === undefined) continue;
    // The editor sends every field; an unchanged recovery email (even one stored before today's
    // rule) needs neither a check nor the current password.
    if (field === 'recoveryemail' && raw.trim() === row.recoveryemail) continue;
    const check = checkProfileField(field, raw);
    if (!check.ok) throw badRequest(check.message);
    changes[field] = check.value;
  }
  return changes;
}

/** The privacy settings sent (issue 14): stored as text, and the two flags as 0/1. */
function readPrivacyChanges(form: FormData): Updateable<UsersTable> {
  const changes: Updateable<UsersTable> = {};
  for (const field of PRIVACY_FIELDS) {
    const raw = form.fields[field];
    if (raw === undefined) continue;
    const check = parsePrivacyField(field, raw);
    if (!check.ok) throw badRequest(check.message);
    if (field === 'visibility' || field === 'contactvisibility') changes[field] = String(check.value);
    else changes[field] = check.value ? 1 : 0;
  }
  return changes;
}
