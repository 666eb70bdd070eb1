import type { Updateable } from 'kysely';
import type { ProfileSave } from '../../../shared/profile/profile-api';
import { checkProfileField } from '../../../shared/profile/profile-fields';
import { listValues } from '../../db/member-values';
import type { UsersTable } from '../../db/schema';
import type { UserRow } from '../../db/users-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { queueVerificationMail } from '../../mail/verify-mail-job';
import { queueNotification } from '../../notify/queue-notification';
import type { FormData } from '../../plugins/form';
import { confirmCurrentPassword } from '../../security/current-password';
import { hashPassword } from '../../security/passwords';
import { readPhotoChanges } from './photo-slots';

/**
 * Applies one profile save, its fields checked by the route's schema (profileSaveForm): the
 * current password when the password or recovery email changes, then every photo decoded, and
 * only then is anything written, in one transaction. Fields not sent stay as they are.
 */
export async function saveProfile(
  deps: AppDeps,
  userId: number,
  save: ProfileSave,
  form: FormData,
  sessionHash: string,
): Promise<void> {
  const row = await deps.users.findById(userId);
  if (!row) throw notFound('No such member');
  const changes = { ...textChanges(save, row), ...privacyChanges(save) };
  const { password } = save;
  if (password !== '' || changes.recoveryemail !== undefined) {
    await confirmCurrentPassword(deps, row, save.currentPassword);
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
  if (typeof changes.state === 'string') await announceNewStates(deps, row, changes.state);
}

/**
 * Members of a state who asked to hear of newcomers (off by default) hear of a listed, active
 * member who now names their state (a new member's first states, or a member who moved).
 */
async function announceNewStates(deps: AppDeps, row: UserRow, stateText: string): Promise<void> {
  if (row.status !== 'active' || row.listed !== 1 || row.deleted_at !== null) return;
  const before = new Set(listValues(row.state));
  for (const state of listValues(stateText).filter((s) => !before.has(s)))
    await queueNotification(deps, {
      type: 'member-joined-state',
      subjectKind: 'member',
      subjectId: row.id,
      groupKey: `member-joined-state:${state}`,
      actorId: row.id,
      data: { state },
      to: { rule: 'members-in-states', states: [state] },
    });
}

/**
 * The text fields sent, as the schema normalised them. The recovery email is the one whose check
 * depends on the stored profile: the editor sends every field, and an unchanged address (even
 * one stored before today's rule) needs neither a check nor the current password.
 */
function textChanges(save: ProfileSave, row: UserRow): Updateable<UsersTable> {
  const { recoveryemail, ...checked } = save.text;
  const changes: Record<string, string> = { ...checked };
  if (recoveryemail !== undefined && recoveryemail.trim() !== row.recoveryemail) {
    const check = checkProfileField('recoveryemail', recoveryemail);
    if (!check.ok) throw badRequest(check.message);
    changes.recoveryemail = check.value;
  }
  return changes;
}

/** The privacy settings sent (issue 14), as stored: text, and the two flags as 0/1. */
function privacyChanges(save: ProfileSave): Updateable<UsersTable> {
  const changes: Updateable<UsersTable> = {};
  for (const [field, value] of Object.entries(save.privacy)) {
    if (field === 'visibility' || field === 'contactvisibility') changes[field] = String(value);
    else if (field === 'listed' || field === 'indexable') changes[field] = value ? 1 : 0;
  }
  return changes;
}
