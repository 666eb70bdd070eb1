import { ROLES, SOCIAL_FIELDS, STATE_NAMES, SUPPORT_FIELDS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES } from '../../../shared/profile/account-change';
import { isEmptyEmbed } from '../../../shared/profile/embeds';
import { PHOTO_DETAILS_FIELD } from '../../../shared/profile/photo-rules';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import {
  checkProfileField,
  EDITABLE_FIELDS,
  type ProfileField,
  splitList,
} from '../../../shared/profile/profile-fields';
import { REMOVE_IMAGE } from '../../../shared/profile/upload-fields';
import { isValidPassword } from '../../../shared/rules/password';

/** The two multi-selects; every other editable field is plain text. */
export type ChoiceField = 'state' | 'imawhat';
export const CHOICE_OPTIONS: Record<ChoiceField, readonly string[]> = { state: STATE_NAMES, imawhat: ROLES };
export const TEXT_FIELDS = EDITABLE_FIELDS.filter((f) => f !== 'state' && f !== 'imawhat');

/** The order fields appear in the form, so the first error reported is the topmost one. */
export const FORM_ORDER = [
  'firstname',
  'lastname',
  'about',
  'other',
  'email',
  'phonenumber',
  'city',
  'state',
  'imawhat',
  'complete',
  'inprogress',
  'cosplaygroup',
  ...SOCIAL_FIELDS,
  ...SUPPORT_FIELDS,
  'calendar',
  'milanote',
  'recoveryemail',
  'password',
  'confirmPassword',
  'currentPassword',
] as const satisfies readonly (ProfileField | PasswordField)[];

/** The password fields, kept apart from the profile's text fields (never prefilled, sent on their own). */
export type PasswordField = 'password' | 'confirmPassword' | 'currentPassword';
const PASSWORD_FIELDS: readonly string[] = ['password', 'confirmPassword', 'currentPassword'];

export interface ProfileValues {
  text: Record<string, string>;
  state: string[];
  imawhat: string[];
  password: string;
  confirmPassword: string;
  /** Needed only when the password or the recovery email changes. */
  currentPassword: string;
}

/** Reads a stored comma-separated choice list into canonical option names (in option order). */
export function parseChoices(value: string, options: readonly string[]): string[] {
  const picked = splitList(value).map((v) => v.toLowerCase());
  return options.filter((o) => picked.includes(o.toLowerCase()));
}

/** Checking an option adds it, unchecking removes it; `none` is the empty selection. */
export function toggleChoice(
  selected: readonly string[],
  option: string,
  checked: boolean,
  options: readonly string[],
): string[] {
  const next = new Set(selected);
  if (checked) next.add(option);
  else next.delete(option);
  return options.filter((o) => next.has(o));
}

export function valuesFromProfile(profile: OwnProfile): ProfileValues {
  const source = profile as unknown as Record<string, unknown>;
  const text: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = typeof source[field] === 'string' ? (source[field] as string) : '';
    text[field] = (field === 'calendar' || field === 'milanote') && isEmptyEmbed(value) ? '' : value;
  }
  return {
    text,
    state: parseChoices(profile.state, CHOICE_OPTIONS.state),
    imawhat: parseChoices(profile.imawhat, CHOICE_OPTIONS.imawhat),
    password: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

/** True when the save changes the password or the recovery email: the server then asks for the current password. */
export function needsCurrentPassword(
  values: ProfileValues,
  saved: Pick<OwnProfile, 'recoveryemail'>,
): boolean {
  return values.password !== '' || recoveryEmailChanged(values, saved);
}

function recoveryEmailChanged(values: ProfileValues, saved: Pick<OwnProfile, 'recoveryemail'>): boolean {
  return (values.text.recoveryemail ?? '').trim() !== saved.recoveryemail;
}

export type Validation =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Record<string, string>; first: string };

/**
 * Runs the shared field checks (as the server does) and the password rule (docs/product.md §5). The recovery
 * email is checked and sent only when changed; a change of it or of the password needs the
 * current password.
 */
export function validateValues(values: ProfileValues, saved: Pick<OwnProfile, 'recoveryemail'>): Validation {
  const fields: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of FORM_ORDER) {
    if (PASSWORD_FIELDS.includes(name)) continue;
    if (name === 'recoveryemail' && !recoveryEmailChanged(values, saved)) continue;
    const raw = name === 'state' || name === 'imawhat' ? values[name].join(',') : (values.text[name] ?? '');
    const check = checkProfileField(name, raw);
    if (check.ok) fields[name] = check.value;
    else errors[name] = check.message;
  }
  if (values.password !== '' && !isValidPassword(values.password)) errors.password = MSG.passwordRule;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = MSG.passwordsDoNotMatch;
  if (needsCurrentPassword(values, saved) && values.currentPassword === '')
    errors.currentPassword = CURRENT_PASSWORD_MESSAGES.missing;
  const first = FORM_ORDER.find((name) => errors[name]);
  return first ? { ok: false, errors, first: errors[first] ?? '' } : { ok: true, fields };
}

/** Every error as [field, message], top of the form first. */
export function orderedErrors(errors: Readonly<Record<string, string>>): Array<[string, string]> {
  return FORM_ORDER.flatMap((name) => (errors[name] ? [[name, errors[name]] as [string, string]] : []));
}

/** True when the member changed anything since the form opened (typing back the old text is no change). */
export function valuesChanged(values: ProfileValues, initial: ProfileValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

/**
 * A changed photo slot: a new cropped image, a slideshow photo the member already has moved into
 * it (by its address), or the request to empty the slot.
 */
export type PhotoPart =
  | { name: string; blob: Blob; filename: string }
  | { name: string; move: string }
  | { name: string; remove: true };

/**
 * The multipart body of PUT /api/users/{id}: the text fields, the password if set, the current
 * password if given (only asked for when needed), the photos' descriptions and credits (the JSON
 * field photoDetails, when there is any photo) and the changed photos.
 */
export function buildUpdateForm(
  fields: Record<string, string>,
  password: string,
  photos: readonly PhotoPart[],
  currentPassword = '',
  photoDetails = '',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (password !== '') form.set('password', password);
  if (currentPassword !== '') form.set(CURRENT_PASSWORD_FIELD, currentPassword);
  if (photoDetails !== '') form.set(PHOTO_DETAILS_FIELD, photoDetails);
  for (const part of photos) {
    if ('remove' in part) form.set(part.name, REMOVE_IMAGE);
    else if ('move' in part) form.set(part.name, part.move);
    else form.set(part.name, part.blob, part.filename);
  }
  return form;
}
