/**
 * Cache Storage names shared by the service worker and the page (the page deletes the member's
 * cache on sign-out). A new version of what a cache holds gets a new name; the worker deletes
 * caches it no longer knows when it activates.
 */
export const SCHEDULE_CACHE = 'member-schedule-v1';
export const PAGES_CACHE = 'pages-v1';
export const CHUNKS_CACHE = 'chunks-v1';

/** How many event pages' answers stay for offline reading: the ones the member opened last. */
export const OFFLINE_EVENTS = 20;

/** The member's own answers kept for offline reading; every other /api answer goes to the network only. */
export function isScheduleRequest(url: URL): boolean {
  return (
    url.pathname === '/api/me/events' ||
    /^\/api\/events\/\d+$/.test(url.pathname) ||
    // A member's con day plan (features/con-plan), opened once online, for the day without signal.
    /^\/api\/me\/cons\/[^/]+\/plan$/.test(url.pathname)
  );
}
