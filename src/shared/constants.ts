/** Facts of the product shared by the browser and the server (docs/product.md §3, §9). */

export const STATES = [
  { name: 'Illinois', slug: 'illinois' },
  { name: 'Indiana', slug: 'indiana' },
  { name: 'Iowa', slug: 'iowa' },
  { name: 'Kansas', slug: 'kansas' },
  { name: 'Michigan', slug: 'michigan' },
  { name: 'Minnesota', slug: 'minnesota' },
  { name: 'Missouri', slug: 'missouri' },
  { name: 'Nebraska', slug: 'nebraska' },
  { name: 'North Dakota', slug: 'northdakota' },
  { name: 'Ohio', slug: 'ohio' },
  { name: 'South Dakota', slug: 'southdakota' },
  { name: 'Wisconsin', slug: 'wisconsin' },
] as const;

export type StateName = (typeof STATES)[number]['name'];
export const STATE_NAMES: readonly string[] = STATES.map((s) => s.name);

export const ROLES = [
  'Artist',
  'Band',
  'Cosplayer',
  'Crafter',
  'Maker',
  'Model',
  'Photographer',
  'Prop Builder',
  'Seamstress/Seamster',
  'Tailor',
  'Vehicle',
  'Writer',
] as const;

/** The multi-selects offer 'none', which clears the choice. */
export const NONE_OPTION = 'none';

export const SESSION_KEYS = { token: 'token', username: 'username', userid: 'userid' } as const;
/** Beside the spec's three keys: the member's role and standing as of login (a hint for the nav; the server decides). */
export const SESSION_EXTRA_KEYS = { role: 'role', status: 'status' } as const;

export const MIN_AGE_YEARS = 18;
export const MIN_PASSWORD_LENGTH = 8;
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * Search serves and counts the first 1,000 matches: past that people narrow the search rather
 * than page (20 pages of 50), and counting every match of a broad term was most of its cost.
 * The total (X-Total-Count) is exact up to this and one more beyond: "more than 1,000".
 */
export const SEARCH_MAX_RESULTS = 1000;
export const DEFAULT_PAGE = 1;
export const SLIDESHOW_SLOTS = 5;
export const SLIDESHOW_INTERVAL_MS = 3000;
export const TOP_SCORES = 10;

export const SOCIAL_FIELDS = [
  'twitter',
  'bluesky',
  'instagram',
  'facebook',
  'discord',
  'snapchat',
  'tiktok',
  'threads',
  'reddit',
  'twitch',
  'youtube',
  'vimeo',
  'mastodon',
] as const;

export const SUPPORT_FIELDS = [
  'patreon',
  'kofi',
  'venmo',
  'cashapp',
  'paypal',
  'gofundme',
  'extralife',
  'etsy',
] as const;

/** Longest accepted text per kind of field; keeps rows small and pages readable. */
export const LIMITS = {
  username: 30,
  name: 60,
  email: 254,
  shortText: 200,
  longText: 4000,
  handle: 100,
  url: 500,
  password: 128,
} as const;
