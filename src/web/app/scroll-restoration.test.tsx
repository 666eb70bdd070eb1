// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyFirstEntry, listenForScrollPlaces, resetScrollMemory } from './scroll-memory';
import { SCROLL_WAIT_MS, ScrollRestoration } from './scroll-restoration';

/*
 * jsdom has no layout: the window's scrolling is simulated. `room` is how far the page can
 * scroll (its height less the window's); a ResizeObserver stand-in lets a test "grow" the page.
 */
let room = 5000;
let y = 0;
const resized = new Set<() => void>();

function scrollWindow(top: number) {
  y = Math.max(0, Math.min(top, room));
  window.dispatchEvent(new Event('scroll'));
}

function grow(to: number) {
  room = to;
  for (const callback of resized) callback();
}

beforeEach(() => {
  room = 5000;
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) =>
    scrollWindow(top)) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        resized.add(this.callback);
      }
      disconnect() {
        resized.delete(this.callback);
      }
    },
  );
  sessionStorage.clear();
  resetScrollMemory();
  window.history.replaceState(null, '', '/');
  listenForScrollPlaces(); // as main.tsx does, before the router starts
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderApp() {
  render(
    <BrowserRouter>
      <ScrollRestoration />
      <Link to="/events">Events</Link>
      <Link to="/events/1">An event</Link>
      <Link to="/events?page=2">Next page</Link>
    </BrowserRouter>,
  );
}
const go = (name: string) => fireEvent.click(screen.getByRole('link', { name }), { button: 0 });
const back = () => act(() => window.history.back());

describe('where a page opens', () => {
  it('a new page at its top; Back where the member was on that entry, Forward too', async () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(1383));
    go('An event');
    expect(y).toBe(0);
    act(() => scrollWindow(250));

    back();
    await waitFor(() => expect(window.location.pathname).toBe('/events'));
    await waitFor(() => expect(y).toBe(1383));
    act(() => window.history.forward());
    await waitFor(() => expect(window.location.pathname).toBe('/events/1'));
    await waitFor(() => expect(y).toBe(250));
  });

  it('Back right after a scroll whose event has not fired yet still keeps the place left', async () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(1383));
    go('An event');
    // Scrolled, but the browser has not sent the scroll event yet (a busy phone). In Chromium, React
    // also draws the next page inside the router's popstate listener, which jsdom does not do: the
    // browser test navigation.spec.ts covers that order (the place is noted before the router hears).
    y = 250;

    back();
    await waitFor(() => expect(y).toBe(1383));
    act(() => window.history.forward());
    await waitFor(() => expect(window.location.pathname).toBe('/events/1'));
    await waitFor(() => expect(y).toBe(250));
  });

  it('another query of the same page keeps the place (a pager, a filter)', () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(900));
    go('Next page');
    expect(window.location.search).toBe('?page=2');
    expect(y).toBe(900);
  });

  it('Back to a page still too short waits until it has grown, then restores', async () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(2000));
    go('An event');
    room = 600; // the list's answers are not in yet
    back();
    await waitFor(() => expect(window.location.pathname).toBe('/events'));
    await waitFor(() => expect(y).toBe(600));
    act(() => grow(1500));
    expect(y).toBe(1500);
    act(() => grow(5000));
    expect(y).toBe(2000);
    // Done: growing further moves nothing.
    act(() => scrollWindow(100));
    act(() => grow(6000));
    expect(y).toBe(100);
  });

  it('stops waiting once the member scrolls themselves, or after a while', async () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(2000));
    go('An event');
    room = 300;
    back();
    await waitFor(() => expect(y).toBe(300));
    fireEvent.wheel(window);
    act(() => grow(5000));
    expect(y).toBe(300);

    // Without a member's scroll, the wait ends after SCROLL_WAIT_MS.
    act(() => scrollWindow(2000));
    go('An event');
    room = 300;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    back();
    await vi.waitFor(() => expect(y).toBe(300));
    act(() => vi.advanceTimersByTime(SCROLL_WAIT_MS + 1));
    act(() => grow(5000));
    expect(y).toBe(300);
  });

  it('remembers the places across a reload of the page (sessionStorage)', async () => {
    renderApp();
    go('Events');
    act(() => scrollWindow(1200));
    const entry = window.history.state;
    window.dispatchEvent(new Event('pagehide')); // the page goes away (a reload)
    cleanup();
    resetScrollMemory();
    y = 0;
    window.history.replaceState(entry, '', '/events');
    renderApp();
    await waitFor(() => expect(y).toBe(1200));
  });

  it('an address typed into the tab opens at its top, not at another first entry’s place', async () => {
    keyFirstEntry(); // as main.tsx does
    renderApp();
    act(() => scrollWindow(1200));
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    resetScrollMemory();
    y = 0;
    window.history.pushState(null, '', '/search'); // a new document, without the router's state
    keyFirstEntry();
    renderApp();
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(y).toBe(0);
    // The first entry keeps its own place.
    back();
    await waitFor(() => expect(y).toBe(1200));
  });
});
