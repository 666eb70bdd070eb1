/**
 * Calendar and Milanote embeds: only https addresses on these hosts may be stored or framed, so a
 * profile can never frame an arbitrary page. Empty or the text 'null' means "no embed".
 */
export const EMBED_HOSTS = {
  calendar: ['calendar.google.com'],
  milanote: ['app.milanote.com', 'milanote.com'],
} as const;

export type EmbedField = keyof typeof EMBED_HOSTS;

export function isEmptyEmbed(value: string | null | undefined): boolean {
  return !value || value.trim() === '' || value.trim() === 'null';
}

export function isAllowedEmbed(field: EmbedField, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && (EMBED_HOSTS[field] as readonly string[]).includes(url.hostname);
}
