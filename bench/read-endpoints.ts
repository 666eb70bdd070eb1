/** The read endpoints `npm run bench` measures, each with the addresses it rotates over. */
export interface Endpoint {
  name: string;
  paths: string[];
  /** Asked with a member's session (member list, the member's events list). */
  member?: boolean;
  /** Share of the bare-Fastify reference's req/s this endpoint should reach (issue 19). */
  goal?: number;
  /** Asked without Accept-Encoding (every other endpoint is asked as a browser asks, with it). */
  plain?: boolean;
}

/** What every browser sends; answers of a kilobyte or more then come compressed. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const SEARCH_TERMS = [
  'kansas',
  'link',
  'zelda',
  'stitch',
  'photographer',
  'guild',
  'north dakota',
  'mandalorian',
  'wichita',
  'member123',
];

/** Landing page's next three, the map's states, the events page, a state's, page 3, past events. */
export const EVENT_PATHS = [
  '/api/events?limit=3',
  '/api/events/states',
  '/api/events',
  '/api/events?state=Kansas',
  '/api/events?state=Ohio&limit=50',
  '/api/events?page=3',
  '/api/events?past=true',
];

export function readEndpoints(members: number): Endpoint[] {
  const ids = Array.from({ length: 200 }, (_, i) => Math.floor((i * 7919) % members));
  return [
    {
      name: 'search',
      goal: 0.25,
      paths: SEARCH_TERMS.flatMap((t) => [
        `/api/search?query=${encodeURIComponent(t)}`,
        `/api/search?query=${encodeURIComponent(t)}&state=Ohio`,
      ]),
    },
    { name: 'public profile', goal: 0.5, paths: ids.map((i) => `/api/public/member${i}`) },
    {
      name: 'member list',
      goal: 0.25,
      member: true,
      paths: Array.from({ length: 100 }, (_, i) => `/api/users?page=${i + 1}&limit=10`),
    },
    { name: 'state numbers', goal: 0.5, paths: ['/api/public/numbers'] },
    { name: 'events list', goal: 0.5, paths: EVENT_PATHS },
    { name: 'events list (member)', goal: 0.5, member: true, paths: EVENT_PATHS },
    { name: 'events list, not compressed (no Accept-Encoding)', plain: true, paths: EVENT_PATHS },
  ];
}
