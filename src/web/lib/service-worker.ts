import { useSyncExternalStore } from 'react';
import { SCHEDULE_CACHE } from '../service-worker/cache-names';

/**
 * Registers the service worker (built into dist/web/sw.js, docs/decisions/0029-service-worker.md)
 * once the page has loaded, so it never competes with the first page's own requests. Production
 * builds only: in development and tests there is no sw.js, and a worker would keep stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Deletes the member's schedule kept for offline reading (the service worker fills it): on
 * sign-out and sign-in, so the next person on this device never reads the last one's events.
 */
export function forgetOfflineSchedule(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(SCHEDULE_CACHE).catch(() => undefined);
}

function onControllerChange(listener: () => void) {
  navigator.serviceWorker?.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', listener);
}

/**
 * Whether a service worker controls this page (and so keeps the answers it fetches). Follows
 * `controllerchange`: on the very first visit the worker takes the page over after it loaded.
 */
export function useServiceWorkerControlled(): boolean {
  return useSyncExternalStore(
    onControllerChange,
    () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
    () => false,
  );
}
