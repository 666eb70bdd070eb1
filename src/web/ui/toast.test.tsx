// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
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
