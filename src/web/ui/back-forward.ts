import { type RefObject, useEffect, useRef } from 'react';

/**
 * The browser's Back and Forward buttons for the unsaved-edits guard (leave-guard.tsx).
 *
 * By the time `popstate` fires the browser has already moved to the other entry and nothing can
 * be cancelled, so the guard steps back itself. The router numbers its history entries (`idx` in
 * history.state), which tells how far the member went: `history.go(-step)` returns to the entry
 * they left with the history unchanged, and Leave then replays `history.go(step)`. The router sees
 * neither the member's step nor the return: this module's listener swallows both. An entry the
 * router never numbered cannot be measured: then the page's entry is pushed again (the entries
 * ahead of it are lost) and Leave navigates to where the member went.
 */

/** Where the member wanted to go when asked: an address, or a step through the history. */
export type Leaving = { to: string } | { historyStep: number };

/** Answers whether it took a Back/Forward step (the router must then not see it). */
type Gate = (event: PopStateEvent) => boolean;

let installed = false;
let gate: Gate | null = null;
/** 'undo': the next popstate is the guard's own return; 'redo': the member leaving after all. */
let expecting: 'undo' | 'redo' | null = null;

/**
 * Listens for Back/Forward ahead of the router: main.tsx calls this before the router starts.
 * Listeners on `window` run in the order they were added (Chromium does not run capturing ones
 * first there), so only a listener added earlier can keep a step from the router.
 */
export function installBackForwardGate() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    const own = expecting;
    expecting = null;
    if (own === 'redo') return;
    if (own === 'undo' || gate?.(event)) event.stopImmediatePropagation();
  });
}

/** Puts `next` in charge of Back/Forward; returns how to give it up. */
export function openGate(next: Gate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}

interface Entry {
  index: number | null;
  state: unknown;
  url: string;
}

/** The history entry the page is on, re-read at every location change. */
export function useHistoryEntry(locationKey: string): RefObject<Entry> {
  const entry = useRef<Entry>({ index: null, state: null, url: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every location change.
  useEffect(() => {
    const state: unknown = window.history.state;
    // A hash-only entry (the skip link's #main) has no number: keep the page's own.
    entry.current = { index: historyIndex(state) ?? entry.current.index, state, url: currentUrl() };
  }, [locationKey]);
  return entry;
}

/** Back on `entry` after the member's step `event`; returns how to go where they went. */
export function undoStep(event: PopStateEvent, entry: Entry): Leaving {
  const target = historyIndex(event.state);
  if (target !== null && entry.index !== null && target !== entry.index) {
    expecting = 'undo';
    window.history.go(entry.index - target);
    return { historyStep: target - entry.index };
  }
  const to = currentUrl();
  window.history.pushState(entry.state, '', entry.url);
  return { to };
}

/** The member's step after all: the router follows it as usual. */
export function redoStep(step: number) {
  expecting = 'redo';
  window.history.go(step);
}

const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;

function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
