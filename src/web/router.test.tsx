// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppRoutes, preloadPages } from './router';

// Pages load on demand; the first import can take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <output aria-label="Where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the not-found page inside the layout for an unknown address', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
});

it('sends a visitor without a session from a member page to the login form', async () => {
  renderAt('/users');
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/login');
});

it('fetches the pages an address shows ahead, so the first render has them', async () => {
  await preloadPages('/search');
  renderAt('/search');
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
});
