import { LIMITS } from '../constants';

/*
 * Mastodon handles name a server as well as a person: `@robin@mastodon.art`. Members type that,
 * `robin@mastodon.art` or paste `https://mastodon.art/@robin`; we store `robin@mastodon.art` (the
 * server lower-cased, the name as typed) and link to `https://mastodon.art/@robin` (social-links.ts).
 */

// A name, then the server: labels of letters, digits and inner hyphens joined by dots, ending in
// a word (so no IP address); nothing may follow, so no port, userinfo or path gets through.
const HANDLE = /^@?(\w{1,30})@((?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59}))$/;
/**
 * A pasted profile address: https://server/@name, with or without the scheme, a slash or a query;
 * or https://another.server/@name@server, as a profile looks from another server.
 */
const PROFILE_URL = /^(?:https?:\/\/)?([^/@]+)\/(@\w+)(@[^/?#]+)?\/?(?:[?#].*)?$/i;

/** `name@server` from what a member typed, or null when it is not a Mastodon handle or address. */
export function mastodonHandle(input: string): string | null {
  const typed = input.replace(PROFILE_URL, (_, host: string, name: string, home = `@${host}`) => name + home);
  const at = typed.lastIndexOf('@');
  const match = HANDLE.exec(typed.slice(0, at) + typed.slice(at).toLowerCase());
  const handle = match ? `${match[1]}@${match[2]}` : '';
  return handle && handle.length <= LIMITS.handle ? handle : null;
}
