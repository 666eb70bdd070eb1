import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import {
  createRoutesFromChildren,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  type RouteObject,
  Routes,
  useLocation,
} from 'react-router';
import { Layout } from './app/layout';
import { type LazyPage, lazyPage } from './app/lazy-page';
import { RouteErrorBoundary } from './app/route-error-boundary';
import { publicProfileQuery, slideshowQuery } from './features/public-profile/public-profile-queries';
import { RequireAuth } from './lib/require-auth';
import { getSession } from './lib/session';

// One lazily loaded chunk per page: its code is fetched when the page is first shown.
const HomePage = lazyPage(() => import('./features/home/home-page'));
const SignupPage = lazyPage(() => import('./features/accounts/signup-page'));
const LoginPage = lazyPage(() => import('./features/accounts/login-page'));
const ForgotPasswordPage = lazyPage(() => import('./features/password-reset/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('./features/password-reset/reset-password-page'));
const RestoreAccountPage = lazyPage(() => import('./features/accounts/restore-account-page'));
const VerifyEmailPage = lazyPage(() => import('./features/accounts/verify-email-page'));
const PublicProfilePage = lazyPage(
  () => import('./features/public-profile/public-profile-page'),
  ({ username = '' }, client) => {
    // A shared profile link is the usual first visit: its answers come while its code loads.
    const viewer = getSession()?.username ?? '';
    return Promise.all([
      client.prefetchQuery(publicProfileQuery(username, viewer)),
      client.prefetchQuery(slideshowQuery(username, viewer)),
    ]);
  },
);
const PrintableCardPage = lazyPage(() => import('./features/public-profile/printable-card-page'));
const SearchPage = lazyPage(() => import('./features/search/search-page'));
const TetrisPage = lazyPage(() => import('./features/games/tetris/tetris-page'));
const MemoryPage = lazyPage(() => import('./features/games/memory/memory-page'));
const MeasurementsPage = lazyPage(() => import('./features/measurements/measurements-page'));
const EventsPage = lazyPage(() => import('./features/events/events-page'));
const EventPage = lazyPage(() => import('./features/events/event-page'));
const ConsPage = lazyPage(() => import('./features/conventions/cons-page'));
const ConPage = lazyPage(() => import('./features/conventions/con-page'));
const GroupsPage = lazyPage(() => import('./features/groups/groups-page'));
const GroupPage = lazyPage(() => import('./features/groups/group-page'));
const GroupFormPage = lazyPage(() => import('./features/groups/group-form-page'));
const AlbumPage = lazyPage(() => import('./features/conventions/albums/album-page'));
const AlbumTagsPage = lazyPage(() => import('./features/conventions/albums/album-tags-page'));
const ConPlanPage = lazyPage(() => import('./features/con-plan/con-plan-page'));
const ConFormPage = lazyPage(() => import('./features/conventions/con-form-page'));
const OrganiserConsPage = lazyPage(() => import('./features/conventions/organiser-cons-page'));
const ProfileEditorPage = lazyPage(() => import('./features/profile-editor/profile-editor-page'));
const MembersPage = lazyPage(() => import('./features/members/members-page'));
const SettingsPage = lazyPage(() => import('./features/settings/settings-page'));
const PeoplePage = lazyPage(() => import('./features/people/people-page'));
const EventFormPage = lazyPage(() => import('./features/events/event-form-page'));
const CosplanCardPage = lazyPage(() => import('./features/events/cosplan-card-page'));
const CalendarPage = lazyPage(() => import('./features/club/calendar-page'));
const ProtectedPage = lazyPage(() => import('./features/accounts/protected-page'));
const TutorialsPage = lazyPage(() => import('./features/club/tutorials-page'));
const MotdPage = lazyPage(() => import('./features/motd/motd-page'));
const GamesPage = lazyPage(() => import('./features/games/games-page'));
const BrickbreakerPage = lazyPage(() => import('./features/games/brickbreaker/brickbreaker-page'));
const LocalStoresPage = lazyPage(() => import('./features/club/local-stores-page'));
const StateStoresPage = lazyPage(() => import('./features/club/state-stores-page'));
const OrganisersFrame = lazyPage(() => import('./features/organisers/organisers-frame'));
const ReportsPage = lazyPage(() => import('./features/organisers/reports/reports-page'));
const OrganiserMembersPage = lazyPage(() => import('./features/organisers/members/members-page'));
const ContentPage = lazyPage(() => import('./features/organisers/content/content-page'));
const AuditPage = lazyPage(() => import('./features/organisers/audit/audit-page'));
const ProjectsPage = lazyPage(() => import('./features/projects/projects-page'));
const MyProjectsPage = lazyPage(() => import('./features/projects/my-projects-page'));
const NewProjectPage = lazyPage(() => import('./features/projects/new-project-page'));
const ProjectPage = lazyPage(() => import('./features/projects/project-page'));
const BuildSheetPage = lazyPage(() => import('./features/projects/build-sheet-page'));
const TutorialPage = lazyPage(() => import('./features/projects/tutorial-page'));
const TutorialEditorPage = lazyPage(() => import('./features/projects/tutorial-editor-page'));
const DesignPage = lazyPage(() => import('./features/design/design-page'));
const MessagesPage = lazyPage(() => import('./features/messages/messages-page'));
const ConversationPage = lazyPage(() => import('./features/messages/conversation-page'));
const NewConversationPage = lazyPage(() => import('./features/messages/new-conversation-page'));
const InboxPage = lazyPage(() => import('./features/notifications/inbox-page'));
const ChoicesPage = lazyPage(() => import('./features/notifications/choices-page'));
const NotFoundPage = lazyPage(() => import('./ui/not-found-page'));
// Only a sign-up waiting for approval ever needs the waiting page: it loads when first shown.
const PendingPage = lazyPage(() => import('./features/accounts/pending-page'));

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

/** Every page below the layout: one that fails shows the error page, until the member moves on. */
function PageErrors() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const routeTree = (
  <Route Component={Layout}>
    <Route Component={PageErrors}>
      <Route index Component={HomePage} />
      <Route path="createuser" Component={SignupPage} />
      <Route path="login" Component={LoginPage} />
      <Route path="forgotpassword" Component={ForgotPasswordPage} />
      <Route path="resetpassword" Component={ResetPasswordPage} />
      <Route path="restoreaccount" Component={RestoreAccountPage} />
      <Route path="verifyemail" Component={VerifyEmailPage} />
      <Route path="public/:username" Component={PublicProfilePage} />
      <Route path="public/:username/card" Component={PrintableCardPage} />
      <Route path="search" Component={SearchPage} />
      <Route path="tetris" Component={TetrisPage} />
      <Route path="memorycardgame" Component={MemoryPage} />
      <Route path="measurements" Component={MeasurementsPage} />
      <Route path="events" Component={EventsPage} />
      <Route path="events/:id" Component={EventPage} />
      <Route path="cons" Component={ConsPage} />
      <Route path="cons/:slug" Component={ConPage} />
      <Route path="groups" Component={GroupsPage} />
      <Route path="groups/:slug" Component={GroupPage} />
      <Route path="albums/:id" Component={AlbumPage} />
      <Route path="projects" Component={ProjectsPage} />
      <Route path="projects/:id" Component={ProjectPage} />
      <Route path="projects/:id/sheet" Component={BuildSheetPage} />
      <Route path="tutorials/:id" Component={TutorialPage} />
      <Route Component={MembersOnly}>
        <Route path="update/:userId" Component={ProfileEditorPage} />
        <Route path="users" Component={MembersPage} />
        <Route path="settings" Component={SettingsPage} />
        <Route path="people" Component={PeoplePage} />
        <Route path="messages" Component={MessagesPage}>
          {/* The list alone (the page shows what to do beside it on a laptop). */}
          <Route index Component={null} />
          <Route path="new" Component={NewConversationPage} />
          <Route path=":conversationId" Component={ConversationPage} />
        </Route>
        <Route path="notifications" Component={InboxPage} />
        <Route path="notifications/settings" Component={ChoicesPage} />
        <Route path="album-tags" Component={AlbumTagsPage} />
        <Route path="projects/mine" Component={MyProjectsPage} />
        <Route path="projects/new" Component={NewProjectPage} />
        <Route path="tutorials/:id/edit" Component={TutorialEditorPage} />
        <Route path="events/new" Component={EventFormPage} />
        <Route path="cons/new" Component={ConFormPage} />
        <Route path="groups/new" Component={GroupFormPage} />
        <Route path="groups/:slug/edit" Component={GroupFormPage} />
        <Route path="cons/:slug/edit" Component={ConFormPage} />
        <Route path="cons/:slug/plan" Component={ConPlanPage} />
        <Route path="events/:id/edit" Component={EventFormPage} />
        <Route path="events/:id/card" Component={CosplanCardPage} />
        <Route path="calendar" Component={CalendarPage} />
        <Route path="protected" Component={ProtectedPage} />
        <Route path="tutorials" Component={TutorialsPage} />
        <Route path="motd" Component={MotdPage} />
        <Route path="games" Component={GamesPage} />
        <Route path="brickbreaker" Component={BrickbreakerPage} />
        <Route path="localstores" Component={LocalStoresPage} />
        <Route path="localstores/:state" Component={StateStoresPage} />
        <Route path="organisers" Component={OrganisersFrame}>
          <Route index element={<Navigate to="/organisers/reports" replace />} />
          <Route path="reports" Component={ReportsPage} />
          <Route path="members" Component={OrganiserMembersPage} />
          <Route path="content" Component={ContentPage} />
          <Route path="audit" Component={AuditPage} />
          <Route path="cons" Component={OrganiserConsPage} />
        </Route>
      </Route>
      <Route path="design" Component={DesignPage} />
      <Route path="*" Component={NotFoundPage} />
    </Route>
  </Route>
);

/** The whole app's pages, below a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/**
 * Every address pattern the app has a page for ("Page not found" aside), e.g. "/events/:id": the
 * server answers other page addresses with status 404 (server/plugins/app-pages.ts, kept equal
 * by tests/api/not-found-status.test.ts).
 */
export function pagePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
      if (route.path === '*') continue;
      if (route.index || (route.path && !route.children)) patterns.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(createRoutesFromChildren(routeTree), '');
  return patterns;
}

/** How long the first render waits for a page's first answers once its code is here. */
const FIRST_DATA_WAIT_MS = 1500;

/**
 * Fetches the code of the pages `pathname` shows and their first answers side by side; main.tsx
 * waits for both before the first render, so that render draws the page with its content (the
 * title the server painted does not turn into "Loading…" and back). A slow answer is waited for
 * only briefly: the page then shows its own loading state, and the navigation works.
 */
export function preloadPages(pathname: string, client: QueryClient): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromChildren(routeTree), pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component as Partial<LazyPage> | null | undefined);
  const answers = Promise.all(matches.map(({ params }, i) => pages[i]?.prefetch?.(params, client)));
  const code = Promise.all(pages.map((page) => page?.preload?.()));
  const briefly = code.then(() => new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)));
  return Promise.all([code, Promise.race([answers, briefly])]);
}
