import { useQuery } from '@tanstack/react-query';
import type { PushSubscribeBody } from '../../../shared/api/push';
import { api } from '../../lib/api';

export const pushDevicesKey = ['push-devices'] as const;

/**
 * GET /api/me/push-subscriptions: the devices that receive the member's pushes. With this
 * browser's endpoint as ?current=, the server marks its row "This device".
 */
export function usePushDevices(currentEndpoint: string | null | undefined) {
  const query = currentEndpoint ? `?current=${encodeURIComponent(currentEndpoint)}` : '';
  return useQuery({
    queryKey: [...pushDevicesKey, currentEndpoint ?? null],
    queryFn: ({ signal }) =>
      api(`/me/push-subscriptions${query}`, { auth: true, signal, check: 'pushDevices' }),
    // Wait until this browser's own subscription is known, so "This device" is right the first time.
    enabled: currentEndpoint !== undefined,
  });
}

/** GET /api/push/key: the club's public VAPID key (the browser's applicationServerKey). */
export function fetchPushKey() {
  return api('/push/key', { check: 'pushKey' });
}

/** POST /api/me/push-subscriptions */
export function saveSubscription(body: PushSubscribeBody) {
  return api<unknown>('/me/push-subscriptions', { method: 'POST', body, auth: true });
}

/** DELETE /api/me/push-subscriptions/{id} */
export function removeDevice(id: number) {
  return api<unknown>(`/me/push-subscriptions/${id}`, { method: 'DELETE', auth: true });
}
