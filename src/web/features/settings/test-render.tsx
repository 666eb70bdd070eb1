import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { Toaster } from '../../ui/toast';
import SettingsPage from './settings-page';

// The first render imports the page's modules; on a busy machine that takes longer than 1 s.

export interface Call {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}

type Answer = Response | (() => Response);

/** Stubs fetch with answers by "METHOD /url" and records every call. */
export function stubFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body, headers: (init.headers ?? {}) as Record<string, string> });
      const answer = routes[`${method} ${url}`];
      if (!answer) return json(404, { message: 'No route' });
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings']}>
        <SettingsPage />
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
