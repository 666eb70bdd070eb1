import {
  ALT_MAX,
  CREDIT_LINK_MAX,
  CREDIT_NAME_MAX,
  normalizeCreditLink,
} from '../../../shared/profile/photo-details';
import { shownTextMessage, shownTextProblem } from '../../../shared/rules/shown-text';
import type { ImageDetailsChange } from '../../db/images-repo';
import { badRequest } from '../../http-error';

/** The save's text field with what the member wrote about each photo (JSON; see photo-details.ts). */
export { PHOTO_DETAILS_FIELD } from '../../../shared/profile/photo-rules';

/** Tab, newline and carriage return aside, control characters have no place in a caption. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Reads `photoDetails`: per slot index (0 the profile photo, 1–5 the slideshow), the alt text and
 * credit to store with the photo in that slot. Absent field: no slot changes. Every problem is a
 * 400 naming the photo, found before any photo is decoded.
 */
export function readPhotoDetails(
  raw: string | undefined,
  slots: ReadonlyArray<{ name: string; label: string }>,
): Map<number, ImageDetailsChange> {
  const details = new Map<number, ImageDetailsChange>();
  if (raw === undefined || raw.trim() === '') return details;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('Photo details: the field photoDetails is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(
      'Photo details: send an object with one entry per photo (profileImage, slideshowImage0…4)',
    );
  for (const [name, entry] of Object.entries(parsed)) {
    const slot = slots.findIndex((s) => s.name === name);
    if (slot < 0) throw badRequest(`Photo details: ${name} is not a photo of the profile`);
    details.set(slot, readEntry(entry, slots[slot]?.label ?? name));
  }
  return details;
}

function readEntry(entry: unknown, label: string): ImageDetailsChange {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw badRequest(`${label}: send alt, creditName and creditLink as text`);
  const { alt = '', creditName = '', creditLink = '' } = entry as Record<string, unknown>;
  if (typeof alt !== 'string' || typeof creditName !== 'string' || typeof creditLink !== 'string')
    throw badRequest(`${label}: send alt, creditName and creditLink as text`);
  const text = { alt: alt.trim(), name: creditName.trim(), link: creditLink.trim() };
  if (CONTROL.test(text.alt) || CONTROL.test(text.name) || CONTROL.test(text.link))
    throw badRequest(`${label}: the description or credit contains characters that are not allowed`);
  // The rule of every shown text (a name on one line, no invisible or direction-changing characters).
  const hidden =
    shownTextProblem(text.alt, 'text') ??
    shownTextProblem(text.name, 'name') ??
    shownTextProblem(text.link, 'name');
  if (hidden) throw badRequest(`${label}: ${shownTextMessage('the description or credit', hidden)}`);
  if (text.alt.length > ALT_MAX)
    throw badRequest(`${label}: the description can be at most ${ALT_MAX} characters`);
  if (text.name.length > CREDIT_NAME_MAX)
    throw badRequest(`${label}: the photographer's name can be at most ${CREDIT_NAME_MAX} characters`);
  const link = normalizeCreditLink(text.link);
  if (link === undefined)
    throw badRequest(`${label}: the credit link must be a web address starting with http:// or https://`);
  if (link.length > CREDIT_LINK_MAX)
    throw badRequest(`${label}: the credit link can be at most ${CREDIT_LINK_MAX} characters`);
  if (link !== '' && text.name === '')
    throw badRequest(`${label}: add the photographer's name to go with the credit link`);
  return { alt: text.alt, credit_name: text.name, credit_link: link };
}
