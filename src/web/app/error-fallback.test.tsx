// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

it('shows the spec heading and its image when a page fails to render', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    { path: '/', ErrorBoundary: ErrorFallback, children: [{ index: true, Component: Broken }] },
  ]);
  render(<RouterProvider router={router} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Oh no! I messed up!');
  expect(screen.getByRole('img').getAttribute('alt')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
});
