import { renderMarkdown } from './markdown';

/**
 * `@username` in a comment: the project's username characters (shared/rules/username.ts), ending
 * on a letter, digit or underscore so that "thanks @ada." names ada. Not after a letter or digit
 * (an email address is not a mention).
 */
const MENTION = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]{0,29}[A-Za-z0-9_])(?![A-Za-z0-9_])/g;
/** At most this many names a comment may mention (and notify). */
export const MENTIONS_PER_COMMENT = 10;

/** The names a comment's source mentions, once each (lowercase), in order, at most MENTIONS_PER_COMMENT. */
export function mentionedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(MENTION)) {
    names.add((match[2] as string).toLowerCase());
    if (names.size >= MENTIONS_PER_COMMENT) break;
  }
  return [...names];
}

/** Tags after which text is not linked: inside a link, or code. */
const NO_LINKS = new Set(['a', 'code']);

/**
 * A comment as HTML: the safe Markdown (lib/markdown.ts, sanitised), then each `@name` of a member
 * in `linked` (lowercase name → the member's username as stored) made a link to their profile.
 * The links are added to the text between the sanitised HTML's tags, where `<`, `>` and `&` are
 * already escaped; a username is only letters, digits and `._-` (checked again here), so nothing a
 * member typed becomes markup.
 */
export function commentHtml(source: string, linked: ReadonlyMap<string, string>): string {
  const html = renderMarkdown(source);
  if (linked.size === 0 || !html.includes('@')) return html;
  const open: string[] = [];
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<\/?([a-z]+)/.exec(part)?.[1] ?? '';
        if (NO_LINKS.has(tag)) {
          if (part.startsWith('</')) open.pop();
          else open.push(tag);
        }
        return part;
      }
      if (open.length > 0) return part;
      return part.replace(MENTION, (whole, before: string, name: string) => {
        const username = linked.get(name.toLowerCase());
        if (!username || !/^[A-Za-z0-9._-]+$/.test(username)) return whole;
        return `${before}<a href="/public/${username}">@${username}</a>`;
      });
    })
    .join('');
}
