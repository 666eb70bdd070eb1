// @vitest-environment jsdom

import { ICON_FIELDS } from 'virtual:social-icons';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { ProfileLinks } from './profile-links';

afterEach(cleanup);

/** A profile with every social and support link filled in (each a valid handle). */
function everyLink(): PublicProfile {
  const links = Object.fromEntries([...SOCIAL_FIELDS, ...SUPPORT_FIELDS].map((f) => [f, 'robin_makes']));
  return { ...links, mastodon: 'Robin@mastodon.art' } as unknown as PublicProfile;
}

describe('ProfileLinks', () => {
  it('marks every social and support link rel="me", and keeps noopener and noreferrer', () => {
    render(<ProfileLinks profile={everyLink()} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(SOCIAL_FIELDS.length + SUPPORT_FIELDS.length);
    for (const link of links) {
      expect(link.getAttribute('rel')?.split(' ').sort(), link.textContent ?? '').toEqual([
        'me',
        'noopener',
        'noreferrer',
      ]);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('shows each link’s own symbol from the sprite, which has one for every link field', () => {
    render(<ProfileLinks profile={everyLink()} />);
    const symbols = screen
      .getAllByRole('link')
      .map((link) => link.querySelector('use')?.getAttribute('href'));
    expect(symbols.map((href) => href?.split('#')[1])).toEqual([...SOCIAL_FIELDS, ...SUPPORT_FIELDS]);
    expect([...SOCIAL_FIELDS, ...SUPPORT_FIELDS].filter((f) => !ICON_FIELDS.includes(f))).toEqual([]);
  });

  it('links a Mastodon handle to the member’s own server, with its brand icon', () => {
    render(<ProfileLinks profile={everyLink()} />);
    const social = screen.getByRole('region', { name: 'Social' });
    const mastodon = within(social).getByRole('link', { name: /^Mastodon\b/ });
    expect(mastodon.getAttribute('href')).toBe('https://mastodon.art/@Robin');
    expect(mastodon.getAttribute('title')).toBe('Robin@mastodon.art');
    expect(ICON_FIELDS).toContain('mastodon');
    expect(mastodon.querySelector('use')?.getAttribute('href')).toMatch(/#mastodon$/);
  });
});
