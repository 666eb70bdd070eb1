/** About as long as link previews show before cutting: descriptions stay under it. */
export const DESCRIPTION_MAX = 200;

/**
 * Text on one line, cut on a word boundary to at most `max` characters with an ellipsis when it
 * was longer. Counts characters, not UTF-16 units, so an emoji is never split in half.
 */
export function summaryText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // A single word longer than half the room is cut where it is, rather than leaving almost nothing.
  const cut = lastSpace > head.length / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.\-–—·]+$/, '')}…`;
}
