// No zod here: the editor imports these without pulling in the schemas (photo-details.ts re-exports
// them beside the schemas; import from there anywhere zod is loaded anyway).

export const ALT_MAX = 300; // characters
export const CREDIT_NAME_MAX = 100;
export const CREDIT_LINK_MAX = 300;

/** The profile save's text field with the photos' descriptions and credits (JSON, see photo-details.ts). */
export const PHOTO_DETAILS_FIELD = 'photoDetails';

/**
 * A photographer's link as members type or paste it, as the address we store and link to:
 * `instagram.com/sam` becomes `https://instagram.com/sam`; '' stays ''. Undefined for anything
 * that is not an http(s) address on a named host (javascript:, data:, mailto:, a bare handle), so
 * a stored credit link can only ever open a web page.
 */
export function normalizeCreditLink(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname.includes('.') || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
