import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { ErrorFallback } from './app/error-fallback';
import { Layout } from './app/layout';
import { RequireAuth } from './lib/require-auth';

type PageModule = { default: ComponentType };

/** A lazily loaded page: its code is fetched when the route is first visited. */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

// Only a sign-up waiting for approval ever needs the waiting page: it loads when first shown.
const PendingPage = lazy(() => import('./features/accounts/pending-page'));

/**
 * Member-only routes sit below this: without a session they redirect to /login; a sign-up that
 * waits for approval sees the waiting page instead.
 */
function MembersOnly() {
  const waiting = (
    <Suspense fallback={null}>
      <PendingPage />
    </Suspense>
  );
  return (
    <RequireAuth waiting={waiting}>
      <Outlet />
    </RequireAuth>
  );
}

export const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      {
        ErrorBoundary: ErrorFallback,
        children: [
          { index: true, lazy: page(() => import('./features/home/home-page')) },
          { path: 'createuser', lazy: page(() => import('./features/accounts/signup-page')) },
          { path: 'login', lazy: page(() => import('./features/accounts/login-page')) },
          {
            path: 'forgotpassword',
            lazy: page(() => import('./features/password-reset/forgot-password-page')),
          },
          {
            path: 'resetpassword',
            lazy: page(() => import('./features/password-reset/reset-password-page')),
          },
          { path: 'restoreaccount', lazy: page(() => import('./features/accounts/restore-account-page')) },
          {
            path: 'public/:username',
            lazy: page(() => import('./features/public-profile/public-profile-page')),
          },
          {
            path: 'public/:username/card',
            lazy: page(() => import('./features/public-profile/printable-card-page')),
          },
          { path: 'search', lazy: page(() => import('./features/search/search-page')) },
          { path: 'tetris', lazy: page(() => import('./features/games/tetris/tetris-page')) },
          { path: 'memorycardgame', lazy: page(() => import('./features/games/memory/memory-page')) },
          { path: 'measurements', lazy: page(() => import('./features/measurements/measurements-page')) },
          { path: 'events', lazy: page(() => import('./features/events/events-page')) },
          { path: 'events/:id', lazy: page(() => import('./features/events/event-page')) },
          {
            Component: MembersOnly,
            children: [
              {
                path: 'update/:userId',
                lazy: page(() => import('./features/profile-editor/profile-editor-page')),
              },
              { path: 'users', lazy: page(() => import('./features/members/members-page')) },
              { path: 'settings', lazy: page(() => import('./features/settings/settings-page')) },
              { path: 'events/new', lazy: page(() => import('./features/events/event-form-page')) },
              { path: 'events/:id/edit', lazy: page(() => import('./features/events/event-form-page')) },
              { path: 'events/:id/card', lazy: page(() => import('./features/events/cosplan-card-page')) },
              { path: 'calendar', lazy: page(() => import('./features/club/calendar-page')) },
              { path: 'protected', lazy: page(() => import('./features/accounts/protected-page')) },
              { path: 'tutorials', lazy: page(() => import('./features/club/tutorials-page')) },
              { path: 'motd', lazy: page(() => import('./features/motd/motd-page')) },
              { path: 'games', lazy: page(() => import('./features/games/games-page')) },
              {
                path: 'brickbreaker',
                lazy: page(() => import('./features/games/brickbreaker/brickbreaker-page')),
              },
              { path: 'localstores', lazy: page(() => import('./features/club/local-stores-page')) },
              { path: 'localstores/:state', lazy: page(() => import('./features/club/state-stores-page')) },
              {
                path: 'organisers',
                lazy: page(() => import('./features/organisers/organisers-frame')),
                children: [
                  { index: true, element: <Navigate to="/organisers/reports" replace /> },
                  { path: 'reports', lazy: page(() => import('./features/organisers/reports/reports-page')) },
                  { path: 'members', lazy: page(() => import('./features/organisers/members/members-page')) },
                  { path: 'content', lazy: page(() => import('./features/organisers/content/content-page')) },
                  { path: 'audit', lazy: page(() => import('./features/organisers/audit/audit-page')) },
                ],
              },
            ],
          },
          { path: 'design', lazy: page(() => import('./features/design/design-page')) },
          { path: '*', lazy: page(() => import('./ui/not-found-page')) },
        ],
      },
    ],
  },
]);
