/**
 * Where the window was scrolled on each history entry (by the router's entry key), kept in
 * sessionStorage so Back after a reload, or after leaving the site, still finds it.
 */
const STORAGE_KEY = 'scroll-positions';
/** Enough for a long visit; the oldest entries are dropped first. */
const KEPT = 100;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored))
      for (const item of stored)
        if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number')
          positions.set(item[0], item[1]);
  } catch {
    // Storage off or garbled: positions are kept for this page's life only.
  }
  return positions;
}

export function rememberScroll(key: string, top: number) {
  const all = load();
  all.delete(key); // re-inserted last: the map's order is the order of use
  all.set(key, Math.round(top));
  if (all.size > KEPT) all.delete(all.keys().next().value as string);
}

export function recalledScroll(key: string): number | undefined {
  return load().get(key);
}

/** Writes the positions to sessionStorage (on each page change and when the tab is hidden). */
export function storeScrollPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // Storage full or off: nothing lost but the positions after a reload.
  }
}

/** For tests: forget what this page's life remembered (sessionStorage is read again). */
export function resetScrollMemory() {
  positions = undefined;
  shownKey = null;
}

/** The history entry whose page is on screen (ScrollRestoration sets it as it draws each page). */
let shownKey: string | null = null;

export function showEntry(key: string | null) {
  shownKey = key;
}

function noteShownPlace() {
  if (shownKey !== null) rememberScroll(shownKey, window.scrollY);
}

let listening = false;

/**
 * Notes the place of the page on screen as the member scrolls, and again as they leave it: the
 * scroll event of the last move can still be on its way then (Back right after scrolling, on a
 * busy phone). Installed before the router starts (main.tsx), because on Back/Forward React 19
 * draws the next page inside the router's own popstate listener: a listener added after the
 * router's would find the next page already on screen, and the place left would be lost.
 */
export function listenForScrollPlaces() {
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', noteShownPlace, { passive: true });
  window.addEventListener('popstate', noteShownPlace);
  // A tap on a link: noted before the router draws the next page.
  document.addEventListener('click', noteShownPlace, { capture: true, passive: true });
  window.addEventListener('pagehide', storeScrollPositions);
}

/**
 * Gives the entry the visit starts on a key of its own before the router starts: the router
 * calls an entry it did not make "default", and every address typed into the tab would then
 * share (and restore) one remembered place.
 */
export function keyFirstEntry() {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  if (typeof (base as { key?: unknown }).key === 'string') return;
  window.history.replaceState({ ...base, key: Math.random().toString(36).slice(2, 10) }, '');
}
