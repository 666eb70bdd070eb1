// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PROFILE } from './features/public-profile/profile-fixture';
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

function renderAt(path: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
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
  await preloadPages('/search', new QueryClient());
  renderAt('/search');
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
});

it('asks for a shared profile beside its code, and the first render uses that answer', async () => {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url === '/api/public/robin' ? PROFILE : { images: [], details: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ready = preloadPages('/public/robin', client);
  // Both requests leave before the page's code has arrived.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/public/robin',
    '/api/public/robin/slideshow',
  ]);
  await ready;
  // Ready means the answers are here too: the first render draws the member, not "Loading…".
  expect(client.isFetching()).toBe(0);
  renderAt('/public/robin', client);
  expect(screen.getByRole('heading', { level: 1, name: /Robin Tailor/ })).toBeTruthy();
  // Not asked again (the footer's club content and the profile's album photos and projects, their
  // own answers asked once the page draws, are the only other requests).
  const profileRequests = fetchMock.mock.calls.filter(
    ([url]) => url.startsWith('/api/public/') && !url.endsWith('/album-photos') && !url.endsWith('/projects'),
  );
  expect(profileRequests).toHaveLength(2);
});

it('does not hold the first render for an answer that is slow to come', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const started = Date.now();
  await preloadPages('/public/robin', new QueryClient());
  // The page's code and then a brief wait, not the answer's (which never comes).
  expect(Date.now() - started).toBeLessThan(5000);
});

it('opens the club’s projects to visitors, and sends them from "My projects" and "Start a project" to log in', async () => {
  renderAt('/projects');
  expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
  cleanup();
  for (const path of ['/projects/mine', '/projects/new']) {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/login');
    cleanup();
  }
  // /projects/:id is not /projects/mine: an id the server does not know is "No such project".
  renderAt('/projects/12');
  expect(await screen.findByRole('heading', { level: 1, name: 'No such project' })).toBeTruthy();
});
