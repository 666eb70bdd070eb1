import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_SIZES, photoSizes, profilePhotoPreload } from './photo-srcset';

describe('photoSizes', () => {
  it('gives the shown width, and two thirds of it to screens of 2.5 dppx and more', () => {
    expect(photoSizes(32)).toBe(
      '(min-resolution: 2.5dppx) calc(min(32rem, 100vw - 2rem) * 2 / 3), min(32rem, 100vw - 2rem)',
    );
    expect(PROFILE_PHOTO_SIZES).toBe(photoSizes(22));
  });
});

describe('profilePhotoPreload', () => {
  it('preloads the rendition the page will choose: same srcset and sizes as the profile photo', () => {
    expect(profilePhotoPreload('/api/images/p', 1600)).toBe(
      '</api/images/p>; rel=preload; as=image; ' +
        'imagesrcset="/api/images/p?w=480 480w, /api/images/p?w=960 960w, /api/images/p 1600w"; ' +
        `imagesizes="${PROFILE_PHOTO_SIZES}"; fetchpriority=high`,
    );
  });
});
