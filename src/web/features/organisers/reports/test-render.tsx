import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session';
import { Toaster } from '../../../ui/toast';

// The first render imports the page's modules; on a busy machine that takes longer than 1 s.

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

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function signInOrganiser() {
  setSession({ token: 'tok', username: 'olive', userid: '1', role: 'organiser', status: 'active' });
}

export function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {page}
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
