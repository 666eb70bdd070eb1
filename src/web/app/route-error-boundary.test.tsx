// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

beforeEach(() => {
  // React reports every error a boundary catches; these are expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fallback = () => screen.queryByRole('heading', { level: 1, name: 'Oh no! I messed up!' });

function Broken(): never {
  throw new Error('render failed');
}

/** The layout around the boundary, as the app has it: the header stays when a page fails. */
function Shell({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <>
      <header>Club header</header>
      <Suspense fallback={<p>Loading…</p>}>
        <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>
      </Suspense>
    </>
  );
}

it('shows the error page below the layout when a page throws', () => {
  render(
    <Shell pathname="/broken">
      <Broken />
    </Shell>,
  );
  expect(fallback()).not.toBeNull();
  expect(screen.getByText('Club header')).toBeTruthy();
});

it('shows the error page when a page’s code cannot be fetched (a deploy replaced the files)', async () => {
  const Gone = lazyPage(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone-1234.js')),
  );
  render(
    <Shell pathname="/gone">
      <Gone />
    </Shell>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Oh no! I messed up!' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(screen.getByText('Club header')).toBeTruthy();
});

it('clears the error when the member goes to another page, and keeps it until then', () => {
  const { rerender } = render(
    <Shell pathname="/broken">
      <Broken />
    </Shell>,
  );
  expect(fallback()).not.toBeNull();
  rerender(
    <Shell pathname="/broken">
      <p>Fixed meanwhile</p>
    </Shell>,
  );
  expect(fallback()).not.toBeNull();
  rerender(
    <Shell pathname="/events">
      <p>Events</p>
    </Shell>,
  );
  expect(fallback()).toBeNull();
  expect(screen.getByText('Events')).toBeTruthy();
});
