// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOut } from './log-out';
import { getSession, setSession } from './session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('logOut', () => {
  it('removes this browser’s push device and unsubscribes it before ending the session', async () => {
    setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
    const unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://push.example/abc', unsubscribe };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
      },
    });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (url.startsWith('/api/me/push-subscriptions?'))
          return json({
            devices: [
              { id: 3, current: false },
              { id: 9, current: true },
            ],
          });
        return new Response(null, { status: 204 });
      }),
    );
    await logOut();
    expect(calls).toEqual([
      `GET /api/me/push-subscriptions?current=${encodeURIComponent(subscription.endpoint)}`,
      'DELETE /api/me/push-subscriptions/9',
      'POST /api/logout',
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getSession()).toBeNull();
  });

  it('ends the session even when the browser has no push or the device cannot be removed', async () => {
    setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ endpoint: 'x' }) } }),
      },
    });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (url.startsWith('/api/me/push-subscriptions'))
          return new Response('{"message":"down"}', { status: 500 });
        return new Response(null, { status: 204 });
      }),
    );
    await logOut();
    expect(calls.at(-1)).toBe('POST /api/logout');
    expect(getSession()).toBeNull();
  });
});
