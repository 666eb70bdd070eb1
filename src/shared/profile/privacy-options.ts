/**
 * A member's privacy settings (no zod here, so pages can import it cheaply), as `PUT /api/users/{id}` (multipart) takes them and
 * `GET /api/users/{id}` returns them. Defaults: everything as public as before the settings
 * existed (docs/decisions/0011-privacy-defaults.md).
 */
export const VISIBILITY = ['everyone', 'members'] as const;
export const CONTACT_VISIBILITY = ['everyone', 'members', 'nobody'] as const;
export type Visibility = (typeof VISIBILITY)[number];
export type ContactVisibility = (typeof CONTACT_VISIBILITY)[number];

export interface PrivacySettings {
  visibility: Visibility;
  listed: boolean;
  contactvisibility: ContactVisibility;
  indexable: boolean;
}

export const PRIVACY_DEFAULTS: PrivacySettings = {
  visibility: 'everyone',
  listed: true,
  contactvisibility: 'everyone',
  indexable: true,
};

export const PRIVACY_FIELDS = ['visibility', 'listed', 'contactvisibility', 'indexable'] as const;

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };

/** One privacy field as sent in a form: the value, or a message saying what is allowed. */
export function parsePrivacyField(
  field: (typeof PRIVACY_FIELDS)[number],
  raw: string,
): { ok: true; value: string | boolean } | { ok: false; message: string } {
  const value = raw.trim();
  if (field === 'visibility') {
    return (VISIBILITY as readonly string[]).includes(value)
      ? { ok: true, value }
      : { ok: false, message: 'Visibility must be "everyone" or "members"' };
  }
  if (field === 'contactvisibility') {
    return (CONTACT_VISIBILITY as readonly string[]).includes(value)
      ? { ok: true, value }
      : { ok: false, message: 'Contact visibility must be "everyone", "members" or "nobody"' };
  }
  const flag = BOOLEAN_TEXT[value];
  return flag === undefined
    ? { ok: false, message: `${field === 'listed' ? 'Listed' : 'Indexable'} must be "true" or "false"` }
    : { ok: true, value: flag };
}
