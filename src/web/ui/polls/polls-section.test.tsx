// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PollsSection } from './polls-section';

// As offline, when the polls' chunk was never fetched: its import fails.
vi.mock('./poll-list', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  // React reports every error a boundary catches; this one is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('says the polls need a connection when their code cannot be fetched, and the page around stays', async () => {
  render(
    <article>
      <h1>Armor build night</h1>
      <PollsSection subject={{ kind: 'event', id: 4 }} />
    </article>,
  );
  expect((await screen.findByRole('status')).textContent).toBe(
    'The polls could not be loaded. They need a connection: open this page again when you are online.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Armor build night' })).toBeTruthy();
});
