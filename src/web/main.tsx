import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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

applyStoredTheme();
// Before the router starts, so the unsaved-edits guard hears Back/Forward first (ui/back-forward.ts).
installBackForwardGate();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code comes first: until then index.html's static header stays on screen, and
// the first render then draws the whole page at once, so nothing shifts (docs/decisions/0014).
void preloadPages(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
