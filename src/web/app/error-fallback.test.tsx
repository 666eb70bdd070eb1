// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

it('shows the spec heading and its image when a page fails to render', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RouteErrorBoundary pathname="/">
      <Broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oh no! I messed up!');
  expect(screen.getByRole('img').getAttribute('alt')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
});
