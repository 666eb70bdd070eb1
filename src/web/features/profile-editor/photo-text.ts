import type { PhotoDetails, PhotoDetailsInput } from '../../../shared/profile/photo-details';
import { normalizeCreditLink } from '../../../shared/profile/photo-rules';

/** What the member writes about one photo: its description (alt text) and the optional credit. */
export interface PhotoText {
  alt: string;
  creditName: string;
  creditLink: string;
}

export const EMPTY_TEXT: PhotoText = { alt: '', creditName: '', creditLink: '' };

/** The editor's fields for a stored photo's details (none yet: all empty). */
export function textFromDetails(details: PhotoDetails | null | undefined): PhotoText {
  if (!details) return EMPTY_TEXT;
  return { alt: details.alt, creditName: details.credit?.name ?? '', creditLink: details.credit?.url ?? '' };
}

export const sameText = (a: PhotoText, b: PhotoText) =>
  a.alt === b.alt && a.creditName === b.creditName && a.creditLink === b.creditLink;

export const isDescribed = (text: PhotoText) => text.alt.trim() !== '';

/** Why the credit's name or link cannot be saved as written ('' when it can; the server checks the same). */
export function creditProblems(text: PhotoText): { name: string; link: string } {
  const link = normalizeCreditLink(text.creditLink);
  return {
    name: link && text.creditName.trim() === '' ? "Add the photographer's name to go with the link" : '',
    link: link === undefined ? 'Enter the link as a web address, like https://example.com/photographer' : '',
  };
}

/**
 * The save's `photoDetails` field: the words of every slot that holds a photo once saved, whether or
 * not they changed. Sending all of them keeps the editor simple and right whatever the save does:
 * a moved photo's words move with it, a new photo gets the words written for its slot. '' when no
 * slot holds a photo (the field is then left out).
 */
export function photoDetailsField(slots: ReadonlyArray<{ name: string; filled: boolean; text: PhotoText }>) {
  const entries = slots.filter((s) => s.filled).map((s) => [s.name, trimmed(s.text)] as const);
  if (entries.length === 0) return '';
  const input: PhotoDetailsInput = Object.fromEntries(entries);
  return JSON.stringify(input);
}

function trimmed(text: PhotoText): PhotoText {
  return { alt: text.alt.trim(), creditName: text.creditName.trim(), creditLink: text.creditLink.trim() };
}
