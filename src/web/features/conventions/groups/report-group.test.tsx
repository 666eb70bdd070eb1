// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConGroup } from '../../../../shared/api/con-groups';
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
  characters: [{ id: id * 10, name: 'Xiao', open: true, claims: [] }],
  ...overrides,
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <GroupsSection con={sampleCon()} />);

afterEach(tearDown);

describe('a member reports a group cosplay', () => {
  it('opens the report dialog from the card and posts the reason and note to the group’s report route', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Fake Liyue')] }),
      'POST /api/con-groups/9/reports': json(201, {
        message: 'Thank you. An organiser will look at your report.',
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the group Fake Liyue' }));
    // The dialog is loaded only now (React.lazy).
    const dialog = await screen.findByRole('dialog', { name: 'Report “Fake Liyue”' });
    expect(dialog.textContent).toContain('Fay Ker is not told who reported them');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' Mocks members ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/con-groups/9/reports', body: { reason: 'harassment', note: 'Mocks members' } },
    ]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    signInMember();
    stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Fake Liyue')] }),
      'POST /api/con-groups/9/reports': json(429, { message: 'Too many reports. Try again in an hour.' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the group Fake Liyue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Too many reports. Try again in an hour.')).toBeTruthy();
  });

  it('shows no Report to the group’s lead or to visitors', async () => {
    signInMember();
    stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Mine', { isLead: true })] }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    tearDown();

    stubFetch({ 'GET /api/cons/gen-con/groups': json(200, { groups: [group(9, 'Fake Liyue')] }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Fake Liyue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
