// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { signInAs, tearDown } from '../../test-support/render-route';
import { ada, conversation, message, robin, sam, showMessages, summary } from './messages-fixture';

afterEach(tearDown);

const list = {
  'GET /api/conversations?box=inbox': json(200, { conversations: [summary()], unread: 0, requests: 0 }),
};

describe('/messages/:id: a conversation', () => {
  it('shows messages oldest first, own on the right, "Message deleted", a photo and "Seen"', async () => {
    stubFetch({
      ...list,
      'GET /api/conversations/5': json(
        200,
        conversation({
          readBy: [{ username: 'sam', lastReadId: 4 }],
          messages: [
            message(1),
            message(2, { deleted: true, body: '', html: '' }),
            message(3, {
              html: '',
              body: '',
              photo: {
                thumb: '/t.webp',
                display: '/d.webp',
                width: 400,
                height: 300,
                alt: 'A foam gauntlet',
              },
            }),
            message(4, { sender: robin, mine: true, html: '<p>Mine</p>' }),
          ],
        }),
      ),
    });
    signInAs();
    showMessages('/messages/5');
    expect(await screen.findByRole('heading', { name: 'Sam Stitch' })).toBeTruthy();
    const thread = screen.getByRole('region', { name: 'Messages in this conversation' });
    const texts = within(thread)
      .getAllByText(/Message 1|Message deleted|Mine/)
      .map((e) => e.textContent);
    expect(texts).toEqual(['Message 1', 'Message deleted', 'Mine']);
    const photo = within(thread).getByRole('img', { name: 'A foam gauntlet' });
    expect(photo.closest('a')?.getAttribute('href')).toBe('/d.webp');
    expect(screen.getByText('Mine').closest('.msg-message-mine')).toBeTruthy();
    expect(within(thread).getByText('Seen')).toBeTruthy();
    // A deleted message has no menu; another's has Report and Block; one's own has Delete.
    expect(
      within(thread)
        .getAllByText(/: actions$/)
        .map((e) => e.textContent),
    ).toEqual([
      'Message from Sam Stitch: actions',
      'Message from Sam Stitch: actions',
      'Your message: actions',
    ]);
  });

  it('sends a message and marks the conversation read', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation({ conversation: summary({ unread: 2 }) })),
      'PUT /api/conversations/5/read': json(204, null),
      'POST /api/conversations/5/messages': json(201, { message: 'Sent.' }),
    });
    signInAs();
    showMessages('/messages/5');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ upTo: 2 }));
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Sealed with PVA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/conversations/5/messages')?.body).toEqual({
        body: 'Sealed with PVA',
      }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(''),
    );
    // The conversation is fetched again after sending.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/conversations/5').length).toBeGreaterThan(1),
    );
  });

  it('loads older messages before the first one', async () => {
    stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation({ before: 1 })),
      'GET /api/conversations/5?before=1': json(
        200,
        conversation({ messages: [message(0, { body: 'x', html: '<p>Oldest</p>' })], before: null }),
      ),
    });
    signInAs();
    showMessages('/messages/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Oldest')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('a request: Accept joins it; Ignore says they are not told and goes back to the requests', async () => {
    const request = conversation({ conversation: summary({ state: 'request', members: [ada] }) });
    const calls = stubFetch({
      'GET /api/conversations?box=requests': json(200, {
        conversations: [request.conversation],
        unread: 0,
        requests: 1,
      }),
      'GET /api/conversations/5': json(200, request),
      'POST /api/conversations/5/accept': json(200, { message: 'Request accepted.' }),
      'POST /api/conversations/5/ignore': json(200, { message: 'Request ignored.' }),
    });
    signInAs();
    showMessages('/messages/5?box=requests');
    const region = await screen.findByRole('region', { name: 'Message request' });
    expect(within(region).getByText('They are not told if you ignore.')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/read'))).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Ignore' }));
    expect(await screen.findByText('Request ignored.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/conversations/5/accept',
      '/api/conversations/5/ignore',
    ]);
    // Back to the requests: the pane beside the list says what to do.
    expect(await screen.findByText('Choose a conversation')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Message request' })).toBeNull();
  });

  it('a group: members with "invited", Add members, Leave', async () => {
    const group = conversation({
      conversation: summary({ kind: 'group', title: 'Armour crew', members: [sam] }),
      pending: [ada],
    });
    const calls = stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, group),
      'POST /api/conversations/5/members': json(200, { message: 'Added.' }),
      'POST /api/conversations/5/leave': json(200, { message: 'You left the conversation.' }),
    });
    signInAs();
    showMessages('/messages/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Members' }));
    const panel = screen.getByRole('region', { name: 'The group' });
    const ada_ = within(panel).getByRole('link', { name: 'Ada Lace' }).closest('li')!;
    expect(ada_.textContent).toContain('invited');
    expect(within(panel).getByText('3 of 10')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Add members'), { target: { value: '@ben, cy' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/conversations/5/members')?.body).toEqual({
      usernames: ['ben', 'cy'],
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Leave conversation' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave this conversation?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('You left the conversation.')).toBeTruthy();
    expect(await screen.findByText('Choose a conversation')).toBeTruthy();
  });

  it('deletes one’s own message after asking', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation()),
      'DELETE /api/messages/2': json(200, { message: 'Message deleted.' }),
    });
    signInAs();
    showMessages('/messages/5');
    fireEvent.click(await screen.findByText('Your message: actions'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your message?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/messages/2');
  });

  it('reports another member’s message with a reason and a note', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation()),
      'POST /api/messages/1/reports': json(201, { message: 'Thank you. An organiser will look at it.' }),
    });
    signInAs();
    showMessages('/messages/5');
    fireEvent.click(await screen.findByText('Message from Sam Stitch: actions'));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    fireEvent.click(within(dialog).getAllByRole('radio')[0]!);
    fireEvent.change(within(dialog).getByLabelText(/Anything the organisers should know/), {
      target: { value: 'Keeps asking' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at it.')).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/messages/1/reports');
    expect(post?.body).toMatchObject({ note: 'Keeps asking' });
  });

  it('blocks the sender in two taps', async () => {
    const calls = stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation()),
      'PUT /api/me/blocks/sam': json(200, { message: 'Blocked. They are not told.' }),
    });
    signInAs();
    showMessages('/messages/5');
    fireEvent.click(await screen.findByText('Message from Sam Stitch: actions'));
    fireEvent.click(screen.getByRole('button', { name: 'Block Sam Stitch' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Sam Stitch?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked. They are not told.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/me/blocks/sam');
  });

  it('says so when the conversation is gone, and when one cannot write', async () => {
    stubFetch({
      ...list,
      'GET /api/conversations/5': json(200, conversation({ canWrite: false })),
      'GET /api/conversations/6': json(404, { message: 'No such conversation.' }),
    });
    signInAs();
    showMessages('/messages/5');
    expect(await screen.findByText('You cannot write in this conversation.')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    tearDown();
    stubFetch({ ...list, 'GET /api/conversations/6': json(404, { message: 'No such conversation.' }) });
    signInAs();
    showMessages('/messages/6');
    expect(await screen.findByText('No such conversation.')).toBeTruthy();
  });
});
