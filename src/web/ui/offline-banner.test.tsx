// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { SCHEDULE_CACHE } from '../service-worker/cache-names';
import { OfflineBanner } from './offline-banner';

const KEPT_AT = 'Sat, 28 Nov 2026 16:05:00 GMT';

/** Cache Storage holding one kept answer, as the service worker leaves it. */
function stubCaches() {
  const kept = new Map([['/api/me/events?limit=3', new Response('{}', { headers: { date: KEPT_AT } })]]);
  const storage = {
    open: vi.fn(async () => ({ match: async (url: string) => kept.get(url)?.clone() })),
    delete: vi.fn(async () => true),
  };
  vi.stubGlobal('caches', storage);
  return storage;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the offline banner', () => {
  it('says nothing online, and when offline says how old the kept answer is', async () => {
    const storage = stubCaches();
    render(<OfflineBanner apiPath="/me/events?limit=3" />);
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    const banner = await screen.findByText(/^Offline, as of/);
    expect(storage.open).toHaveBeenCalledWith(SCHEDULE_CACHE);
    expect(banner.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(KEPT_AT).toISOString());
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the page needs a connection when nothing was kept for it', async () => {
    stubCaches();
    setOnline(false);
    render(<OfflineBanner apiPath="/events/99" />);
    expect((await screen.findByRole('status')).textContent).toBe('Offline. This needs a connection.');
  });
});

describe('the kept schedule and the session', () => {
  it('is deleted when the session ends and when another member signs in', () => {
    const storage = stubCaches();
    setSession({ token: 't', username: 'robin', userid: '7', role: 'member', status: 'active' });
    storage.delete.mockClear();
    setSession({ token: 't2', username: 'robin', userid: '7', role: 'member', status: 'active' });
    expect(storage.delete).not.toHaveBeenCalled();
    clearSession('logout');
    expect(storage.delete).toHaveBeenCalledWith(SCHEDULE_CACHE);
    storage.delete.mockClear();
    setSession({ token: 't3', username: 'sam', userid: '8', role: 'member', status: 'active' });
    expect(storage.delete).toHaveBeenCalledWith(SCHEDULE_CACHE);
    clearSession();
  });
});
