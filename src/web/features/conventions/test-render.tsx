import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { clearSession, setSession } from '../../lib/session';
import { Toaster } from '../../ui/toast';

// The first render imports the modules; on a busy machine that takes longer than 1 s.

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fixed answer (cloned for each call) or one made per call. */
type Answer = Response | (() => Response);

/** Stubs fetch with answers by "METHOD /url" and records every call (JSON bodies parsed). */
export function stubFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, body });
      const answer = routes[`${method} ${url}`];
      if (!answer) return json(404, { message: 'No route' });
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function signInMember() {
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
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

export function sampleCon(overrides: Partial<ConventionSummary> = {}): ConventionSummary {
  return {
    id: 1,
    slug: 'gen-con',
    name: 'Gen Con',
    venue: 'Indiana Convention Center',
    city: 'Indianapolis',
    state: 'Indiana',
    website: 'https://www.gencon.com',
    startsOn: '2030-07-31',
    endsOn: '2030-08-03',
    days: ['2030-07-31', '2030-08-01', '2030-08-02', '2030-08-03'],
    status: 'listed',
    ...overrides,
  };
}
