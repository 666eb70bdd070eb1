import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The club's small, safe Markdown (issue 36: build logs; later comments): paragraphs, line
 * breaks, bulleted and numbered lists, links, bold, italics and inline code. Nothing else is
 * parsed (headings, images, tables, raw HTML show as typed), and the HTML is then passed through
 * an allow-list sanitiser, so that a parser bug cannot let markup through: two locks, each
 * enough alone (decision 33).
 */
const parser = new MarkdownIt('zero', { linkify: true, breaks: true }).enable([
  'list',
  'link',
  'autolink',
  'linkify',
  'emphasis',
  'backticks',
  'escape',
  'entity',
  'newline',
]);

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
// Only web and mail links: `javascript:`, `data:`, relative and protocol-relative ones stay text.
parser.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Links members write lead off the site: no ranking credit, no window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', rel: 'nofollow ugc noopener noreferrer' },
    }),
  },
};

/**
 * HTML already made, by source: every read of a build log page or the feed renders the same 20
 * entries again (about 0.15 ms each, most of it the sanitiser: bench/projects.ts), and the result
 * depends on the source alone. Kept up to a number of characters (sources and HTML together,
 * a few MB), the least recently used let go first.
 */
const RENDERED_MAX_CHARS = 2_000_000;
const rendered = new Map<string, string>();
let renderedChars = 0;

/** A member's Markdown as HTML that is safe to put in a page as it is. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  const kept = rendered.get(source);
  if (kept !== undefined) {
    rendered.delete(source);
    rendered.set(source, kept);
    return kept;
  }
  const html = sanitizeHtml(parser.render(source), ALLOWED).trim();
  rendered.set(source, html);
  renderedChars += source.length + html.length;
  for (const [oldest, oldHtml] of rendered) {
    if (renderedChars <= RENDERED_MAX_CHARS) break;
    rendered.delete(oldest);
    renderedChars -= oldest.length + oldHtml.length;
  }
  return html;
}

/** The text of a member's Markdown without its marks (link previews, the feed's snippets). */
export function markdownToText(source: string, max = 300): string {
  const text = sanitizeHtml(parser.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
