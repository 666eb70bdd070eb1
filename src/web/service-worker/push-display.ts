/// <reference lib="webworker" />
import type { PushMessage } from '../../shared/api/push';

declare const self: ServiceWorkerGlobalScope;

/**
 * The payload as the server sends it (shared/api/push.ts). Checked by hand rather than with zod:
 * the worker stays a few kilobytes, and a push it cannot read still shows something.
 */
export function readPush(data: PushMessageData | null): PushMessage {
  let raw: Partial<Record<keyof PushMessage, unknown>> = {};
  try {
    raw = (data?.json() ?? {}) as typeof raw;
  } catch {
    // Not JSON: fall back to the defaults below.
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const url = text(raw.url, '/');
  return {
    title: text(raw.title, 'Midwest Cosplay & Maker Club'),
    body: text(raw.body, ''),
    // Only a path on this site: a push never sends the member elsewhere.
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/',
    tag: text(raw.tag, 'club'),
  };
}

export function showPush(event: PushEvent): Promise<void> {
  const message = readPush(event.data);
  return self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: message.url },
  });
}

/** Focuses a tab of the site and takes it to the push's page, or opens one. */
export async function openPush(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    // navigate() works on tabs this worker controls; another one is left focused where it was.
    const moved = await focused.navigate(target).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(target);
}
