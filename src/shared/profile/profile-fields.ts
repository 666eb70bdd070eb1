import { LIMITS, NONE_OPTION, ROLES, SOCIAL_FIELDS, STATE_NAMES, SUPPORT_FIELDS } from '../constants';
import { recoveryEmailProblem } from '../rules/recovery-email';
import { type EmbedField, isAllowedEmbed, isEmptyEmbed } from './embeds';
import { normalizeHandle } from './link-handles';
import { LINK_KINDS, type LinkField } from './social-links';
import { splitList } from './split-list';

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

interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** Shown only to the member themself (never on the public profile). */
  private?: true;
}

/**
 * Every profile text field a member edits (docs/product.md §3): its checking and its label, in one
 * table. Adding a field is one entry here (plus its column in a migration, which the type check
 * in src/server/db/schema.ts ties to this list); the public profile schema, the editor's
 * messages and the server's save all follow from it.
 */
const BASE_FIELDS = {
  firstname: { kind: 'name', label: 'First name' },
  lastname: { kind: 'name', label: 'Last name' },
  email: { kind: 'email', label: 'Public email' },
  phonenumber: { kind: 'phone', label: 'Public phone number' },
  city: { kind: 'list', label: 'Cities' },
  state: { kind: 'states', label: 'States' },
  imawhat: { kind: 'roles', label: 'I am a…' },
  about: { kind: 'longText', label: 'About me' },
  other: { kind: 'longText', label: 'Other' },
  complete: { kind: 'list', label: 'Completed cosplays' },
  inprogress: { kind: 'list', label: 'Cosplays in progress' },
  cosplaygroup: { kind: 'list', label: 'Cosplay groups' },
  calendar: { kind: 'embed', label: 'Calendar embed URL' },
  milanote: { kind: 'embed', label: 'Milanote embed URL' },
  /** Where reset mail goes. Changing it needs the current password (account-change.ts). */
  recoveryemail: { kind: 'recoveryEmail', label: 'Recovery email', private: true },
} as const satisfies Record<string, FieldSpec>;

export type ProfileField = keyof typeof BASE_FIELDS | LinkField;

const LINK_FIELDS = [...SOCIAL_FIELDS, ...SUPPORT_FIELDS] as const;

export const PROFILE_FIELDS: { readonly [F in ProfileField]: FieldSpec } = {
  ...BASE_FIELDS,
  ...(Object.fromEntries(
    LINK_FIELDS.map((f) => [f, { kind: 'handle', label: LINK_KINDS[f].label }]),
  ) as Record<LinkField, FieldSpec>),
};

export const EDITABLE_FIELDS = Object.keys(PROFILE_FIELDS) as ProfileField[];
/** The fields a visitor may see on a public profile. */
export const PUBLIC_FIELDS = EDITABLE_FIELDS.filter((f) => !PROFILE_FIELDS[f].private) as Exclude<
  ProfileField,
  'recoveryemail'
>[];

export function isProfileField(name: string): name is ProfileField {
  return Object.hasOwn(PROFILE_FIELDS, name);
}

/** The label a form shows and messages use ("Instagram must be…"). */
export function fieldLabel(name: string): string {
  return isProfileField(name) ? PROFILE_FIELDS[name].label : name;
}

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

export { splitList };

function multiSelect(value: string, options: readonly string[], label: string): FieldCheck {
  const picked = splitList(value);
  if (picked.includes(NONE_OPTION)) return { ok: true, value: '' };
  const canonical: string[] = [];
  for (const item of picked) {
    const match = options.find((o) => o.toLowerCase() === item.toLowerCase());
    if (!match) return { ok: false, message: `${label}: ${item} is not one of the choices` };
    if (!canonical.includes(match)) canonical.push(match);
  }
  return { ok: true, value: canonical.join(',') };
}

/** Checks and normalises one field as the form and the server both do. */
export function checkProfileField(field: string, raw: string): FieldCheck {
  if (!isProfileField(field)) return { ok: false, message: `Unknown field ${field}` };
  const { kind, label } = PROFILE_FIELDS[field];
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
        return { ok: false, message: `${label} must look like name@example.com` };
      }
      return { ok: true, value };
    case 'phone':
      if (value === '') return { ok: true, value };
      if (!/^[0-9+()\-. ]{7,25}$/.test(value)) {
        return { ok: false, message: `${label} may contain only digits, spaces and + ( ) - .` };
      }
      return { ok: true, value };
    case 'list': {
      const items = splitList(value);
      if (items.length > MAX_LIST_ITEMS)
        return { ok: false, message: `${label} can list at most ${MAX_LIST_ITEMS} entries` };
      if (items.some((i) => i.length > LIMITS.handle))
        return { ok: false, message: `${label}: each entry must be at most ${LIMITS.handle} characters` };
      return { ok: true, value: items.join(', ') };
    }
    case 'states':
      return multiSelect(value, STATE_NAMES, label);
    case 'roles':
      return multiSelect(value, ROLES, label);
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
        return { ok: false, message: `${label} must be your ${label} handle or profile address` };
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
