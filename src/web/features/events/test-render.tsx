import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { EventDetail } from '../../../shared/api/events';
import { clearSession, setSession } from '../../lib/session';
import { Toaster } from '../../ui/toast';

// The first render imports the page's modules; on a busy machine that takes longer than 1 s.

// jsdom's <dialog> has no close(): give it the browser's effect (ui/dialog.tsx calls it on closing).
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | (() => Response);

/** Stubs fetch with answers by "METHOD /url" and records every call (JSON bodies parsed). */
export function stubFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
      const answer = routes[`${method} ${url}`];
      if (!answer) return json(404, { message: 'No route' });
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function signInMember() {
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
}

/** Where the app went: rendered by the test routes so a test can read it. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` under the route pattern `route`, with a catch-all that shows the location. */
export function renderRoute(path: string, route: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Location />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** After each test: toasts live in a module-wide store, so dismiss them before unmounting. */
export function tearDown() {
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(button);
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
}

const person = (username: string, displayName: string) => ({ username, displayName, thumbnail: '' });

/** An event as GET /api/events/{id} answers, in the contract's shape. */
export function sampleEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 5,
    title: 'Foam armour build night',
    startsAt: '2030-06-08T18:00:00-05:00',
    endsAt: '2030-06-08T21:00:00-05:00',
    timeZone: 'America/Chicago',
    venue: 'The Sewing Loft',
    address: '120 N Main St',
    city: 'Wichita',
    state: 'Kansas',
    url: 'https://loft.example.org',
    description: 'Bring a heat gun.',
    visibility: 'public',
    capacity: null,
    cover: '',
    host: person('hazel', 'Hazel Stitch'),
    cancelledAt: null,
    going: 2,
    maybe: 1,
    convention: null,
    attendees: [],
    hiddenAttendees: 0,
    myRsvp: null,
    canEdit: false,
    ...overrides,
  };
}
