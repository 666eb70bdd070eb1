// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PollList as List, Poll } from '../../../shared/api/polls';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, signInAs, tearDown } from '../../test-support/render-route';
import PollList from './poll-list';

afterEach(tearDown);

const URL = '/api/polls?kind=event&id=12';
const sam = { username: 'sam', name: 'Sam Stitch', thumbnail: '' };
const ada = { username: 'ada', name: 'Ada Lace', thumbnail: '' };

const option = (id: number, label: string, over: Partial<Poll['options'][number]> = {}) => ({
  id,
  label,
  startsAt: null,
  votes: null,
  voters: [],
  mine: false,
  ...over,
});
const poll = (over: Partial<Poll> = {}): Poll => ({
  id: 5,
  subject: { kind: 'event', id: 12 },
  question: 'Which theme for the summer shoot?',
  author: sam,
  multiple: false,
  anonymous: false,
  results: 'always',
  closesAt: null,
  closed: false,
  createdAt: new Date().toISOString(),
  options: [option(1, 'Pirates'), option(2, 'Space')],
  voterCount: null,
  can: { vote: true, close: false, delete: false },
  ...over,
});
const list = (polls: Poll[], canCreate = false): List => ({ polls, canCreate });
const show = () =>
  renderAt('/events/12', <PollList subject={{ kind: 'event', id: 12 }} timeZone="America/Chicago" />);
const card = async () => screen.findByRole('article', { name: 'Which theme for the summer shoot?' });

describe('a poll', () => {
  it('offers radio buttons for one choice and votes with the chosen option', async () => {
    signInAs();
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, list([poll()])),
      'PUT /api/polls/5/vote': json(200, poll()),
    });
    show();
    const found = await card();
    expect(within(found).getAllByRole('radio')).toHaveLength(2);
    expect(within(found).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(within(found).getByRole('radio', { name: 'Space' }));
    fireEvent.click(within(found).getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ optionIds: [2] });
    expect((await within(found).findByRole('status')).textContent).toBe('Your vote is in.');
  });

  it('offers checkboxes for several choices', async () => {
    signInAs();
    stubFetch({ [`GET ${URL}`]: json(200, list([poll({ multiple: true })])) });
    show();
    const found = await card();
    expect(within(found).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(found).queryAllByRole('radio')).toHaveLength(0);
  });

  it('hides results until the member votes, and says so', async () => {
    signInAs();
    stubFetch({ [`GET ${URL}`]: json(200, list([poll({ results: 'voters' })])) });
    show();
    const found = await card();
    expect(within(found).getByText('Results after you vote')).toBeTruthy();
    expect(within(found).queryByRole('list', { name: 'Results' })).toBeNull();
  });

  it('shows results with counts and shares in words, the member’s choice and named voters', async () => {
    signInAs();
    const voted = poll({
      voterCount: 4,
      options: [
        option(1, 'Pirates', { votes: 3, voters: [sam, ada], mine: true }),
        option(2, 'Space', { votes: 1, voters: [sam] }),
      ],
    });
    stubFetch({ [`GET ${URL}`]: json(200, list([voted])) });
    show();
    const found = await card();
    const results = within(found).getByRole('list', { name: 'Results' });
    expect(within(results).getByText('3 votes · 75%')).toBeTruthy();
    expect(within(results).getByText('1 vote · 25%')).toBeTruthy();
    expect(within(found).getByText('You voted')).toBeTruthy();
    expect(within(found).getByText('✓ Your choice')).toBeTruthy();
    expect(within(found).getByRole('list', { name: 'Who chose Pirates' }).textContent).toContain('Ada Lace');
    expect(within(found).getByRole('button', { name: 'Change vote' })).toBeTruthy();
    expect(within(found).getByRole('button', { name: 'Take back my vote' })).toBeTruthy();
  });

  it('names nobody in an anonymous poll', async () => {
    signInAs();
    const anonymous = poll({
      anonymous: true,
      voterCount: 2,
      options: [option(1, 'Pirates', { votes: 2, mine: true }), option(2, 'Space', { votes: 0 })],
    });
    stubFetch({ [`GET ${URL}`]: json(200, list([anonymous])) });
    show();
    const found = await card();
    expect(within(found).getByText('Anonymous poll')).toBeTruthy();
    expect(within(found).queryByRole('list', { name: /Who chose/ })).toBeNull();
    expect(within(found).queryByText('Sam Stitch')).toBeNull();
  });

  it('has no vote button once closed, and says it is closed', async () => {
    signInAs();
    const closed = poll({
      closed: true,
      voterCount: 1,
      can: { vote: true, close: true, delete: true },
      options: [option(1, 'Pirates', { votes: 1 }), option(2, 'Space', { votes: 0 })],
    });
    stubFetch({ [`GET ${URL}`]: json(200, list([closed])) });
    show();
    const found = await card();
    expect(within(found).queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(within(found).queryByRole('button', { name: 'Close poll' })).toBeNull();
    expect(within(found).getAllByText('Closed').length).toBeGreaterThan(0);
    expect(within(found).getByRole('button', { name: 'Delete poll' })).toBeTruthy();
  });

  it('shows visitors the poll read-only with "Log in to vote"', async () => {
    stubFetch({
      [`GET ${URL}`]: json(200, list([poll({ can: { vote: false, close: false, delete: false } })])),
    });
    show();
    const found = await card();
    expect(within(found).queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(within(found).getByRole('link', { name: 'Log in to vote' })).toBeTruthy();
  });

  it('shows the closing time in the place’s zone', async () => {
    signInAs();
    stubFetch({ [`GET ${URL}`]: json(200, list([poll({ closesAt: '2099-03-07T00:00:00Z' })])) });
    show();
    expect((await card()).textContent).toContain('Closes Fri, Mar 6, 2099, 6:00 PM');
  });

  it('deletes a poll only after the dialog confirms it', async () => {
    signInAs();
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, list([poll({ can: { vote: true, close: true, delete: true } })])),
      'DELETE /api/polls/5': json(204, null),
    });
    show();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Delete poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this poll?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete poll' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/polls/5')).toBe(true),
    );
  });
});
