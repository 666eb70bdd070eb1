import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '../../shared/organisers/roles';
import { clearSession, setSession } from '../lib/session';
import { Toaster } from '../ui/toast';

/*
 * What the component tests of every feature share (jsdom; tests/web-setup.ts sets the waits): a
 * page rendered as the app renders it (a fresh query cache, a router, the toasts), a signed-in
 * member, and the clean-up after each test.
 */

// jsdom's <dialog> has no close(): give it the browser's effect (ui/dialog.tsx calls it on closing).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

function withApp(path: string, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where the app went: rendered by the catch-all route so a test can read it. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` under the route pattern `route`, with a catch-all that shows the location. */
export function renderRoute(path: string, route: string, element: ReactNode) {
  return withApp(
    path,
    <Routes>
      <Route path={route} element={element} />
      <Route path="*" element={<Location />} />
    </Routes>,
  );
}

/** Renders `page` as it is, with the router at `path`. */
export function renderAt(path: string, page: ReactNode) {
  return withApp(path, page);
}

/** A signed-in session: robin (7) the member, or olive (1) the organiser. */
export function signInAs(role: MemberRole = 'member') {
  setSession(
    role === 'organiser'
      ? { token: 'tok', username: 'olive', userid: '1', role, status: 'active' }
      : { token: 'tok', username: 'robin', userid: '7', role, status: 'active' },
  );
}

/** After each test: toasts live in a module-wide store, so dismiss them before unmounting. */
export function tearDown() {
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(button);
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
}
