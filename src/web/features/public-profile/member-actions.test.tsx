// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderRoute, signInAs, tearDown } from '../../test-support/render-route';
import { PROFILE } from './profile-fixture';
import PublicProfilePage from './public-profile-page';

afterEach(tearDown);

const page = {
  'GET /api/public/sam': json(200, { ...PROFILE, username: 'sam', firstname: 'Sam', lastname: 'Stitch' }),
  'GET /api/public/sam/slideshow': json(200, { images: [], details: [] }),
};
const ties = (
  relation: { blocked: boolean; muted: boolean },
  follow = { following: false, followsYou: false },
) => ({
  'GET /api/me/relations/sam': json(200, relation),
  'GET /api/me/following/sam': json(200, follow),
});
const show = () => renderRoute('/public/sam', '/public/:username', <PublicProfilePage />);

describe('follow, mute and block on a member’s profile', () => {
  it('follows, then unfollows, and says when they follow you', async () => {
    const calls = stubFetch({
      ...page,
      ...ties({ blocked: false, muted: false }, { following: false, followsYou: true }),
      'PUT /api/me/following/sam': json(200, { message: 'Following.' }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following.')).toBeTruthy();
    expect(screen.getByText('Follows you')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/me/following/sam');
    expect(put?.headers.Authorization).toBe('Bearer tok');
    // The state is asked again after the change.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/me/following/sam').length).toBe(3));
  });

  it('blocks in two taps, after saying what it does', async () => {
    const calls = stubFetch({
      ...page,
      ...ties({ blocked: false, muted: false }),
      'PUT /api/me/blocks/sam': json(200, { message: 'Blocked. They are not told.' }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Sam Stitch?' });
    expect(within(dialog).getByText(/They are not told/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked. They are not told.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/me/blocks/sam');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a blocked member as blocked, with Unblock and no Follow', async () => {
    const calls = stubFetch({
      ...page,
      ...ties({ blocked: true, muted: false }),
      'DELETE /api/me/blocks/sam': json(200, { message: 'Unblocked.' }),
    });
    signInAs();
    show();
    expect(await screen.findByText('You blocked Sam Stitch')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/me/blocks/sam');
  });

  it('mutes and unmutes', async () => {
    const calls = stubFetch({
      ...page,
      ...ties({ blocked: false, muted: true }),
      'DELETE /api/me/mutes/sam': json(200, { message: 'Unmuted.' }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Unmute' }));
    expect(await screen.findByText('Unmuted.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/me/mutes/sam');
  });

  it('offers visitors none of it, and asks nothing about ties', async () => {
    const calls = stubFetch(page);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Stitch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow|Message|Block|Mute/ })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/me/'))).toBe(false);
  });

  it('Message opens their direct conversation when there is one', async () => {
    const calls = stubFetch({
      ...page,
      ...ties({ blocked: false, muted: false }, { following: true, followsYou: true }),
      'GET /api/me/message-reach/sam': json(200, { reach: 'direct', conversationId: 12 }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/messages/12');
    expect(calls.find((c) => c.url === '/api/me/message-reach/sam')?.headers.Authorization).toBe(
      'Bearer tok',
    );
  });

  it('Message starts a new message otherwise (a request or a first direct one)', async () => {
    stubFetch({
      ...page,
      ...ties({ blocked: false, muted: false }),
      'GET /api/me/message-reach/sam': json(200, { reach: 'request', conversationId: null }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/messages/new?to=sam');
  });
});
