import { PHOTO_DETAILS_FIELD } from '../profile/photo-rules';
import { fieldLabel, isProfileField } from '../profile/profile-fields';
import type { ShownTextKind } from './shown-text';

/** Fields that hold a person's name: one line, the stricter rule (rules/shown-text.ts). */
const NAME_FIELDS = new Set(['firstname', 'lastname', 'username', 'referredby', 'creditName']);

/**
 * The labels the forms show for the text fields of request bodies that are not profile fields
 * (profile fields take theirs from profile-fields.ts), so that a refusal names the field as the
 * member sees it. A field named nowhere is named by its key.
 */
const LABELS: Record<string, string> = {
  username: 'Username',
  referredby: 'Referred by',
  city: 'City',
  title: 'Title',
  venue: 'Venue',
  address: 'Address',
  url: 'Website',
  description: 'Description',
  cosplan: 'Cosplan',
  note: 'Note',
  reason: 'Reason',
  alt: 'Photo description',
  creditName: 'Photo credit',
  creditLink: 'Photo credit link',
  name: 'Name',
  label: 'Device name',
  // Costume projects (shared/api/projects.ts).
  character: 'Character',
  series: 'Series',
  body: 'Log entry',
  unit: 'Unit',
  shop: 'Shop',
  credit: 'Photo credit',
  // Tutorials (shared/api/tutorials.ts).
  intro: 'Introduction',
};

/** Never shown, and a password may hold any character its owner chose. */
const isSecret = (key: string) => /password/i.test(key);

/**
 * How a body field's text is checked before it is stored, or null when it is not checked here:
 * secrets, and the photos' details, JSON in a form field, whose reader checks each text with this
 * rule (server/features/profiles/photo-details-input.ts; an escape like `\u202e` hides from a
 * check of the JSON's own text).
 */
export function shownTextField(key: string): { label: string; kind: ShownTextKind } | null {
  if (isSecret(key) || key === PHOTO_DETAILS_FIELD) return null;
  const label = LABELS[key] ?? (isProfileField(key) ? fieldLabel(key) : `The field ${key}`);
  return { label, kind: NAME_FIELDS.has(key) ? 'name' : 'text' };
}
