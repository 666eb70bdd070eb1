/**
 * Plain text with its web addresses found, for rendering as text and links by React (never as
 * HTML). Only http(s) addresses become links; anything else — javascript:, data:, markup — stays
 * text, escaped by React like all text.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Drops punctuation that ends a sentence, and a closing bracket that has no opening one in the link. */
function trimEnd(raw: string): string {
  let text = raw.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (text.endsWith(close) && text.split(close).length > text.split(open).length) {
      text = text.slice(0, -1).replace(TRAILING, '');
    }
  }
  return text;
}

/** The address a link may point to, or null when it is not a well-formed http(s) URL with a host. */
export function safeHref(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    const linkText = trimEnd(match[0]);
    const href = safeHref(linkText);
    if (!href) continue;
    plain += text.slice(last, start);
    if (plain) pieces.push({ kind: 'text', text: plain });
    plain = '';
    pieces.push({ kind: 'link', text: linkText, href });
    last = start + linkText.length;
  }
  plain += text.slice(last);
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}
