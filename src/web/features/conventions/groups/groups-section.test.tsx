// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConGroup } from '../../../../shared/api/con-groups';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import { clearSession, setSession } from '../../../lib/session';
import { GroupsSection } from './groups-section';

const con: ConventionDetail = {
  id: 3,
  slug: 'gen-con',
  name: 'Gen Con',
  venue: '',
  city: 'Indianapolis',
  state: 'Indiana',
  website: '',
  startsOn: '2030-07-31',
  endsOn: '2030-08-03',
  days: ['2030-07-31', '2030-08-01', '2030-08-02', '2030-08-03'],
  status: 'listed',
};

const character = (id: number, name: string, claims: ConGroup['characters'][number]['claims'] = []) => ({
  id,
  name,
  open: claims.length === 0,
  claims,
});

const group = (overrides: Partial<ConGroup> = {}): ConGroup => ({
  id: 9,
  title: 'Liyue Harbor',
  series: 'Genshin Impact',
  day: '2030-08-03',
  notes: '',
  allowDoubles: false,
  lead: { username: 'hazel', name: 'Hazel Stitch' },
  isLead: false,
  myClaimId: null,
  characters: [
    character(1, 'Zhongli', [
      { id: 50, status: 'accepted', member: { username: 'ada', name: 'Ada Lace' }, mine: false },
    ]),
    character(2, 'Xiao'),
  ],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(routes: Record<string, () => Response>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return routes[`${method} ${url}`]?.() ?? json(404, { message: 'No route' });
    }),
  );
  return calls;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <GroupsSection con={con} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const member = () =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });

describe('the con page’s group cosplays', () => {
  it('shows visitors the roster with open characters, no Claim button and no start form', async () => {
    const visitorView = group({
      lead: null,
      characters: [{ ...character(1, 'Zhongli'), open: false }, character(2, 'Xiao')],
    });
    stub({ 'GET /api/cons/gen-con/groups': () => json(200, { groups: [visitorView] }) });
    show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Liyue Harbor' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Group cosplays' })).toBeTruthy();
    expect(screen.getByText('Claimed')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a group' })).toBeNull();
    expect(screen.getByText('Log in to claim a character or start a group.')).toBeTruthy();
  });

  it('lets a member claim an open character and shows their claim as pending', async () => {
    member();
    const claimed = group({
      myClaimId: 51,
      characters: [
        group().characters[0]!,
        character(2, 'Xiao', [
          { id: 51, status: 'pending', member: { username: 'robin', name: 'Robin Hood' }, mine: true },
        ]),
      ],
    });
    const calls = stub({
      'GET /api/cons/gen-con/groups': () => json(200, { groups: [group()] }),
      'POST /api/con-groups/9/claims': () => json(200, claimed),
    });
    show();
    expect(await screen.findByText('Ada Lace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Xiao' }));
    expect(await screen.findByText('Robin Hood (you)')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ characterId: 2 });
  });

  it('says why a claim failed when someone was faster', async () => {
    member();
    stub({
      'GET /api/cons/gen-con/groups': () => json(200, { groups: [group()] }),
      'POST /api/con-groups/9/claims': () => json(409, { message: 'Someone just claimed that character.' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Xiao' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone just claimed that character.');
  });

  it('gives the lead Accept, Move to… and Remove on each claim', async () => {
    member();
    const pending = group({
      isLead: true,
      characters: [
        character(1, 'Zhongli', [
          { id: 50, status: 'pending', member: { username: 'ada', name: 'Ada Lace' }, mine: false },
        ]),
        character(2, 'Xiao'),
      ],
    });
    const calls = stub({
      'GET /api/cons/gen-con/groups': () => json(200, { groups: [pending] }),
      'PUT /api/con-groups/9/claims/50': () => json(200, group({ isLead: true })),
    });
    show();
    const roster = await screen.findByRole('list', { name: 'Roster of Liyue Harbor' });
    expect(within(roster).getByRole('button', { name: 'Remove Ada Lace' })).toBeTruthy();
    fireEvent.change(within(roster).getByLabelText('Move Ada Lace to'), { target: { value: '2' } });
    // Nothing moves before the lead confirms, in a dialog naming the member and the character.
    const dialog = screen.getByRole('dialog', { name: 'Move Ada Lace to Xiao?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to Xiao' }));
    expect(await screen.findByText('1 of 2 filled')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ characterId: 2 });
    expect(screen.getByLabelText('Add a character')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Allow doubles/ })).toBeTruthy();
  });

  it('starts a group with the con’s days and the characters one per line', async () => {
    member();
    const calls = stub({
      'GET /api/cons/gen-con/groups': () => json(200, { groups: [] }),
      'POST /api/cons/gen-con/groups': () => json(201, group({ id: 10, title: 'Mondstadt', isLead: true })),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a group' }));
    fireEvent.change(screen.getByLabelText('Series'), { target: { value: 'Genshin Impact' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-08-01' } });
    fireEvent.change(screen.getByLabelText('Characters'), { target: { value: 'Venti\nJean, Diluc\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the group' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Mondstadt' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      series: 'Genshin Impact',
      day: '2030-08-01',
      characters: ['Venti', 'Jean', 'Diluc'],
      allowDoubles: false,
    });
  });
});
