import type { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../constants';

export type SocialField = (typeof SOCIAL_FIELDS)[number];
export type SupportField = (typeof SUPPORT_FIELDS)[number];
export type LinkField = SocialField | SupportField;

interface LinkKind {
  label: string;
  /** Turns a stored handle into the address we link to. */
  url: (handle: string) => string;
  /** Hosts whose profile URLs a member may paste instead of the bare handle. */
  hosts: string[];
  /** A prefix members write before the handle that is not part of it (Reddit's `u/name`). */
  prefix?: RegExp;
}

const at = (h: string) => (h.startsWith('@') ? h : `@${h}`);

/**
 * Members type handles (or paste their profile URL); only these builders make links from them,
 * so a stored value can never become a javascript: or foreign link.
 */
export const LINK_KINDS: Record<LinkField, LinkKind> = {
  twitter: { label: 'X (Twitter)', url: (h) => `https://x.com/${h}`, hosts: ['twitter.com', 'x.com'] },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}`, hosts: ['bsky.app'] },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}/`, hosts: ['instagram.com'] },
  facebook: {
    label: 'Facebook',
    url: (h) => `https://www.facebook.com/${h}`,
    hosts: ['facebook.com', 'fb.com'],
  },
  discord: { label: 'Discord', url: (h) => `https://discord.gg/${h}`, hosts: ['discord.gg', 'discord.com'] },
  snapchat: { label: 'Snapchat', url: (h) => `https://www.snapchat.com/add/${h}`, hosts: ['snapchat.com'] },
  tiktok: { label: 'TikTok', url: (h) => `https://www.tiktok.com/${at(h)}`, hosts: ['tiktok.com'] },
  threads: {
    label: 'Threads',
    url: (h) => `https://www.threads.net/${at(h)}`,
    hosts: ['threads.net', 'threads.com'],
  },
  reddit: {
    label: 'Reddit',
    url: (h) => `https://www.reddit.com/user/${h}`,
    hosts: ['reddit.com'],
    prefix: /^\/?u(?:ser)?\//i,
  },
  twitch: { label: 'Twitch', url: (h) => `https://www.twitch.tv/${h}`, hosts: ['twitch.tv'] },
  youtube: { label: 'YouTube', url: (h) => `https://www.youtube.com/${at(h)}`, hosts: ['youtube.com'] },
  vimeo: { label: 'Vimeo', url: (h) => `https://vimeo.com/${h}`, hosts: ['vimeo.com'] },
  // Stored as name@server (link-handles.ts); any server may host an account, so no host list.
  mastodon: { label: 'Mastodon', url: (h) => h.replace(/^(.*)@(.*)$/, 'https://$2/@$1'), hosts: [] },
  patreon: { label: 'Patreon', url: (h) => `https://www.patreon.com/${h}`, hosts: ['patreon.com'] },
  kofi: { label: 'Ko-fi', url: (h) => `https://ko-fi.com/${h}`, hosts: ['ko-fi.com'] },
  venmo: { label: 'Venmo', url: (h) => `https://account.venmo.com/u/${h}`, hosts: ['venmo.com'] },
  cashapp: { label: 'Cash App', url: (h) => `https://cash.app/$${h}`, hosts: ['cash.app'] },
  paypal: { label: 'PayPal', url: (h) => `https://www.paypal.me/${h}`, hosts: ['paypal.me', 'paypal.com'] },
  gofundme: { label: 'GoFundMe', url: (h) => `https://www.gofundme.com/f/${h}`, hosts: ['gofundme.com'] },
  extralife: {
    label: 'Extra Life',
    url: (h) => `https://www.extra-life.org/participants/${h}`,
    hosts: ['extra-life.org'],
  },
  etsy: { label: 'Etsy', url: (h) => `https://www.etsy.com/shop/${h}`, hosts: ['etsy.com'] },
};

export function linkUrl(field: LinkField, handle: string): string {
  return LINK_KINDS[field].url(handle);
}
