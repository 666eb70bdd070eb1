import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { installBackForwardGate } from './back-forward';
import { LeaveGuard } from './leave-guard';

/*
 * For the unsaved-edits guard's jsdom tests: a home page, an editor guarded by LeaveGuard (with
 * links of every kind) and another page, under a real BrowserRouter on jsdom's history.
 */

/** What the last click's default became once every handler (the guard's, the router's) had run. */
let lastClickPrevented: boolean | null = null;
const recordClick = (event: MouseEvent) => {
  lastClickPrevented = event.defaultPrevented;
  event.preventDefault(); // jsdom cannot load other documents; the test only needs the verdict
};
export const clickWasPrevented = () => lastClickPrevented;

export function setUpGuardedApp() {
  // As main.tsx does: before any router listens to popstate.
  beforeAll(installBackForwardGate);
  beforeEach(() => {
    // jsdom has no modal dialogs: close by the attribute.
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    // A fresh first entry: the router numbers the entries from here.
    window.history.replaceState(null, '', '/');
    document.addEventListener('click', recordClick);
    lastClickPrevented = null;
  });
  afterEach(() => {
    document.removeEventListener('click', recordClick);
    cleanup();
  });
}

function Editor({ alreadySaved = false }: { alreadySaved?: boolean }) {
  const [changed, setChanged] = useState(false);
  const saved = useRef(alreadySaved);
  return (
    <>
      <button type="button" onClick={() => setChanged(true)}>
        Edit
      </button>
      <Link to="/other">Other page</Link>
      <Link to="/slow">Slow page</Link>
      <Link to="/edit?tab=2">Second tab</Link>
      <a href="#notes">Notes</a>
      <a href="/other" target="_blank" rel="noopener">
        Other page in a new tab
      </a>
      <a href="/other.pdf" download>
        Download
      </a>
      <a href="https://example.org/other">Elsewhere</a>
      <LeaveGuard changed={changed} saved={saved} what="the test form" />
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Where">{pathname + search}</output>;
}

/** A page whose code never arrives: the router keeps the editor on screen while it "loads". */
const SlowPage = lazy(() => new Promise<never>(() => {}));

export function renderApp(alreadySaved = false) {
  render(
    <BrowserRouter>
      <Where />
      <Link to="/edit">Open the editor</Link>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/edit" element={<Editor alreadySaved={alreadySaved} />} />
          <Route path="/other" element={<p>The other page</p>} />
          <Route path="/slow" element={<SlowPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

/** The router's location, as the app shows it. */
export const where = () => screen.getByRole('status', { name: 'Where' }).textContent;
export const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
export const edit = () => fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
export const dialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
export const answer = (choice: 'Stay' | 'Leave') =>
  fireEvent.click(within(dialog()!).getByRole('button', { name: choice }));

/** The editor opened from the home page, with an edit made. */
export function openEditedEditor() {
  renderApp();
  click('Open the editor');
  expect(where()).toBe('/edit');
  edit();
}
