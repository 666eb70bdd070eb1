import { ROLES, SOCIAL_FIELDS, STATE_NAMES, SUPPORT_FIELDS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { isEmptyEmbed } from '../../../shared/profile/embeds';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { checkProfileField, EDITABLE_FIELDS, splitList } from '../../../shared/profile/profile-fields';
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
  'password',
  'confirmPassword',
];

export interface ProfileValues {
  text: Record<string, string>;
  state: string[];
  imawhat: string[];
  password: string;
  confirmPassword: string;
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
  };
}

export type Validation =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Record<string, string>; first: string };

/** Runs the shared field checks (as the server does) and the password rule (SPEC §5). */
export function validateValues(values: ProfileValues): Validation {
  const fields: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of FORM_ORDER) {
    if (name === 'password' || name === 'confirmPassword') continue;
    const raw = name === 'state' || name === 'imawhat' ? values[name].join(',') : (values.text[name] ?? '');
    const check = checkProfileField(name, raw);
    if (check.ok) fields[name] = check.value;
    else errors[name] = check.message;
  }
  if (values.password !== '' && !isValidPassword(values.password)) errors.password = MSG.passwordRule;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = MSG.passwordsDoNotMatch;
  const first = FORM_ORDER.find((name) => errors[name]);
  return first ? { ok: false, errors, first: errors[first] ?? '' } : { ok: true, fields };
}

/** A changed photo slot: a new cropped image, or the request to empty the slot. */
export type PhotoPart = { name: string; blob: Blob; filename: string } | { name: string; remove: true };

/** The multipart body of PUT /api/users/{id}: all text fields, password if set, changed photos. */
export function buildUpdateForm(
  fields: Record<string, string>,
  password: string,
  photos: readonly PhotoPart[],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (password !== '') form.set('password', password);
  for (const part of photos) {
    if ('remove' in part) form.set(part.name, REMOVE_IMAGE);
    else form.set(part.name, part.blob, part.filename);
  }
  return form;
}
