// What `npm run bench:load` sends: 100 connections shared by endpoint, each an autocannon run.
import type { SignedIn } from './organiser-session';

export interface LoadAccounts {
  /** Reads the member list and the score table. */
  reader: SignedIn;
  /** Saves their profile over and over. */
  saver: SignedIn;
  /** Has the settings page open (with one passkey registered). */
  settings: SignedIn;
  /** An organiser with a passkey, working through the queues. */
  organiser: SignedIn;
  /** The member whose login is repeated, and the password. */
  login: { username: string; password: string };
}

export interface Endpoint {
  name: string;
  connections: number;
  /** Reads are held to the p99 ≤ 250 ms goal; logins and saves are writes and are not. */
  read: boolean;
  paths: string[];
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn instead of `body`. */
  bodies?: string[];
}

const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

/**
 * Connections per endpoint, 100 in all, weighted like a busy evening. Visitors and search engines
 * make most of the traffic: public profiles, search, the events pages (the home page shows the
 * next three events, `?limit=3`) and the state numbers; signed-in members read the member list and
 * the score tables. The settings page and the organisers' queues are opened by a handful of people
 * now and then, so they get the smallest share that still measures them (2 each). Logins and
 * profile saves keep their 5 each: argon2id logins are the CPU-heavy part this load exists to test
 * against the reads.
 */
export function loadMix(
  accounts: LoadAccounts,
  data: { profiles: string[]; eventIds: number[] },
): Endpoint[] {
  const { reader, saver, settings, organiser, login } = accounts;
  return [
    {
      name: 'public profile',
      connections: 21,
      read: true,
      paths: data.profiles.map((u) => `/api/public/${u}`),
    },
    {
      name: 'search',
      connections: 13,
      read: true,
      paths: ['kansas', 'zelda', 'guild', 'member42', 'stitch', 'ohio'].map((q) => `/api/search?query=${q}`),
    },
    {
      name: 'member list',
      connections: 9,
      read: true,
      paths: Array.from({ length: 50 }, (_, i) => `/api/users?page=${i + 1}`),
      headers: bearer(reader),
    },
    { name: 'state numbers', connections: 8, read: true, paths: ['/api/public/numbers'] },
    {
      name: 'score table',
      connections: 5,
      read: true,
      paths: ['/api/users/getscore?gameName=TETRIS'],
      headers: bearer(reader),
    },
    { name: 'events list', connections: 8, read: true, paths: ['/api/events', '/api/events?limit=3'] },
    { name: 'events in a state', connections: 3, read: true, paths: ['/api/events?state=Kansas'] },
    { name: 'event states', connections: 3, read: true, paths: ['/api/events/states'] },
    { name: 'event page', connections: 8, read: true, paths: data.eventIds.map((id) => `/api/events/${id}`) },
    {
      name: 'settings: own profile',
      connections: 2,
      read: true,
      paths: [`/api/users/${settings.id}`],
      headers: bearer(settings),
    },
    {
      name: 'settings: sessions',
      connections: 2,
      read: true,
      paths: ['/api/sessions'],
      headers: bearer(settings),
    },
    {
      name: 'settings: passkeys',
      connections: 2,
      read: true,
      paths: ['/api/passkeys'],
      headers: bearer(settings),
    },
    {
      name: 'organiser: reports',
      connections: 2,
      read: true,
      paths: ['/api/organisers/reports'],
      headers: bearer(organiser),
    },
    {
      name: 'organiser: pending members',
      connections: 2,
      read: true,
      paths: ['/api/organisers/members/pending'],
      headers: bearer(organiser),
    },
    {
      name: 'organiser: overview',
      connections: 2,
      read: true,
      paths: ['/api/organisers/overview'],
      headers: bearer(organiser),
    },
    {
      name: 'login',
      connections: 5,
      read: false,
      paths: ['/api/login'],
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    },
    {
      name: 'profile save',
      connections: 5,
      read: false,
      paths: [`/api/users/${saver.id}`],
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(saver) },
      // Every save changes the profile (a save of what is already there clears less).
      bodies: ['Foam armour', 'Worbla', 'Sewing', 'Wig styling'].map((about) =>
        JSON.stringify({ about: `${about}: updated during the load test`, city: 'Wichita' }),
      ),
    },
  ];
}
