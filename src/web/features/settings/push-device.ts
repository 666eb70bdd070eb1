import type { PushSubscribeBody } from '../../../shared/api/push';
import { deviceName } from './device-name';

/**
 * This browser's side of push: whether it can, its service worker registration, its current
 * subscription. Safari on iPhone and iPad has no PushManager until the site is added to the Home
 * Screen; a development build registers no service worker.
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('serviceWorker' in navigator)) {
    return null;
  }
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The base64url VAPID key as the bytes PushManager.subscribe() wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** What the server keeps of a subscription: its endpoint, its keys, and a name the member knows. */
export function subscribeBody(subscription: PushSubscription): PushSubscribeBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: deviceName(navigator.userAgent),
  };
}

/** A refusal of the browser said in words: permission, or the push service. */
export class PushSetupError extends Error {}

/** Asks permission (the browser's own question), then subscribes with the club's key. */
export async function subscribeThisBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new PushSetupError(
      'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
    );
  }
  if (permission !== 'granted') throw new PushSetupError('Notifications were not allowed on this device.');
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    throw new PushSetupError('This browser could not subscribe to notifications. Please try again later.');
  }
}
