// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const module = { default: () => <h1>The page</h1> };

function renderPage(Page: React.ComponentType) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
}

it('fetches a page’s code when it is first shown, with "Loading…" meanwhile', async () => {
  const load = vi.fn(async () => module);
  const Page = lazyPage(load);
  expect(load).not.toHaveBeenCalled();
  renderPage(Page);
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(load).toHaveBeenCalled();
});

it('draws a preloaded page in the first render, without "Loading…"', async () => {
  const Page = lazyPage(async () => module);
  await Page.preload();
  renderPage(Page);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('leaves a failed preload to the render', async () => {
  const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(module);
  const Page = lazyPage(load);
  await expect(Page.preload()).resolves.toBeUndefined();
  renderPage(Page);
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
});
