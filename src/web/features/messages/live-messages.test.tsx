// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnreadCount } from '../../lib/live-unread';
import { getSession } from '../../lib/session';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { liveStream } from '../../test-support/live-stream';
import { renderAt, signInAs, tearDown } from '../../test-support/render-route';
import { summary } from './messages-fixture';
import MessagesPage from './messages-page';

afterEach(tearDown);

/** What the header does in the app: keeps the live stream open while signed in. */
function Header() {
  useUnreadCount(getSession());
  return null;
}

describe('live messages', () => {
  it('a "message" frame refetches the open list', async () => {
    const calls = stubFetch({
      'GET /api/conversations?box=inbox': json(200, { conversations: [summary()], unread: 0, requests: 0 }),
      'GET /api/me/live': liveStream([{ kind: 'message', conversation: 5, unread: 1, requests: 0 }]),
    });
    signInAs();
    renderAt('/messages', <MessagesPage />);
    await screen.findByRole('link', { name: /Sam Stitch/ });
    // The stream starts with the header (as in the app); its frame refreshes the page's list.
    renderAt('/', <Header />);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/conversations?box=inbox').length).toBeGreaterThan(1),
    );
  });
});
