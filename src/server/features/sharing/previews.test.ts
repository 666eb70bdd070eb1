import { describe, expect, it } from 'vitest';
import type { EventPageFacts, ProfilePageFacts } from '../../db/link-preview-repo';
import { eventPreview } from './event-preview';
import { profileDescription, profilePageHead } from './profile-preview';

const SITE = { publicUrl: 'https://club.example.org', siteName: 'The Club' };
const PHOTO = '/api/images/abcdefghijklmnopqrstuv';
const member = (over: Partial<ProfilePageFacts> = {}): ProfilePageFacts => ({
  username: 'Ada.S',
  firstname: 'Ada',
  lastname: 'Stitch',
  about: 'I build foam armour.',
  imawhat: 'Cosplayer,Maker',
  city: 'Wichita',
  state: 'Kansas',
  image: PHOTO,
  image_alt: '',
  image_width: 1200,
  visibility: 'everyone',
  listed: 1,
  indexable: 1,
  ...over,
});

describe('profile page heads', () => {
  it('previews a profile anyone may see, find and index, with its photo’s 1200×630 rendition', () => {
    const head = profilePageHead(member({ image_alt: 'Ada in her foam armour' }), SITE);
    expect(head.noindex).toBe(false);
    expect(head.preloadLink).toBe(
      `<${PHOTO}>; rel=preload; as=image; imagesrcset="${PHOTO}?w=480 480w, ${PHOTO}?w=960 960w, ${PHOTO} 1200w"; ` +
        'imagesizes="(min-resolution: 2.5dppx) calc(min(22rem, 100vw - 2rem) * 2 / 3), min(22rem, 100vw - 2rem)"; fetchpriority=high',
    );
    expect(head.preview).toEqual({
      title: 'Ada Stitch',
      description: 'I build foam armour.',
      url: 'https://club.example.org/public/Ada.S',
      type: 'profile',
      extra: { 'profile:username': 'Ada.S' },
      image: { url: `https://club.example.org${PHOTO}/og`, alt: 'Ada in her foam armour' },
    });
    expect(profilePageHead(member(), SITE).preview?.image?.alt).toBe('Profile photo of Ada Stitch');
    expect(profilePageHead(member({ image: '' }), SITE).preview?.image).toBeUndefined();
  });

  it('no preview when unlisted or not indexable; noindex and the photo hint as before', () => {
    const preloadLink = profilePageHead(member(), SITE).preloadLink;
    expect(preloadLink).not.toBe('');
    expect(profilePageHead(member({ listed: 0 }), SITE)).toEqual({ noindex: false, preloadLink });
    expect(profilePageHead(member({ indexable: 0 }), SITE)).toEqual({ noindex: true, preloadLink });
    // No preload without a visible stored photo (an organiser hid it).
    expect(profilePageHead(member({ image_width: null }), SITE).preloadLink).toBe('');
  });

  it('members-only profiles get exactly what an unknown name gets, even when not indexable', () => {
    const unknown = profilePageHead(undefined, SITE);
    expect(unknown).toEqual({ noindex: false, preloadLink: '' });
    expect(profilePageHead(member({ visibility: 'members' }), SITE)).toEqual(unknown);
    expect(profilePageHead(member({ visibility: 'members', indexable: 0 }), SITE)).toEqual(unknown);
  });

  it('without an about text, says who and where from the profile; the username when there is no name', () => {
    expect(profileDescription(member({ about: ' ' }), 'Ada Stitch', 'The Club')).toBe(
      'Ada Stitch — Cosplayer, Maker in Wichita, Kansas. A member of The Club.',
    );
    const bare = member({ about: '', imawhat: '', city: '', state: '', firstname: '', lastname: '' });
    expect(profilePageHead(bare, SITE).preview).toMatchObject({
      title: 'Ada.S',
      description: 'Ada.S. A member of The Club.',
    });
  });
});

const event = (over: Partial<EventPageFacts> = {}): EventPageFacts => ({
  id: 42,
  title: 'Build night',
  starts_at: Date.parse('2030-03-08T00:00:00Z'),
  time_zone: 'America/Chicago',
  venue: 'Maker Hall',
  city: 'Wichita',
  state: 'Kansas',
  description: 'Bring your foam.',
  cancelled_at: null,
  cover_id: 'coverid',
  ...over,
});

describe('event previews', () => {
  it('says when (in the event’s zone) and where, then what; the cover’s rendition as the image', () => {
    expect(eventPreview(event(), SITE.publicUrl)).toEqual({
      title: 'Build night',
      description: 'Thursday, March 7, 2030 at 6:00 PM CST · Maker Hall, Wichita, Kansas. Bring your foam.',
      url: 'https://club.example.org/events/42',
      type: 'website',
      image: {
        url: 'https://club.example.org/api/events/42/cover/coverid/og',
        alt: 'Cover photo of Build night',
      },
    });
  });

  it('says a cancelled event is cancelled, and has no image without a cover', () => {
    const cancelled = eventPreview(event({ cancelled_at: 1, cover_id: null, venue: '' }), SITE.publicUrl);
    expect(cancelled.title).toBe('Cancelled: Build night');
    expect(cancelled.image).toBeUndefined();
    expect(cancelled.description).toMatch(/CST · Wichita, Kansas\. /);
  });
});
