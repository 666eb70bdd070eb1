// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { signInAs, tearDown } from '../../test-support/render-route';
import { conversation, showMessages, summary } from './messages-fixture';

afterEach(tearDown);

const list = { 'GET /api/conversations?box=inbox': json(200, { conversations: [], unread: 0, requests: 0 }) };

describe('/messages/new', () => {
  it('says it will be a request, sends the first message and opens the conversation', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/me/message-reach/ada': json(200, { reach: 'request', conversationId: null }),
      'POST /api/conversations': json(201, { conversationId: 5, message: {} }),
      'GET /api/conversations/5': json(200, conversation({ conversation: summary() })),
    });
    signInAs();
    showMessages('/messages/new?to=ada');
    expect(
      await screen.findByText('They will see it as a request: it waits until they accept it.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Love your armour!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        to: ['ada'],
        title: '',
        body: 'Love your armour!',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Sam Stitch' })).toBeTruthy();
  });

  it('adds more members for a group with a title', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/me/message-reach/ada': json(200, { reach: 'direct', conversationId: null }),
      'GET /api/me/message-reach/ben': json(200, { reach: 'direct', conversationId: null }),
      'POST /api/conversations': json(201, { conversationId: 8, message: {} }),
    });
    signInAs();
    showMessages('/messages/new?to=ada');
    fireEvent.change(await screen.findByLabelText('Add someone (for a group)'), {
      target: { value: '@ben' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(await screen.findByLabelText('Group title (optional)'), {
      target: { value: 'Con crew' },
    });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Plans?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        to: ['ada', 'ben'],
        title: 'Con crew',
        body: 'Plans?',
      }),
    );
    expect(screen.queryByText(/will see it as a request/)).toBeNull();
  });

  it('says "No such member." and sends nothing', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/me/message-reach/nobody': json(404, { message: 'No such member.' }),
    });
    signInAs();
    showMessages('/messages/new?to=nobody');
    expect(await screen.findByText(/No such member\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such member.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
