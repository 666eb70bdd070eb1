/**
 * Pages only members see (the app sends visitors to log in) and pages reached through a secret
 * link: nothing there for a crawler. Kept beside the client's router (src/web/router.tsx).
 */
const MEMBERS_ONLY = [
  '/update/',
  '/users',
  '/settings',
  '/people',
  '/messages',
  '/calendar',
  '/protected',
  // The members' list of the club's video tutorials only: a project's tutorial (/tutorials/{id})
  // is public and in the sitemap.
  '/tutorials$',
  '/motd',
  '/games',
  '/brickbreaker',
  '/localstores',
  '/organisers',
  '/events/new',
  '/events/*/edit',
  '/events/*/card',
  '/groups/new',
  '/groups/*/edit',
  '/resetpassword',
  '/restoreaccount',
];

/**
 * What the public pages read to show themselves: a crawler that runs the app (and a link
 * preview's image fetch) needs them; the rest of the API is closed to crawlers.
 */
const PUBLIC_READS = [
  '/api/public/',
  '/api/home/',
  '/api/events',
  '/api/groups',
  '/api/images/',
  '/api/content',
  '/api/projects',
  '/api/tutorials/',
];

/** robots.txt: everything open but the API and members' pages; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PUBLIC_READS.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    ...MEMBERS_ONLY.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
