// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the test holds the server's first paint to the markup this component draws
import { withLandingHero } from '../../../server/lib/first-paint';
import HomePage from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The server paints the landing hero from the HTML before the script; React then replaces it.
 * If the two drew the heading or the welcome text differently, the page would jump (and the
 * first paint would not be the page's largest) when the app takes over.
 */
it('the hero the server paints for "/" is the one the app draws', () => {
  const welcome = 'Makers & cosplayers of the <Midwest>, "all" welcome';
  const served = withLandingHero('<div id="root"><main id="main"></main></div>', welcome);
  document.body.innerHTML = `<script type="application/json" id="club-content">${JSON.stringify({ welcome })}</script>${served}`;
  const staticHero = document.querySelector('#root .home-hero-text');
  const staticSection = document.querySelector('#root section');
  expect(staticHero).not.toBeNull();
  vi.stubGlobal('fetch', () => new Promise(() => {}));

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const appHero = container.querySelector('.home-hero-text');
  const appSection = container.querySelector('section');
  expect(appHero?.querySelector('h1')?.outerHTML).toBe(staticHero?.querySelector('h1')?.outerHTML);
  expect(appHero?.querySelector('p')?.outerHTML).toBe(staticHero?.querySelector('p')?.outerHTML);
  expect(appHero?.querySelector('p')?.textContent).toBe(welcome);
  // The same frame around them, and the actions row (empty in the HTML) in the same place.
  expect(appSection?.className).toBe(staticSection?.className);
  expect(appSection?.getAttribute('aria-labelledby')).toBe(staticSection?.getAttribute('aria-labelledby'));
  expect(appHero?.parentElement?.className).toBe(staticHero?.parentElement?.className);
  expect(appHero?.lastElementChild?.className).toBe(staticHero?.lastElementChild?.className);
  expect(staticHero?.lastElementChild?.childElementCount).toBe(0);
});
