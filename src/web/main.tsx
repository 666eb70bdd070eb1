import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
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

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
