import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useState } from 'react';
import type { Params } from 'react-router';

type PageModule = { default: ComponentType };

/** Starts the requests a page makes first, given its address's parameters; settles when they have. */
export type PagePrefetch = (params: Params, client: QueryClient) => Promise<unknown>;

/** A page component whose code, and first data, can also be fetched ahead of showing it. */
export type LazyPage = ComponentType & { preload: () => Promise<void>; prefetch?: PagePrefetch };

/**
 * A page whose code is fetched when it is first shown: one chunk per page. `preload` fetches it
 * ahead of time; main.tsx does so for the page the visit starts on, so the first render draws the
 * whole page at once (no "Loading…" line that the page then pushes the footer down from).
 * `prefetch`, when given, starts the page's first requests at the same time as its code (its
 * query options must then live outside the page's chunk, in the bundle every page loads).
 */
export function lazyPage(load: () => Promise<PageModule>, prefetch?: PagePrefetch): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));

  function Page() {
    // Once the code is here the page renders at once; React.lazy would suspend once more first.
    // Chosen once per mount, so a mounted page never swaps its component (that would remount it).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const preload = async () => {
    try {
      remember(await load());
    } catch {
      // Left to the render, which tries again and shows the error page if that fails too.
    }
  };
  return Object.assign(Page, { preload, prefetch });
}
