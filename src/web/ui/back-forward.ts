import { type RefObject, useEffect, useId, useRef } from 'react';

/**
 * The browser's Back and Forward buttons, for open dialogs and the phone menu (Back closes them,
 * see useBackCloses below) and for the unsaved-edits guard (leave-guard.tsx).
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
/**
 * 'undo': the next popstate is the guard's own return; 'redo': the member leaving after all;
 * 'layer': a closed dialog's entry taken off the history.
 */
let expecting: 'undo' | 'redo' | 'layer' | null = null;
/** The number of the entry the last step arrived at: tells a step back from one forward. */
let lastIndex: number | null = null;

/**
 * Listens for Back/Forward ahead of the router: main.tsx calls this before the router starts.
 * Listeners on `window` run in the order they were added (Chromium does not run capturing ones
 * first there), so only a listener added earlier can keep a step from the router.
 */
export function installBackForwardGate() {
  if (installed) return;
  installed = true;
  lastIndex = historyIndex(window.history.state);
  window.addEventListener('popstate', (event) => {
    const own = expecting;
    expecting = null;
    const from = lastIndex;
    lastIndex = historyIndex(event.state);
    if (own === 'redo') return;
    if (own === 'undo' || own === 'layer' || layerStep(event, from) || gate?.(event))
      event.stopImmediatePropagation();
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

/*
 * Back closes what is open over the page. An open dialog or phone menu (a "layer") adds a history
 * entry with the page's own address and state, marked with the layer's id and numbered one past
 * the page (as the router would number a new entry, so its counting stays right). Back returns to
 * the page's entry: the layer closes and the router, which never saw the layer's entry, is not
 * told. A layer closed some other way takes its entry off again with history.back(). One closed by
 * a navigation (a dialog's button that opens another page) leaves its entry under the new page:
 * Back and Forward then step over it, so no press of Back seems to do nothing.
 */

interface Layer {
  id: string;
  /** The router's key of the page the layer opened over. */
  pageKey: unknown;
  close: () => void;
  /** Closed by Back: its entry is gone already. */
  left: boolean;
}

const layers: Layer[] = [];
/** Entries of layers closed by a navigation: stepped over in the direction the member goes. */
const buried = new Set<string>();
/** A layer whose entry comes off at the end of this task, unless it opens again (StrictMode). */
let closing: string | null = null;
/** Layer ids of this page load: an entry left from before a reload never matches an open layer. */
const loadId = Math.random().toString(36).slice(2, 8);

/**
 * While `open`, Back calls `close` instead of leaving the page (Android's Back button, a
 * browser's Back): for dialogs and the phone menu. Closing by other means needs nothing more.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const id = `${loadId}${useId()}`;
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    return openLayer(id, () => latest.current());
  }, [open, id]);
}

function openLayer(id: string, close: () => void): () => void {
  const state: unknown = window.history.state;
  if (closing === id && layerOf(state) === id) {
    closing = null; // closed and opened again at once (StrictMode's second run): same entry
  } else {
    const index = historyIndex(state);
    const base = typeof state === 'object' && state !== null ? state : {};
    const next = { ...base, idx: index === null ? undefined : index + 1, layer: id };
    window.history.pushState(next, '', currentUrl());
    lastIndex = historyIndex(next);
  }
  const layer: Layer = { id, pageKey: keyOf(state), close, left: false };
  layers.push(layer);
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    if (layer.left) return;
    if (layerOf(window.history.state) !== id) {
      buried.add(id);
      return;
    }
    closing = id;
    queueMicrotask(() => {
      if (closing !== id) return;
      closing = null;
      if (layerOf(window.history.state) !== id) return;
      expecting = 'layer';
      window.history.back();
    });
  };
}

/** Handles a step that concerns layers; answers whether the router must not see it. */
function layerStep(event: PopStateEvent, from: number | null): boolean {
  const arrived = layerOf(event.state);
  const top = layers.at(-1);
  if (top && arrived !== top.id) {
    // Back from an open layer: it closes (and any above the entry the member went to).
    const below = arrived === null ? -1 : layers.findIndex((layer) => layer.id === arrived);
    for (const layer of layers.slice(below + 1).reverse()) {
      layer.left = true;
      layer.close();
    }
    // Still the page the layer opened over: nothing for the router. A jump further is its to show.
    return keyOf(event.state) === top.pageKey;
  }
  if (arrived !== null && !layers.some((layer) => layer.id === arrived)) {
    // The entry of a layer closed since: on to the next entry, the way the member was going (the
    // next step's popstate is the member's as usual). Forward over a layer whose entry came off
    // would find nothing ahead: back to the page instead.
    const here = historyIndex(event.state);
    const forward = from !== null && here !== null && from < here && buried.has(arrived);
    window.history.go(forward ? 1 : -1);
    return true;
  }
  return false;
}

const layerOf = (state: unknown): string | null => {
  const layer = (state as { layer?: unknown } | null)?.layer;
  return typeof layer === 'string' ? layer : null;
};

const keyOf = (state: unknown): unknown => (state as { key?: unknown } | null)?.key;

const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;

function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
