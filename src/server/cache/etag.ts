import { createHash } from 'node:crypto';

/** A strong validator of the answer's bytes (the same bytes on every instance give the same tag). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names this ETag: a list of tags, weak (`W/`) ones compared by
 * their value as RFC 9110 asks for GET, or `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}
