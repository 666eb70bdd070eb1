// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConGroup } from '../../../../shared/api/con-groups';
import { setSession } from '../../../lib/session';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { GroupsSection } from './groups-section';

const group = (id: number, title: string, overrides: Partial<ConGroup> = {}): ConGroup => ({
  id,
  title,
  series: 'Genshin Impact',
  day: null,
  notes: '',
  allowDoubles: false,
  lead: { username: 'faker', name: 'Fay Ker' },
  isLead: false,
  myClaimId: null,
  characters: [
    {
      id: id * 10,
      name: 'Zhongli',
      open: false,
      claims: [{ id: 50, status: 'accepted', member: { username: 'ada', name: 'Ada Lace' }, mine: false }],
    },
    { id: id * 10 + 1, name: 'Xiao', open: true, claims: [] },
  ],
  ...overrides,
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <GroupsSection con={sampleCon()} />);
const asOrganiser = () =>
  setSession({ token: 'tok', username: 'olive', userid: '3', role: 'organiser', status: 'active' });

afterEach(tearDown);

describe('an organiser removes a group cosplay', () => {
  it('asks first, saying who is told, then removes it through the organisers’ route and drops it', async () => {
    asOrganiser();
    let groups = [group(9, 'Fake Liyue'), group(10, 'Mondstadt')];
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': () => json(200, { groups }),
      'DELETE /api/organisers/con-groups/9': () => {
        groups = groups.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    show();
    const card = (await screen.findByRole('heading', { name: 'Fake Liyue' })).closest('article')!;
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Remove group' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Fake Liyue”?' });
    expect(dialog.textContent).toContain('Its characters and the one claim go with it.');
    expect(dialog.textContent).toContain('Fay Ker and every member who claimed a character are told');
    expect(dialog.textContent).toContain('written to the audit log');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the group' }));
    expect(await screen.findByText('Group removed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fake Liyue' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mondstadt' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/organisers/con-groups/9',
    ]);
  });

  it('keeps the group when the organiser says Keep it, and says why when the server refuses', async () => {
    asOrganiser();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Fake Liyue')] }),
      'DELETE /api/organisers/con-groups/9': json(403, { message: 'Confirm with your passkey first.' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove group' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove group' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove the group' }));
    expect(await screen.findByText('Confirm with your passkey first.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fake Liyue' })).toBeTruthy();
  });

  it('gives members no such button, and the lead who is an organiser their own Delete group', async () => {
    signInMember();
    stubFetch({ 'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Fake Liyue')] }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Fake Liyue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove group' })).toBeNull();
    tearDown();

    asOrganiser();
    stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Mine', { isLead: true })] }),
    });
    show();
    expect(await screen.findByRole('button', { name: 'Delete group' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove group' })).toBeNull();
  });
});
