// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
// A real P-256 public key's length in base64url (65 bytes): the bytes handed to subscribe() are checked.
const PUBLIC_KEY = `BA${'_-'.repeat(42)}A`;
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with push: a service worker registration whose PushManager is a double. */
function browserWithPush(existing: ReturnType<typeof fakeSubscription> | null) {
  const created = fakeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => created),
  };
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  vi.stubGlobal('Notification', { requestPermission });
  return { pushManager, created, requestPermission };
}

const device = (id: number, label: string, current: boolean, lastPushAt: string | null = null) => ({
  id,
  label,
  service: 'fcm.googleapis.com',
  createdAt: '2025-03-01T10:00:00.000Z',
  lastPushAt,
  current,
});
const CURRENT = `GET /api/me/push-subscriptions?current=${encodeURIComponent(ENDPOINT)}`;
const section = () => within(screen.getByRole('region', { name: 'Notifications on this device' }));
const toggle = () => section().findByRole('switch', { name: 'Send notifications to this device' });

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(() => {
  tearDown();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications on this device', () => {
  it('tells a browser without push (iPhone Safari before Home Screen) what to do, and still lists devices', async () => {
    stubFetch({
      'GET /api/me/push-subscriptions': json(200, { devices: [device(4, 'Chrome on Android', false)] }),
    });
    renderSettings();
    expect(
      await screen.findByText(/on an iPhone or iPad, add this site to your Home Screen first/),
    ).toBeTruthy();
    expect(section().queryByRole('switch')).toBeNull();
    const list = await section().findByRole('list', { name: 'Devices that receive notifications' });
    expect(list.textContent).toContain('Chrome on Android · fcm.googleapis.com');
    expect(list.textContent).toContain('Added on March 1, 2025 · no push yet');
  });

  it('asks permission, subscribes with the club key and saves the subscription with a device label', async () => {
    const { pushManager, requestPermission } = browserWithPush(null);
    let saved = false;
    const calls = stubFetch({
      'GET /api/me/push-subscriptions': () => json(200, { devices: [] }),
      [CURRENT]: () => json(200, { devices: saved ? [device(3, 'Chrome on Linux', true)] : [] }),
      'GET /api/push/key': json(200, { publicKey: PUBLIC_KEY }),
      'POST /api/me/push-subscriptions': () => {
        saved = true;
        return json(201, { id: 3 });
      },
    });
    renderSettings();
    const on = await toggle();
    expect((on as HTMLInputElement).checked).toBe(false);
    expect(await section().findByText('No device receives your notifications yet.')).toBeTruthy();
    fireEvent.click(on);
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0]?.[0] ?? {};
    expect(options.userVisibleOnly).toBe(true);
    const bytes = options.applicationServerKey as Uint8Array;
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.headers.Authorization).toBe('Bearer tok');
    expect(post?.body).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
      label: expect.any(String),
    });
    await waitFor(async () => expect(((await toggle()) as HTMLInputElement).checked).toBe(true));
    expect((await section().findByText(/This device/)).textContent).toContain('Chrome on Linux');
  });

  it('says so when the member blocks notifications, and saves nothing', async () => {
    const { pushManager, requestPermission } = browserWithPush(null);
    requestPermission.mockResolvedValue('denied');
    const calls = stubFetch({
      'GET /api/me/push-subscriptions': json(200, { devices: [] }),
      'GET /api/push/key': json(200, { publicKey: PUBLIC_KEY }),
    });
    renderSettings();
    fireEvent.click(await toggle());
    expect((await section().findByRole('alert')).textContent).toBe(
      'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(((await toggle()) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's refusal and leaves the browser unsubscribed", async () => {
    const { created } = browserWithPush(null);
    stubFetch({
      'GET /api/me/push-subscriptions': json(200, { devices: [] }),
      'GET /api/push/key': json(200, { publicKey: PUBLIC_KEY }),
      'POST /api/me/push-subscriptions': json(400, { message: 'That push service is not accepted' }),
    });
    renderSettings();
    fireEvent.click(await toggle());
    expect((await section().findByRole('alert')).textContent).toBe('That push service is not accepted');
    expect(created.unsubscribe).toHaveBeenCalledOnce();
    expect(((await toggle()) as HTMLInputElement).checked).toBe(false);
  });

  it('turning it off removes this device on the server and unsubscribes the browser', async () => {
    const existing = fakeSubscription();
    browserWithPush(existing);
    let removed = false;
    const calls = stubFetch({
      [CURRENT]: () => json(200, { devices: removed ? [] : [device(3, 'Chrome on Linux', true)] }),
      'DELETE /api/me/push-subscriptions/3': () => {
        removed = true;
        return json(204, null);
      },
    });
    renderSettings();
    await waitFor(async () => expect(((await toggle()) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await toggle());
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/me/push-subscriptions/3',
    ]);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(((await toggle()) as HTMLInputElement).checked).toBe(false);
  });

  it('removes another device without touching this one', async () => {
    const existing = fakeSubscription();
    browserWithPush(existing);
    let removed = false;
    const calls = stubFetch({
      [CURRENT]: () =>
        json(200, {
          devices: [
            device(3, 'Chrome on Linux', true),
            ...(removed ? [] : [device(9, 'Firefox on Windows', false, new Date().toISOString())]),
          ],
        }),
      'DELETE /api/me/push-subscriptions/9': () => {
        removed = true;
        return json(204, null);
      },
    });
    renderSettings();
    const list = await section().findByRole('list', { name: 'Devices that receive notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const other = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(other.textContent).toContain('last push');
    fireEvent.click(within(other).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Firefox on Windows')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/me/push-subscriptions/9',
    ]);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(((await toggle()) as HTMLInputElement).checked).toBe(true);
  });
});
