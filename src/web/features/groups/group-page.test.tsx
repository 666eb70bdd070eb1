// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GroupPage from './group-page';
import {
  json,
  membersPage,
  renderRoute,
  sampleDetail,
  sampleMember,
  sampleOwnProject,
  signInMember,
  stubFetch,
  tearDown,
} from './test-render';

afterEach(tearDown);

const ROUTE = 'groups/:slug';
const active = (role: 'owner' | 'moderator' | 'member') => ({
  role,
  state: 'active' as const,
  joinedAt: 'x',
});
const noEvents = json(200, { events: [], total: 0 });

describe('the group page', () => {
  it('says it is loading, then shows the header, the description and the tabs', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({ 'GET /api/groups/kc-chapter': () => new Promise<Response>((r) => (answer = r)) as never });
    renderRoute('/groups/kc-chapter', ROUTE, <GroupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading the group…' })).toBeTruthy();
    answer(json(200, sampleDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kansas City Chapter' })).toBeTruthy();
    expect(screen.getByText('Chapter in Kansas · 12 members')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'About this group' })).getByText('Public')).toBeTruthy();
    expect(screen.getByText('build').tagName).toBe('STRONG');
    const tabs = screen.getByRole('navigation', { name: 'Group sections' });
    expect(within(tabs).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    // A visitor is asked to log in to join an open group.
    expect(screen.getByRole('link', { name: 'Log in to join' })).toBeTruthy();
  });

  it('shows the site’s “Page not found” and nothing else for a group the API hides', async () => {
    stubFetch({ 'GET /api/groups/secret': json(404, { message: 'No such group.' }) });
    renderRoute('/groups/secret', ROUTE, <GroupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('No such group.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Group sections' })).toBeNull();
  });

  it('lets a member join an open group or ask to join one that takes requests', async () => {
    signInMember();
    let joined = false;
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': () =>
        json(
          200,
          sampleDetail(joined ? { membership: active('member') } : { can: { join: 'join', report: true } }),
        ),
      'POST /api/groups/kc-chapter/join': () => {
        joined = true;
        return json(200, { membership: active('member') });
      },
    });
    renderRoute('/groups/kc-chapter', ROUTE, <GroupPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    tearDown();

    signInMember();
    stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({ joinPolicy: 'request', can: { join: 'request' } }),
      ),
    });
    renderRoute('/groups/kc-chapter', ROUTE, <GroupPage />);
    expect(await screen.findByRole('button', { name: 'Ask to join' })).toBeTruthy();
  });

  it('shows “Request sent” while a request waits', async () => {
    signInMember();
    stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({
          joinPolicy: 'request',
          membership: { role: 'member', state: 'requested', joinedAt: null },
        }),
      ),
    });
    renderRoute('/groups/kc-chapter', ROUTE, <GroupPage />);
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('shows an invited member of a private group its name and description, and accepting opens it', async () => {
    signInMember();
    let accepted = false;
    const calls = stubFetch({
      'GET /api/groups/secret': () =>
        json(
          200,
          sampleDetail({
            slug: 'secret',
            name: 'Secret Circle',
            visibility: 'private',
            joinPolicy: 'invite',
            open: accepted,
            membership: accepted ? active('member') : { role: 'member', state: 'invited', joinedAt: null },
          }),
        ),
      'PATCH /api/groups/secret/members/robin': () => {
        accepted = true;
        return json(200, {});
      },
    });
    renderRoute('/groups/secret', ROUTE, <GroupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret Circle' })).toBeTruthy();
    expect(screen.getByText(/You are invited/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Group sections' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('navigation', { name: 'Group sections' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'active' });
  });

  it('gives a plain member Leave, hosting an event and reporting — but no moderation', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({ membership: active('member'), can: { report: true } }),
      ),
      'GET /api/groups/kc-chapter/events': noEvents,
      'GET /api/groups/kc-chapter/members?state=active&page=1': json(
        200,
        membersPage([sampleMember('olive', { role: 'owner' }), sampleMember('robin'), sampleMember('sam')]),
      ),
      'DELETE /api/groups/kc-chapter/members/robin': json(204, null),
    });
    renderRoute('/groups/kc-chapter?tab=events', ROUTE, <GroupPage />);
    const host = await screen.findByRole('link', { name: 'Host an event in this group' });
    expect(host.getAttribute('href')).toBe('/events/new?group=kc-chapter');
    expect(await screen.findByText('Nothing planned yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report group' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit group' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: /Members/ }));
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Owner')).toBeTruthy();
    expect(screen.queryByLabelText('Invite members')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(calls.some((c) => c.url.includes('state=requested'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the group' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('gives a moderator inviting, requests to approve, and removing members but not moderators or the owner', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({
          membership: active('moderator'),
          pendingRequests: 1,
          can: { edit: true, moderate: true },
        }),
      ),
      'GET /api/groups/kc-chapter/members?state=active&page=1': json(
        200,
        membersPage([
          sampleMember('olive', { role: 'owner' }),
          sampleMember('mod', { role: 'moderator' }),
          sampleMember('robin', { role: 'moderator' }),
          sampleMember('sam'),
        ]),
      ),
      'GET /api/groups/kc-chapter/members?state=requested&page=1': json(
        200,
        membersPage([sampleMember('asker', { state: 'requested' })]),
      ),
      'GET /api/groups/kc-chapter/members?state=invited&page=1': json(200, membersPage([])),
      'POST /api/groups/kc-chapter/invitations': json(200, { invited: ['june', 'rowan'] }),
      'PATCH /api/groups/kc-chapter/members/asker': json(200, {}),
    });
    renderRoute('/groups/kc-chapter?tab=members', ROUTE, <GroupPage />);
    expect(await screen.findByText('1 request to answer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit group' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report group' })).toBeNull();

    await screen.findByRole('list', { name: 'Members' });
    expect(screen.getByRole('button', { name: 'Remove Sam' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Mod' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olive' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hand over/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /moderator/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Invite members'), { target: { value: '@june, rowan june' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invited: june, rowan.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ usernames: ['june', 'rowan'] });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve Asker' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'active' }));
  });

  it('gives the owner naming moderators and handing the group over, and no Leave', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({ membership: active('owner'), can: { edit: true, moderate: true, own: true } }),
      ),
      'GET /api/groups/kc-chapter/members?state=active&page=1': json(
        200,
        membersPage([
          sampleMember('robin', { role: 'owner' }),
          sampleMember('mod', { role: 'moderator' }),
          sampleMember('sam'),
        ]),
      ),
      'GET /api/groups/kc-chapter/members?state=requested&page=1': json(200, membersPage([])),
      'GET /api/groups/kc-chapter/members?state=invited&page=1': json(200, membersPage([])),
      'PATCH /api/groups/kc-chapter/members/sam': json(200, {}),
      'PATCH /api/groups/kc-chapter/members/mod': json(200, {}),
    });
    renderRoute('/groups/kc-chapter?tab=members', ROUTE, <GroupPage />);
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Mod' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Mod a member' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make Sam a moderator' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/sam'))?.body).toEqual({ role: 'moderator' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hand over to Mod' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/mod'))?.body).toEqual({ role: 'owner' }));
  });

  it('lets a member show one of their projects, and lists the shown ones', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(200, sampleDetail({ membership: active('member') })),
      'GET /api/groups/kc-chapter/projects': json(200, {
        projects: [
          {
            id: 5,
            title: 'Foam Paladin',
            url: '/projects/5',
            thumbnail: '',
            maker: { username: 'sam', name: 'Sam', thumbnail: '' },
          },
        ],
      }),
      'GET /api/me/projects': json(200, {
        projects: [
          sampleOwnProject({ id: 8, title: 'Mine public' }),
          sampleOwnProject({ id: 9, title: 'Mine private', visibility: 'private' }),
        ],
      }),
      'PUT /api/groups/kc-chapter/projects/8': json(200, {}),
    });
    renderRoute('/groups/kc-chapter?tab=projects', ROUTE, <GroupPage />);
    expect(await screen.findByRole('link', { name: 'Foam Paladin' })).toBeTruthy();
    const select = await screen.findByLabelText('Show one of my projects');
    expect(within(select).queryByText('Mine private')).toBeNull();
    fireEvent.change(select, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show it' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });
});
