/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CHUNKS_CACHE, isScheduleRequest, OFFLINE_EVENTS, PAGES_CACHE, SCHEDULE_CACHE } from './cache-names';
import { openPush, showPush } from './push-display';

/*
 * The site's service worker (docs/decisions/0029-service-worker.md): the app shell for offline
 * visits, the member's schedule for reading offline, and pushes shown as notifications.
 *
 * Updates: no skipWaiting(). A new worker installs beside the old one and waits until every tab
 * of the site has closed; the next visit gets it. A tab with a half-filled form is never switched
 * to new code (or new chunk names) under its feet. clientsClaim() only matters on the very first
 * install, when no worker controls the page yet: that visit's own requests are then cached.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

clientsClaim();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  const known = new Set([SCHEDULE_CACHE, PAGES_CACHE, CHUNKS_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !name.startsWith('workbox-precache') && !known.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The shell: index.html's own scripts, styles and fonts, the icons and the manifest
// (scripts/build-service-worker.mjs picks them; lazy page chunks are cached as they are used).
// No directory index or clean URLs: "/" and "/index" are pages, and pages always ask the network
// first (below); the precached index.html is only the last fallback of an offline visit.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Pages: always the network when there is one (the server writes each page's head and the club
// content into it); offline, the copy from the last visit of that address.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 30 })],
    }),
  ),
);

// Page chunks the member has loaded: names carry a content hash, so a kept copy is never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CHUNKS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// The member's schedule and the events they opened: fresh when online, the last answer offline.
// Every other /api answer is left to the network (and the server marks private ones no-store).
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isScheduleRequest(url),
  new NetworkFirst({
    cacheName: SCHEDULE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_EVENTS + 5, purgeOnQuotaError: true })],
  }),
);

// An address visited for the first time while offline: the shell, which shows the page's
// "offline" state from there.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const page =
      (await caches.open(PAGES_CACHE).then((cache) => cache.match('/'))) ??
      (await matchPrecache('/index.html'));
    if (page) return page;
  }
  return Response.error();
});

self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openPush(event)));
