// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { signInAs, tearDown } from '../../test-support/render-route';
import { ada, sam, showMessages, summary } from './messages-fixture';

afterEach(tearDown);

const inbox = (conversations = [summary()], counts = { unread: 0, requests: 0 }) => ({
  'GET /api/conversations?box=inbox': json(200, { conversations, ...counts }),
});

describe('/messages: the list', () => {
  it('shows each conversation with its name, preview, time and unread count', async () => {
    const calls = stubFetch(
      inbox(
        [
          summary({ id: 5, unread: 3 }),
          summary({
            id: 6,
            kind: 'group',
            members: [sam, ada],
            last: {
              preview: 'Foam is cut',
              senderName: 'Robin',
              mine: true,
              createdAt: '2026-11-20T15:00:00Z',
            },
          }),
          summary({ id: 7, kind: 'group', title: 'Armour crew', members: [ada, sam] }),
        ],
        { unread: 3, requests: 2 },
      ),
    );
    signInAs();
    showMessages('/messages');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/messages/5', '/messages/6', '/messages/7']);
    expect(rows[0]!.textContent).toContain('Sam Stitch');
    expect(rows[0]!.textContent).toContain('See you at the con');
    expect(within(rows[0]!).getByText('3').textContent).toBe('3 unread');
    // A group without a title is named by its members; the viewer's own last message says "You:".
    expect(rows[1]!.textContent).toContain('Sam Stitch and Ada Lace');
    expect(rows[1]!.textContent).toContain('You: Foam is cut');
    expect(rows[2]!.textContent).toContain('Armour crew');
    expect(screen.getByRole('link', { name: 'Requests (2)' }).getAttribute('href')).toBe(
      '/messages?box=requests',
    );
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    // The pane beside the list says what to do.
    expect(screen.getByText('Choose a conversation')).toBeTruthy();
  });

  it('says what to do when there are no conversations or requests', async () => {
    stubFetch({
      ...inbox([]),
      'GET /api/conversations?box=requests': json(200, { conversations: [], unread: 0, requests: 0 }),
    });
    signInAs();
    showMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a message' }).getAttribute('href')).toBe('/messages/new');
    fireEvent.click(screen.getByRole('link', { name: 'Requests' }));
    expect(await screen.findByText('No requests')).toBeTruthy();
    expect(screen.getByText(/waits here until you accept or ignore it/)).toBeTruthy();
  });

  it('lists requests under their tab, each opening with the tab kept', async () => {
    stubFetch({
      'GET /api/conversations?box=requests': json(200, {
        conversations: [summary({ id: 9, state: 'request', members: [ada] })],
        unread: 0,
        requests: 1,
      }),
    });
    signInAs();
    showMessages('/messages?box=requests');
    const row = await screen.findByRole('link', { name: /Ada Lace/ });
    expect(row.getAttribute('href')).toBe('/messages/9?box=requests');
    expect(screen.getByRole('link', { name: 'Requests (1)' }).getAttribute('aria-current')).toBe('page');
  });
});
