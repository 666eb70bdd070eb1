// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, signInAs, tearDown } from '../../test-support/render-route';
import PollList from './poll-list';

afterEach(tearDown);

const URL = '/api/polls?kind=group&id=3';
const show = () =>
  renderAt('/groups/armour', <PollList subject={{ kind: 'group', id: 3 }} timeZone="America/Chicago" />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openForm() {
  signInAs();
  fireEvent.click(await screen.findByRole('button', { name: 'Start a poll' }));
}

it('checks the question and the options before sending anything', async () => {
  const calls = stubFetch({ [`GET ${URL}`]: json(200, { polls: [], canCreate: true }) });
  show();
  await openForm();
  type('Option 1', 'Pirates');
  type('Option 2', 'pirates');
  fireEvent.click(screen.getByRole('button', { name: 'Start poll' }));
  expect(await screen.findByText('Ask a question.')).toBeTruthy();
  expect(screen.getByText('Each option must be different.')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('posts the poll with its options, dates and choices', async () => {
  const calls = stubFetch({
    [`GET ${URL}`]: json(200, { polls: [], canCreate: true }),
    'POST /api/polls': json(400, { message: 'A group or event can have at most 10 open polls.' }),
  });
  show();
  await openForm();
  type('Question', ' Which Saturday? ');
  fireEvent.click(screen.getByLabelText('Options propose dates (a date poll)'));
  fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
  type('Option 1', 'First');
  type('Option 2', 'Second');
  type('Option 3', 'Third');
  fireEvent.change(screen.getAllByLabelText('Date and time (optional)')[0] as HTMLElement, {
    target: { value: '2099-07-11T10:00' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
  fireEvent.click(screen.getByLabelText('Several choices each'));
  fireEvent.click(screen.getByLabelText('Anonymous: counts only, for everyone'));
  fireEvent.click(screen.getByLabelText('Everyone, once the poll closes'));
  fireEvent.click(screen.getByRole('button', { name: 'Start poll' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    subject: { kind: 'group', id: 3 },
    question: 'Which Saturday?',
    options: [
      { label: 'First', startsAt: '2099-07-11T10:00:00-05:00' },
      { label: 'Second', startsAt: null },
    ],
    multiple: true,
    anonymous: true,
    results: 'closed',
    closesAt: null,
  });
  // The server's refusal is said next to the form.
  expect((await screen.findByRole('alert')).textContent).toBe(
    'A group or event can have at most 10 open polls.',
  );
});
