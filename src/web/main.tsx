import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keyFirstEntry, listenForScrollPlaces } from './app/scroll-memory';
import { registerServiceWorker } from './lib/service-worker';
import { AppRoutes, preloadPages } from './router';
import { installBackForwardGate } from './ui/back-forward';
import { applyStoredTheme } from './ui/theme/theme';
// The design system's CSS first (tokens, fonts, element defaults, shared components), then the shell.
import './ui/theme/tokens.css';
import './ui/theme/fonts.css';
import './ui/theme/base.css';
import './ui/button.css';
import './ui/card.css';
import './ui/field.css';
import './app/global.css';
// What the server paints from the HTML before this script runs (server/lib/first-paint.ts):
// a page's header (a shared profile's name) and the landing hero.
import './ui/page.css';
import './features/home/home-hero.css';

applyStoredTheme();
// Before the router starts, so the unsaved-edits guard hears Back/Forward first (ui/back-forward.ts).
installBackForwardGate();
// Before the router reads it: the first entry's remembered scroll place is its own.
keyFirstEntry();
// Before the router listens: the place a Back/Forward leaves is noted before the next page draws.
listenForScrollPlaces();
// After the page has loaded, production only: the shell and the schedule for offline, and pushes.
registerServiceWorker();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code comes first: until then index.html's static header stays on screen, and
// the first render then draws the whole page at once, so nothing shifts (docs/decisions/0014).
// That render is a transition: React builds the page in slices of a few milliseconds, so a tap
// during it is answered at once rather than after the whole page (one long task on a phone).
void preloadPages(window.location.pathname, queryClient).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
