import { mastodonHandle } from './mastodon';
import { LINK_KINDS, type LinkField } from './social-links';

/*
 * Reading what members type into their links: the form and the server's save need this, the
 * public profile does not (it only builds links from stored handles, social-links.ts), so it lives
 * apart and stays out of that page's JavaScript.
 */

const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;
const PATH_PREFIXES = /^(u|user|users|profile|add|shop|f|participants|channel|c)\//i;

/** Services whose handles are not a bare name: their own reader replaces the one below. */
const READERS: Partial<Record<LinkField, (input: string) => string | null>> = { mastodon: mastodonHandle };

/**
 * Reduces what a member typed to a bare handle: strips a pasted profile URL of the right service,
 * the service's own prefix (Reddit's `u/name` or `/u/name`), a leading @ or $ (Cash App), and
 * slashes. Returns null when it is not a usable handle.
 */
export function normalizeHandle(field: LinkField, input: string): string | null {
  let value = input.trim();
  if (value === '') return '';
  const reader = READERS[field];
  if (reader) return reader(value);
  const { prefix } = LINK_KINDS[field];
  if (prefix?.test(value)) value = value.replace(prefix, '').replace(/\/+$/, '');
  const urlMatch = /^(?:https?:\/\/)?(?:www\.|m\.|account\.)?([^/]+)\/(.*)$/i.exec(value);
  if (urlMatch && /\./.test(urlMatch[1] ?? '')) {
    const host = (urlMatch[1] ?? '').toLowerCase();
    if (!LINK_KINDS[field].hosts.some((h) => host === h || host.endsWith(`.${h}`))) return null;
    value = (urlMatch[2] ?? '').split(/[?#]/)[0] ?? '';
    value = value.replace(PATH_PREFIXES, '').replace(/\/+$/, '');
  }
  value = value.replace(/^[@$]/, '');
  return HANDLE.test(value) ? value : null;
}
