// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
// jsdom's <dialog> has no close(): give it the browser's effect (ui/dialog.tsx calls it on closing).
beforeAll(() => {
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(tearDown);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const session = (id: string, userAgent: string, current: boolean, lastUsed: number) => ({
  id,
  current,
  createdAt: '2025-03-01T10:00:00.000Z',
  lastUsedAt: minutesAgo(lastUsed),
  userAgent,
  ip: '203.0.113.5',
});
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const PROFILE_ROUTE = { 'GET /api/users/7': json(200, { ID: 7 }) };
const sessionList = () => screen.findByRole('list', { name: 'Your sessions' });
const rows = async () => within(await sessionList()).getAllByRole('listitem');

describe('Where you are signed in', () => {
  it('lists each session readably, this device first and without a Sign out', async () => {
    stubFetch({
      ...PROFILE_ROUTE,
      'GET /api/sessions': json(200, {
        sessions: [session('b', MAC, false, 120), session('a', PIXEL, true, 3)],
      }),
    });
    renderSettings();
    const [first, second] = await rows();
    expect(first?.querySelector('.session-name')?.textContent).toBe(
      'Chrome on Android · last used 3 minutes ago · this device',
    );
    expect(first?.textContent).toContain('Signed in on March 1, 2025 from 203.0.113.5');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(second?.querySelector('.session-name')?.textContent).toBe(
      'Safari on macOS · last used 2 hours ago',
    );
    const signOut = within(second as HTMLElement).getByRole('button', { name: 'Sign out' });
    expect(signOut.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('signs out one other session and lists what is left', async () => {
    let ended = false;
    const calls = stubFetch({
      ...PROFILE_ROUTE,
      'GET /api/sessions': () =>
        json(200, {
          sessions: [session('a', PIXEL, true, 0), ...(ended ? [] : [session('b', MAC, false, 10)])],
        }),
      'DELETE /api/sessions/b': () => {
        ended = true;
        return json(204, null);
      },
    });
    renderSettings();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out Safari on macOS')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.headers.Authorization).toBe('Bearer tok');
  });

  it('asks first, then signs out everywhere else', async () => {
    let ended = false;
    const calls = stubFetch({
      ...PROFILE_ROUTE,
      'GET /api/sessions': () =>
        json(200, {
          sessions: [
            session('a', PIXEL, true, 0),
            ...(ended ? [] : [session('b', MAC, false, 10), session('c', WINDOWS, false, 60 * 24 * 3)]),
          ],
        }),
      'DELETE /api/sessions': () => {
        ended = true;
        return json(200, { ended: 2 });
      },
    });
    renderSettings();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog.textContent).toContain('Your 2 other sessions will end');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out 2 other sessions')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/sessions']);
  });

  it("shows the server's message when a sign-out fails", async () => {
    stubFetch({
      ...PROFILE_ROUTE,
      'GET /api/sessions': json(200, {
        sessions: [session('a', PIXEL, true, 0), session('b', MAC, false, 5)],
      }),
      'DELETE /api/sessions/b': json(404, { message: 'No such session' }),
    });
    renderSettings();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const region = within(screen.getByRole('region', { name: 'Where you’re signed in' }));
    expect((await region.findByRole('alert')).textContent).toBe('No such session');
  });
});
