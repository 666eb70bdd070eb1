import { api } from './api';
import { clearSession, getSession } from './session';

/**
 * This browser's push subscription, removed on the server and here: a browser signed out (a
 * shared or borrowed one) must not keep showing the member's notifications. Best effort.
 */
async function forgetThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const current = encodeURIComponent(subscription.endpoint);
  const { devices } = await api<{ devices: { id: number; current: boolean }[] }>(
    `/me/push-subscriptions?current=${current}`,
    { auth: true },
  );
  const mine = devices.find((device) => device.current);
  if (mine) await api(`/me/push-subscriptions/${mine.id}`, { method: 'DELETE', auth: true });
  await subscription.unsubscribe();
}

/** Ends the session on the server (best effort) and here; the caller decides where to go. */
export async function logOut(): Promise<void> {
  if (getSession()) {
    await forgetThisDevice().catch(() => undefined);
    await api('/logout', { method: 'POST', auth: true }).catch(() => undefined);
  }
  clearSession('logout');
}
