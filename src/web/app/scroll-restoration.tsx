import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { listenForScrollPlaces, recalledScroll, showEntry, storeScrollPositions } from './scroll-memory';

/** How long a restore or an #anchor waits for the page to grow into place (its data, photos, on a
 * slow phone); the member scrolling or typing ends the wait at once. */
export const SCROLL_WAIT_MS = 10_000;

/**
 * Where a page opens: a new page at its top (or at its #anchor), and Back/Forward where the
 * member was on that entry. The app uses the router's declarative mode, which has no
 * <ScrollRestoration>, and the browser's own restoring would act before the router has drawn the
 * page (it changes pages in a transition, once their code is here), so both are done here:
 * positions are noted per history entry as the member scrolls (scroll-memory.ts), and applied
 * once the entry's page is on screen, waiting while it is still too short (its answers coming).
 */
export function ScrollRestoration() {
  const { key, pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<{ key: string; pathname: string; search: string; hash: string } | null>(null);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    listenForScrollPlaces(); // main.tsx has done so before the router started; here for tests
    return () => {
      window.history.scrollRestoration = before;
      showEntry(null);
    };
  }, []);

  // A layout effect: the new page is in the document but not yet painted, so the old position
  // is never drawn with the new page.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname, search, hash };
    showEntry(key);
    if (previous) storeScrollPositions();
    const samePath = previous?.pathname === pathname;
    // A link to a part of the page on screen (the skip link's #main; the browser has done it).
    if (samePath && previous?.search === search && hash && hash !== previous.hash)
      return scrollWhenReady(() => toAnchor(hash));
    const saved = type === 'POP' ? recalledScroll(key) : undefined;
    if (saved !== undefined) return scrollWhenReady(() => toTop(saved));
    if (hash) return scrollWhenReady(() => toAnchor(hash));
    // The same page with other parameters (a filter, a pager, a month) keeps its place: the page
    // moves its own view if it needs to. Another page starts at its top.
    if (previous && !samePath) window.scrollTo(0, 0);
  }, [key, pathname, search, hash, type]);

  return null;
}

/** Scrolls to `top`; true once there (false while the page is still too short for it). */
function toTop(top: number): boolean {
  window.scrollTo(0, top);
  return Math.abs(window.scrollY - top) < 2;
}

/** Scrolls to the element `hash` names; true once it exists. */
function toAnchor(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Tries `place` now and again each time the page changes size, until it succeeds, the member
 * scrolls or types themselves, or SCROLL_WAIT_MS pass. Returns how to stop early (the next page).
 */
export function scrollWhenReady(place: () => boolean): () => void {
  if (place()) return () => {};
  const observer = new ResizeObserver(() => {
    if (place()) stop();
  });
  const timer = window.setTimeout(() => stop(), SCROLL_WAIT_MS);
  const interactions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of interactions) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of interactions) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
