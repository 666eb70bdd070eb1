// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConGroup } from '../../../../shared/api/con-groups';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { GroupsSection } from './groups-section';

const group = (overrides: Partial<ConGroup> = {}): ConGroup => ({
  id: 9,
  title: 'Liyue Harbor',
  series: 'Genshin Impact',
  day: '2030-08-01',
  notes: '',
  allowDoubles: false,
  lead: { username: 'robin', name: 'Robin Tailor' },
  isLead: true,
  myClaimId: null,
  characters: [{ id: 2, name: 'Xiao', open: true, claims: [] }],
  ...overrides,
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <GroupsSection con={sampleCon()} />);

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
/** The card's line of facts: series (when not the title), day and lead. */
const facts = () => document.querySelector('.con-group-facts')?.textContent;

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
  return screen.getByRole('dialog', { name: 'Edit the group' });
};

afterEach(tearDown);

describe('the lead moves a group to another day or series', () => {
  it('offers the con’s days and the series, sends what changed, and says a refusal in the dialog', async () => {
    signInMember();
    let answer = json(400, { message: 'Choose one of the convention’s days.' });
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }),
      'PUT /api/con-groups/9': () => answer,
    });
    show();
    const dialog = await openDialog();
    const day = within(dialog).getByLabelText('Day') as HTMLSelectElement;
    expect(day.value).toBe('2030-08-01');
    expect([...day.options].map((o) => o.textContent)).toEqual([
      'Whole con',
      'Wednesday, Jul 31',
      'Thursday, Aug 1',
      'Friday, Aug 2',
      'Saturday, Aug 3',
    ]);
    const series = within(dialog).getByLabelText(/Series/) as HTMLInputElement;
    expect(series.value).toBe('Genshin Impact');
    expect(dialog.textContent).toContain(
      'Members who claimed a character are told when the series or day changes.',
    );

    fireEvent.change(day, { target: { value: '2030-08-03' } });
    fireEvent.change(series, { target: { value: ' Honkai: Star Rail ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Choose one of the convention’s days.',
    );
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      series: 'Honkai: Star Rail',
      day: '2030-08-03',
      title: 'Liyue Harbor',
      notes: '',
    });

    answer = json(200, group({ series: 'Honkai: Star Rail', day: '2030-08-03' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(facts()).toBe('Honkai: Star Rail · Saturday, Aug 3 · Lead: Robin Tailor');
  });

  it('moves a group to the whole con, and cannot save without a series', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group()] }),
      'PUT /api/con-groups/9': json(200, group({ day: null })),
    });
    show();
    const dialog = await openDialog();
    const series = within(dialog).getByLabelText(/Series/);
    fireEvent.change(series, { target: { value: '   ' } });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(series, { target: { value: 'Genshin Impact' } });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '' } });
    fireEvent.click(save);
    await closed();
    expect(facts()).toBe('Genshin Impact · Whole con · Lead: Robin Tailor');
    // The series did not change: only the day is sent.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      day: null,
      title: 'Liyue Harbor',
      notes: '',
    });
  });

  it('keeps a day the con no longer has as a choice until the lead picks another', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/groups': json(200, { groups: [group({ day: '2030-07-20' })] }),
      'PUT /api/con-groups/9': json(200, group({ day: '2030-07-20', notes: 'Noon' })),
    });
    show();
    const dialog = await openDialog();
    const day = within(dialog).getByLabelText('Day') as HTMLSelectElement;
    expect(day.value).toBe('2030-07-20');
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Noon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(await screen.findByText('Noon')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Liyue Harbor', notes: 'Noon' });
  });
});
