// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../lib/session';
import { stubFetch } from '../test-support/fetch-stub';
import { liveStream } from '../test-support/live-stream';
import { renderAt, signInAs, tearDown } from '../test-support/render-route';
import { NavBar } from './nav-bar';
import { MessagesLinkLabel, NotificationsLink } from './notifications-link';

afterEach(tearDown);

function Header() {
  const session = getSession();
  return session ? (
    <>
      <NotificationsLink session={session} onNavigate={() => undefined} />
      <a href="/messages">
        <MessagesLinkLabel />
      </a>
    </>
  ) : null;
}

describe('the menu’s Messages entry', () => {
  it('the menu’s Messages entry counts unread messages and requests from the stream', async () => {
    stubFetch({
      'GET /api/me/live': liveStream([
        { kind: 'unread', unread: 0 },
        { kind: 'message', conversation: 0, unread: 3, requests: 1 },
      ]),
    });
    signInAs();
    renderAt('/', <Header />);
    expect((await screen.findByRole('link', { name: /Messages/ })).textContent).toBe('Messages 4 new');
  });

  it('puts a dot on the closed menus’ buttons (the phone’s Menu, the account menu) while messages wait', async () => {
    stubFetch({
      'GET /api/me/live': liveStream([
        { kind: 'unread', unread: 0 },
        { kind: 'message', conversation: 0, unread: 0, requests: 2 },
      ]),
      'GET /api/content': () => new Response('{}', { status: 404 }),
    });
    signInAs();
    renderAt('/', <NavBar />);
    expect(await screen.findByRole('button', { name: /^Menu\s*\(new\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^robin\s*\(new\)$/ })).toBeTruthy();
  });
});
