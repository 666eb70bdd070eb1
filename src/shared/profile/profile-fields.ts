import { LIMITS, NONE_OPTION, ROLES, SOCIAL_FIELDS, STATE_NAMES, SUPPORT_FIELDS } from '../constants';
import { recoveryEmailProblem } from '../rules/recovery-email';
import { type EmbedField, isAllowedEmbed, isEmptyEmbed } from './embeds';
import { type LinkField, normalizeHandle } from './social-links';

/** Every profile text field a member edits (docs/product.md §3), by the kind of checking it needs. */
export const FIELD_KINDS = {
  firstname: 'name',
  lastname: 'name',
  email: 'email',
  phonenumber: 'phone',
  city: 'list',
  state: 'states',
  imawhat: 'roles',
  about: 'longText',
  other: 'longText',
  complete: 'list',
  inprogress: 'list',
  cosplaygroup: 'list',
  calendar: 'embed',
  milanote: 'embed',
  /** Private: where reset mail goes. Changing it needs the current password (account-change.ts). */
  recoveryemail: 'recoveryEmail',
  ...Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, 'handle'])),
  ...Object.fromEntries(SUPPORT_FIELDS.map((f) => [f, 'handle'])),
} as Record<string, FieldKind>;

export type FieldKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'list'
  | 'states'
  | 'roles'
  | 'longText'
  | 'embed'
  | 'handle'
  | 'recoveryEmail';
export const EDITABLE_FIELDS = Object.keys(FIELD_KINDS);

export const FIELD_LABELS: Record<string, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Public email',
  phonenumber: 'Public phone number',
  city: 'Cities',
  state: 'States',
  imawhat: 'I am a…',
  about: 'About me',
  other: 'Other',
  complete: 'Completed cosplays',
  inprogress: 'Cosplays in progress',
  cosplaygroup: 'Cosplay groups',
  calendar: 'Calendar embed URL',
  milanote: 'Milanote embed URL',
  recoveryemail: 'Recovery email',
};

export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

const MAX_LIST_ITEMS = 30;
/** True when the text holds control characters other than tab, newline and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 127) return true;
  }
  return false;
}

/** Splits a comma-separated list, trims the items and drops empty ones. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function multiSelect(value: string, options: readonly string[], label: string): FieldCheck {
  const picked = splitList(value);
  if (picked.includes(NONE_OPTION)) return { ok: true, value: '' };
  const canonical: string[] = [];
  for (const item of picked) {
    const match = options.find((o) => o.toLowerCase() === item.toLowerCase());
    if (!match) return { ok: false, message: `${item} is not one of the ${label} choices` };
    if (!canonical.includes(match)) canonical.push(match);
  }
  return { ok: true, value: canonical.join(',') };
}

/** Checks and normalises one field as the form and the server both do. */
export function checkProfileField(field: string, raw: string): FieldCheck {
  const kind = FIELD_KINDS[field];
  if (!kind) return { ok: false, message: `Unknown field ${field}` };
  const label = FIELD_LABELS[field] ?? field;
  const value = raw.trim();
  if (hasControlCharacters(value))
    return { ok: false, message: `${label} contains characters that are not allowed` };
  switch (kind) {
    case 'name':
      if (value === '') return { ok: false, message: `${label} cannot be empty` };
      return value.length > LIMITS.name ? tooLong(label, LIMITS.name) : { ok: true, value };
    case 'email':
      if (value === '') return { ok: true, value };
      if (value.length > LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return { ok: false, message: 'Public email must look like name@example.com' };
      }
      return { ok: true, value };
    case 'phone':
      if (value === '') return { ok: true, value };
      if (!/^[0-9+()\-. ]{7,25}$/.test(value)) {
        return { ok: false, message: 'Phone number may contain only digits, spaces and + ( ) - .' };
      }
      return { ok: true, value };
    case 'list': {
      const items = splitList(value);
      if (items.length > MAX_LIST_ITEMS)
        return { ok: false, message: `${label}: at most ${MAX_LIST_ITEMS} entries` };
      if (items.some((i) => i.length > LIMITS.handle))
        return tooLong(`Each entry of ${label}`, LIMITS.handle);
      return { ok: true, value: items.join(', ') };
    }
    case 'states':
      return multiSelect(value, STATE_NAMES, 'state');
    case 'roles':
      return multiSelect(value, ROLES, 'role');
    case 'longText':
      return raw.length > LIMITS.longText ? tooLong(label, LIMITS.longText) : { ok: true, value: raw.trim() };
    case 'embed':
      if (isEmptyEmbed(value)) return { ok: true, value: '' };
      if (value.length > LIMITS.url || !isAllowedEmbed(field as EmbedField, value)) {
        return { ok: false, message: `${label} must be an https address from ${allowedHostText(field)}` };
      }
      return { ok: true, value };
    case 'recoveryEmail': {
      const problem = recoveryEmailProblem(value);
      return problem ? { ok: false, message: problem } : { ok: true, value };
    }
    case 'handle': {
      const handle = normalizeHandle(field as LinkField, value);
      if (handle === null)
        return { ok: false, message: `${field} must be your ${field} handle or profile address` };
      return { ok: true, value: handle };
    }
  }
}

function tooLong(label: string, max: number): FieldCheck {
  return { ok: false, message: `${label} must be at most ${max} characters` };
}

function allowedHostText(field: string): string {
  return field === 'calendar' ? 'calendar.google.com' : 'milanote.com';
}
