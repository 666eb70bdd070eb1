// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConGroup } from '../../../../shared/api/con-groups';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { GroupsSection } from './groups-section';

const claim = (id: number, name: string) => ({
  id,
  status: 'accepted' as const,
  member: { username: name.toLowerCase(), name },
  mine: false,
});

const group = (overrides: Partial<ConGroup> = {}): ConGroup => ({
  id: 9,
  title: 'Liyue Harbor',
  series: 'Genshin Impact',
  day: null,
  notes: 'Meet at the fountain',
  allowDoubles: false,
  lead: { username: 'robin', name: 'Robin Tailor' },
  isLead: true,
  myClaimId: null,
  characters: [
    { id: 1, name: 'Zhongli', open: false, claims: [claim(50, 'Ada Lace')] },
    { id: 2, name: 'Xiao', open: true, claims: [] },
  ],
  ...overrides,
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <GroupsSection con={sampleCon()} />);

afterEach(tearDown);

describe('the lead’s dialogs on a group cosplay', () => {
  it('removes a character after a question that names who claimed it', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }),
      'PUT /api/con-groups/9': json(200, group({ characters: [group().characters[1]!] })),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the character Zhongli' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Zhongli from the group?' });
    expect(dialog.textContent).toContain('Ada Lace claimed it: the claim goes with it, and they are told.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the character' }));
    expect(await screen.findByText('0 of 1 filled')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ removeCharacters: [1] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the character when the lead says Keep it', async () => {
    signInMember();
    const calls = stubFetch({ 'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the character Xiao' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Xiao from the group?' });
    expect(dialog.textContent).toContain('Nobody has claimed this character yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('edits the title and notes; a refusal is said in the dialog', async () => {
    signInMember();
    let answer = json(400, { message: 'Give the group a title.' });
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }),
      'PUT /api/con-groups/9': () => answer,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the group' });
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Liyue Harbor');
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe(
      'Meet at the fountain',
    );
    fireEvent.change(title, { target: { value: 'Harbor Crew' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Noon, Hall B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Give the group a title.');
    answer = json(200, group({ title: 'Harbor Crew', notes: 'Noon, Hall B' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Harbor Crew' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Harbor Crew',
      notes: 'Noon, Hall B',
    });
  });

  it('deletes the group after a question', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }),
      'DELETE /api/con-groups/9': () => new Response(null, { status: 204 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Liyue Harbor”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the group' }));
    expect(await screen.findByText(/No group cosplays yet/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/con-groups/9')).toBe(true);
  });

  it('offers none of this to members who do not lead', async () => {
    signInMember();
    stubFetch({ 'GET /api/cons/gen-con/groups': json(200, { groups: [group({ isLead: false })] }) });
    show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Liyue Harbor' })).toBeTruthy();
    for (const name of ['Edit group', 'Delete group', 'Remove the character Xiao'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
