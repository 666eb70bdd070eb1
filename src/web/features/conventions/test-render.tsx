import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { clearSession } from '../../lib/session';

configure({ asyncUtilTimeout: 5000 });

/** Stubs fetch with answers by "METHOD /url"; records each call's method, url and JSON body. */
export function stubFetch(routes: Record<string, () => Response>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const answer = routes[`${method} ${url}`];
      return answer ? answer() : json(404, { message: 'No route' });
    }),
  );
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export function renderRoute(path: string, route: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function tearDown() {
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
