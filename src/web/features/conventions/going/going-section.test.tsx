// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConGoingAnswer } from '../../../../shared/api/con-going';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { GoingSection } from './going-section';

afterEach(tearDown);

const con: ConventionDetail = sampleCon({
  id: 3,
  venue: '',
  startsOn: '2026-07-31',
  endsOn: '2026-08-01',
  days: ['2026-07-31', '2026-08-01'],
});

const answer = (mine: ConGoingAnswer['mine'] = null): ConGoingAnswer => ({
  days: [
    { day: '2026-07-31', count: 0, series: [], members: [] },
    {
      day: '2026-08-01',
      count: 4,
      series: [{ series: 'Genshin Impact', count: 4 }],
      members: [
        {
          username: 'ivy',
          displayName: 'Ivy Thimble',
          character: 'Nahida',
          series: 'Genshin Impact',
          project: { id: 9, title: 'Nahida, take two' },
        },
        { username: 'kai', displayName: 'Kai', character: '', series: 'Genshin Impact', project: null },
      ],
    },
  ],
  mine,
});

const show = (c: ConventionDetail = con) =>
  renderRoute('/cons/gen-con', 'cons/:slug', <GoingSection con={c} />);

describe('who is going to a con', () => {
  it('shows each day with its series count and goers, and asks visitors to log in', async () => {
    stubFetch({ 'GET /api/cons/gen-con/going': json(200, answer()) });
    show();
    const saturday = await screen.findByRole('region', { name: /Saturday/ });
    expect(within(saturday).getByText('4 members as Genshin Impact characters')).toBeTruthy();
    expect(within(saturday).getByRole('link', { name: 'Ivy Thimble' }).getAttribute('href')).toBe(
      '/public/ivy',
    );
    expect(within(saturday).getByText('Nahida — Genshin Impact')).toBeTruthy();
    // The project worn links to its page; a goer without one shows none.
    expect(within(saturday).getByRole('link', { name: 'Nahida, take two' }).getAttribute('href')).toBe(
      '/projects/9',
    );
    expect(within(saturday).getAllByText('wearing')).toHaveLength(1);
    const friday = screen.getByRole('region', { name: /Friday/ });
    expect(within(friday).getByText('No one has said yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to say you are going' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says when the dates are not set, without asking the server', async () => {
    const calls = stubFetch({});
    show({ ...con, startsOn: null, endsOn: null, days: [] });
    expect(screen.getByText('This convention’s dates are not set yet.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lets a member pick a day, say who they wear and who sees it, and shows what is saved', async () => {
    signInMember();
    const saved = answer({
      visibility: 'public',
      days: [{ day: '2026-08-01', character: 'Raiden Shogun', series: 'Genshin Impact', projectId: null }],
    });
    let current = answer();
    const calls = stubFetch({
      'GET /api/cons/gen-con/going': () => json(200, current),
      'PUT /api/cons/gen-con/going': () => {
        current = saved;
        return json(200, saved);
      },
    });
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Saturday, Aug 1' }));
    fireEvent.change(screen.getByLabelText('Character on Saturday'), { target: { value: 'Raiden Shogun' } });
    fireEvent.change(screen.getByLabelText('Series on Saturday'), { target: { value: 'Genshin Impact' } });
    expect((screen.getByRole('radio', { name: 'Members' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: you go on Saturday; everyone sees it.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      visibility: 'public',
      days: [{ day: '2026-08-01', character: 'Raiden Shogun', series: 'Genshin Impact', projectId: null }],
    });
    // The form shows the saved choice again, and offers to take it back.
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Saturday, Aug 1' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'I’m not going' })).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    signInMember();
    stubFetch({
      'GET /api/cons/gen-con/going': json(200, answer()),
      'PUT /api/cons/gen-con/going': json(400, { message: 'Choose one of the convention’s days.' }),
    });
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Friday, Jul 31' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one of the convention’s days.')).toBeTruthy();
  });
});
