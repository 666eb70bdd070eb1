/**
 * The addresses the web app has a page for (src/web/router.tsx, kept equal by
 * tests/api/not-found-status.test.ts). Any other page address gets the same HTML shell, which
 * shows "Page not found", but with status 404 so crawlers and link checkers learn it too.
 * A known page with an unknown id (/public/nosuchmember) stays 200: only the page knows.
 */
export const APP_PAGES = [
  '/',
  '/createuser',
  '/login',
  '/forgotpassword',
  '/resetpassword',
  '/restoreaccount',
  '/verifyemail',
  '/public/:username',
  '/public/:username/card',
  '/search',
  '/tetris',
  '/memorycardgame',
  '/measurements',
  '/events',
  '/events/:id',
  '/cons',
  '/cons/:slug',
  '/groups',
  '/groups/:slug',
  '/albums/:id',
  '/projects',
  '/projects/:id',
  '/projects/:id/sheet',
  '/projects/mine',
  '/projects/new',
  '/tutorials/:id',
  '/tutorials/:id/edit',
  '/album-tags',
  '/cons/new',
  '/groups/new',
  '/groups/:slug/edit',
  '/cons/:slug/edit',
  '/cons/:slug/plan',
  '/organisers/cons',
  '/update/:userId',
  '/users',
  '/settings',
  '/people',
  '/messages',
  '/messages/new',
  '/messages/:conversationId',
  '/notifications',
  '/notifications/settings',
  '/events/new',
  '/events/:id/edit',
  '/events/:id/card',
  '/calendar',
  '/protected',
  '/tutorials',
  '/motd',
  '/games',
  '/brickbreaker',
  '/localstores',
  '/localstores/:state',
  '/organisers',
  '/organisers/reports',
  '/organisers/members',
  '/organisers/content',
  '/organisers/audit',
  '/design',
] as const;

// Matched as the client router does: letters in any case, trailing slashes or none, and a
// parameter standing for one non-empty path segment.
const PATTERNS = APP_PAGES.map((page) => {
  const body = page
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body.replace(/\/$/, '')}/*$`, 'i');
});

/** Whether the web app shows a page of its own (rather than "Page not found") at `pathname`. */
export function isAppPage(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
