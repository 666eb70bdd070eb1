// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('shows a toast in the live region, then lets it go after a few seconds', () => {
  const { container } = render(<Toaster />);
  expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  act(() => toast('Profile saved'));
  expect(screen.getByText('Profile saved')).toBeTruthy();
  act(() => vi.advanceTimersByTime(6500));
  expect(screen.queryByText('Profile saved')).toBeNull();
});

it('closes a toast on Dismiss and keeps at most three', () => {
  render(<Toaster />);
  act(() => {
    for (const n of [1, 2, 3, 4]) toast(`Saved ${n}`);
  });
  expect(screen.queryByText('Saved 1')).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  act(() => screen.getAllByRole('button', { name: 'Dismiss' })[0]!.click());
  expect(screen.queryByText('Saved 2')).toBeNull();
  expect(screen.getByText('Saved 4')).toBeTruthy();
  act(() => vi.advanceTimersByTime(6500));
});

it('offers a link that goes where it says and closes the toast', () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: 'users', element: <p>Members</p> },
          { path: 'public/:name', element: <p>Public page</p> },
        ],
      },
    ],
    { initialEntries: ['/users'] },
  );
  render(<RouterProvider router={router} />);
  act(() => toast('Profile saved', 'success', { label: 'View your public page', to: '/public/robin' }));
  const link = screen.getByRole('link', { name: 'View your public page' });
  expect(link.getAttribute('href')).toBe('/public/robin');
  // A toast with a link stays longer than a plain one, so there is time to reach it.
  act(() => vi.advanceTimersByTime(6500));
  expect(screen.getByText('Profile saved')).toBeTruthy();
  act(() => link.click());
  expect(router.state.location.pathname).toBe('/public/robin');
  expect(screen.getByText('Public page')).toBeTruthy();
  expect(screen.queryByText('Profile saved')).toBeNull();
  act(() => vi.advanceTimersByTime(10_000));
});
