const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML and XML alike, as element text and inside a quoted attribute: members'
 * names, bios and event titles go into the page's head and the sitemap through this, never as they are.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The reverse for the few entities our own index.html uses in its title (`&amp;`, …). */
export function unescapeMarkup(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => {
    const entity = `&${name};`;
    if (entity === '&apos;') return "'";
    return Object.keys(ENTITIES).find((c) => ENTITIES[c] === entity) ?? entity;
  });
}
