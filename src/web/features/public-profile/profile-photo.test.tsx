// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_SIZES } from '../../../shared/profile/photo-srcset';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { ProfilePhoto } from './profile-summary';
import { slidesFrom } from './use-public-profile';

afterEach(cleanup);

const member = (overrides: Partial<PublicProfile>) =>
  ({ username: 'robin', image: '', thumbnail: '', imageDetails: null, ...overrides }) as PublicProfile;
const details = { width: 1200, height: 1200, alt: 'Robin as Zelda, blue armour', credit: null };

describe('ProfilePhoto', () => {
  it("is described by the member's words and fetched first, in the width the screen needs", () => {
    render(<ProfilePhoto profile={member({ image: '/api/images/p', imageDetails: details })} />);
    const img = screen.getByRole('img', { name: 'Robin as Zelda, blue armour' });
    expect(img.getAttribute('srcset')).toBe(
      '/api/images/p?w=480 480w, /api/images/p?w=960 960w, /api/images/p 1200w',
    );
    expect(img.getAttribute('sizes')).toBe(PROFILE_PHOTO_SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1200']);
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('falls back to "Photo of" until the member describes it, and to the placeholder without a photo', () => {
    render(
      <ProfilePhoto profile={member({ image: '/api/images/p', imageDetails: { ...details, alt: ' ' } })} />,
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo of robin');
    cleanup();
    render(<ProfilePhoto profile={member({})} />);
    const placeholder = screen.getByRole('img', { name: 'No photo yet for robin' });
    expect(placeholder.getAttribute('srcset')).toBeNull();
    expect(placeholder.getAttribute('width')).toBe('500');
  });
});

describe('slidesFrom', () => {
  it('pairs each image with its details, leaving out blanks and repeats', () => {
    const d = (alt: string) => ({ ...details, alt });
    expect(
      slidesFrom({ images: ['/a', '', '/b', '/a'], details: [d('A'), d(''), d('B'), d('A again')] }),
    ).toEqual([
      { src: '/a', details: d('A') },
      { src: '/b', details: d('B') },
    ]);
    expect(slidesFrom({ images: ['/a'] })).toEqual([{ src: '/a', details: null }]);
    expect(slidesFrom(null)).toEqual([]);
  });
});
