// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GroupsPage from './groups-page';
import { json, renderRoute, sampleGroup, signInMember, stubFetch, tearDown } from './test-render';

afterEach(tearDown);

const list = (
  groups = [sampleGroup(), sampleGroup({ id: 2, slug: 'armour-crew', name: 'Armour Crew', kind: 'crew' })],
) => ({
  groups,
  total: groups.length,
  page: 1,
  pages: 1,
});

describe('the groups page', () => {
  it('lists the club’s groups for a visitor, with no “your groups”, and a Start a group button', async () => {
    stubFetch({ 'GET /api/groups': json(200, list()) });
    renderRoute('/groups', 'groups', <GroupsPage />);
    const all = await screen.findByRole('list', { name: 'All groups' });
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Kansas City Chapter', 'Armour Crew']);
    expect(within(all).getByText('Chapter · Kansas · 12 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kansas City Chapter' }).getAttribute('href')).toBe(
      '/groups/kc-chapter',
    );
    expect(screen.getByRole('link', { name: 'Start a group' }).getAttribute('href')).toBe('/groups/new');
    expect(screen.queryByRole('heading', { name: 'Your groups' })).toBeNull();
  });

  it('shows invitations first, and accepting one makes the member active', async () => {
    signInMember();
    let accepted = false;
    const invited = sampleGroup({
      id: 3,
      slug: 'secret-circle',
      name: 'Secret Circle',
      kind: 'circle',
      visibility: 'private',
      joinPolicy: 'invite',
      membership: { role: 'member', state: 'invited', joinedAt: null },
    });
    const calls = stubFetch({
      'GET /api/groups': json(200, list()),
      'GET /api/me/groups': () =>
        json(200, {
          groups: accepted
            ? [{ ...invited, membership: { role: 'member', state: 'active', joinedAt: 'x' } }]
            : [],
          invitations: accepted ? [] : [invited],
          requests: [],
        }),
      'PATCH /api/groups/secret-circle/members/robin': () => {
        accepted = true;
        return json(200, {});
      },
    });
    renderRoute('/groups', 'groups', <GroupsPage />);
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Invitations', 'All groups']);
    expect(within(invitations).getByText('Private')).toBeTruthy();
    fireEvent.click(within(invitations).getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You joined Secret Circle.')).toBeTruthy();
    const mine = await screen.findByRole('list', { name: 'Your groups' });
    expect(within(mine).getByRole('link', { name: 'Secret Circle' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'active' });
  });

  it('declines an invitation with a DELETE of the member’s own place', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups': json(200, list()),
      'GET /api/me/groups': json(200, {
        groups: [],
        invitations: [
          sampleGroup({
            slug: 'crew',
            name: 'Crew',
            membership: { role: 'member', state: 'invited', joinedAt: null },
          }),
        ],
        requests: [
          sampleGroup({
            id: 9,
            slug: 'asked',
            name: 'Asked',
            membership: { role: 'member', state: 'requested', joinedAt: null },
          }),
        ],
      }),
      'DELETE /api/groups/crew/members/robin': json(204, null),
    });
    renderRoute('/groups', 'groups', <GroupsPage />);
    expect(
      within(await screen.findByRole('list', { name: 'Your groups' })).getByText('Request sent'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('searches and filters through the address, and says when nothing matches', async () => {
    const calls = stubFetch({
      'GET /api/groups': json(200, list()),
      'GET /api/groups?q=armour': json(200, list([])),
      'GET /api/groups?q=armour&kind=crew': json(200, list([])),
    });
    renderRoute('/groups', 'groups', <GroupsPage />);
    await screen.findByRole('list', { name: 'All groups' });
    fireEvent.change(screen.getByLabelText('Search groups'), { target: { value: ' armour ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No group matches')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'crew' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/groups?q=armour&kind=crew'));
    expect(screen.getByRole('link', { name: 'Show all groups' })).toBeTruthy();
  });

  it('invites the first group when the club has none', async () => {
    stubFetch({ 'GET /api/groups': json(200, list([])) });
    renderRoute('/groups', 'groups', <GroupsPage />);
    expect(await screen.findByText('No groups yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Start a group' })).toHaveLength(2);
  });

  it('pages through the list', async () => {
    const calls = stubFetch({
      'GET /api/groups': json(200, { ...list(), total: 30, pages: 2 }),
      'GET /api/groups?page=2': json(200, {
        ...list([sampleGroup({ id: 7, name: 'Later' })]),
        total: 30,
        page: 2,
        pages: 2,
      }),
    });
    renderRoute('/groups', 'groups', <GroupsPage />);
    await screen.findByRole('list', { name: 'All groups' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Later' })).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/groups?page=2');
  });
});
