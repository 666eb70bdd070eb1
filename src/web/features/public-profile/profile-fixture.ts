import type { PublicProfile } from '../../../shared/profile/profile-api';

/** Every link field of a profile, empty. */
export const BLANK_LINKS = Object.fromEntries(
  [
    ...['twitter', 'bluesky', 'instagram', 'facebook', 'discord', 'snapchat', 'tiktok', 'threads'],
    ...['reddit', 'twitch', 'youtube', 'vimeo', 'patreon', 'kofi', 'venmo', 'cashapp', 'paypal'],
    ...['gofundme', 'extralife', 'etsy', 'mastodon'],
  ].map((f) => [f, '']),
);

/** A member's public profile as the API answers it: one of each kind of field, for the page's tests. */
export const PROFILE = {
  ID: 7,
  username: 'robin',
  firstname: 'Robin',
  lastname: 'Tailor',
  email: 'robin@example.org',
  phonenumber: '(316) 555-0100',
  city: 'Wichita, Topeka',
  state: 'Kansas,Missouri',
  imawhat: 'Cosplayer,Maker',
  about: 'Hello <b>not bold</b>\nSecond line',
  other: '',
  complete: 'Link, Zelda',
  inprogress: 'Ganon',
  cosplaygroup: '',
  image: '',
  thumbnail: '',
  calendar: 'https://calendar.google.com/calendar/embed?src=x',
  milanote: 'https://evil.example.com/board',
  ...BLANK_LINKS,
  instagram: 'someone',
  cashapp: 'robinpays',
  imageDetails: null,
} as PublicProfile;
