// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, signInAs, tearDown } from '../../test-support/render-route';
import PeoplePage from './people-page';

afterEach(tearDown);

const person = (username: string, name: string, since = '2026-11-20T12:00:00.000Z') => ({
  username,
  name,
  thumbnail: '',
  since,
});

describe('/people', () => {
  it('lists following, followers, blocked and muted, each with its action', async () => {
    const calls = stubFetch({
      'GET /api/me/following': json(200, { members: [person('sam', 'Sam Stitch')] }),
      'GET /api/me/followers': json(200, {
        members: [person('ada', 'Ada Lace'), person('ben', 'Ben Bobbin')],
      }),
      'GET /api/me/relations': json(200, { blocked: [person('troll', 'Tro Ll')], muted: [] }),
      'DELETE /api/me/followers/ada': json(200, {
        message: 'Removed. They no longer follow you, and are not told.',
      }),
    });
    signInAs();
    renderAt('/people', <PeoplePage />);
    const following = await screen.findByRole('list', { name: /Following/ });
    expect(within(following).getByRole('link', { name: 'Sam Stitch' }).getAttribute('href')).toBe(
      '/public/sam',
    );
    expect(within(following).getByRole('button', { name: 'Unfollow Sam Stitch' })).toBeTruthy();
    const followers = screen.getByRole('list', { name: /Followers/ });
    expect(within(followers).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: /Blocked/ })).getByRole('button', { name: 'Unblock Tro Ll' }),
    ).toBeTruthy();
    expect(screen.getByText(/You have muted nobody/)).toBeTruthy();

    fireEvent.click(within(followers).getByRole('button', { name: 'Remove Ada Lace' }));
    expect(await screen.findByText('Removed. They no longer follow you, and are not told.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/me/followers/ada');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/me/followers').length).toBe(2));
  });

  it('says what to do when every list is empty', async () => {
    stubFetch({
      'GET /api/me/following': json(200, { members: [] }),
      'GET /api/me/followers': json(200, { members: [] }),
      'GET /api/me/relations': json(200, { blocked: [], muted: [] }),
    });
    signInAs();
    renderAt('/people', <PeoplePage />);
    expect(await screen.findByText(/You follow nobody yet/)).toBeTruthy();
    expect(screen.getByText('Nobody follows you yet.')).toBeTruthy();
    expect(screen.getByText(/You have blocked nobody/)).toBeTruthy();
  });
});
