import { bearer, type ClubEvent, type Member, type Model } from './model';
import type { Random } from './random';
import type { Instance } from './world';

export interface Read {
  url: string;
  /** Whose token it is sent with ('' for a visitor). */
  as: string;
  headers: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The one header that differs between two correct answers: Date, the wall clock. Everything else
 * (ETag, X-Total-Count, X-Robots-Tag, Cache-Control) is part of the answer and compared.
 */
const IGNORED_HEADERS = new Set(['date']);

const visitor = (url: string): Read => ({ url, as: '', headers: {} });
const member = (url: string, m: Member): Read => ({ url, as: m.username, headers: bearer(m.token) });

/**
 * Every public and member read of the site, for the members and events the write touched and a
 * few others at random: state numbers, the mosaic, search in each shape, the member list,
 * profiles and slideshows (as a visitor, a member and themself), the sitemap and its pages,
 * events (lists, one event, states, calendar feeds), the leaderboard, the club content, and the
 * pages' link-preview heads; costume projects (the feed, portfolios, my projects, a project and
 * its log) and their tutorials (the list, a tutorial, its link-preview head).
 */
export function readsAfter(model: Model, rnd: Random, touched: Member[], events: ClubEvent[]): Read[] {
  const { boss } = model;
  const term = rnd.pick(['a', 'Ada', 'Stitch', 'Foam', 'Ames', 'Cosplayer', 'Group', 'diff']) as string;
  const state = rnd.pick(['Illinois', 'Indiana', 'Iowa', 'Kansas', 'Michigan']) as string;
  const reads: Read[] = [
    visitor('/api/public/numbers'),
    visitor('/api/home/mosaic'),
    visitor(`/api/search?query=${term}`),
    member(`/api/search?query=${term}`, boss),
    visitor(`/api/search?state=${state}`),
    visitor(`/api/search?query=${term}&state=${state}`),
    visitor(`/api/search?query=a&limit=2&page=${1 + rnd.int(3)}`),
    member('/api/users', boss),
    member('/api/users?page=2&limit=2', boss),
    visitor('/sitemap.xml'),
    visitor('/sitemap-1.xml'),
    visitor('/sitemap-2.xml'),
    visitor('/sitemap-3.xml'),
    visitor('/api/events'),
    member('/api/events', boss),
    visitor(`/api/events?state=${state}`),
    visitor('/api/events/states'),
    visitor('/api/events.ics'),
    member('/api/users/getscore?gameName=TETRIS', boss),
    visitor('/api/content'),
    visitor('/api/projects'),
    member('/api/projects', boss),
    visitor('/api/projects?technique=sewing'),
    visitor('/api/tutorials'),
    member('/api/tutorials?technique=eva-foam', boss),
    visitor('/'),
    visitor('/search'),
  ];
  const people = new Set([...touched, ...rnd.some(model.members, 2)]);
  for (const m of people) {
    const path = `/api/public/${m.username}`;
    reads.push(
      visitor(path),
      member(path, boss),
      visitor(`${path}/slideshow`),
      visitor(`/public/${m.username}`),
    );
    reads.push(visitor(`${path}/projects`), member(`${path}/projects`, boss));
    if (m.status === 'active')
      reads.push(
        member(path, m),
        member(`/api/users/${m.id}`, m),
        member('/api/events', m),
        member('/api/me/projects', m),
      );
    // Suspended, deleted, declined or pending: their last token is refused (or limited) alike.
    else reads.push(member('/api/users', m), member(`/api/users/${m.id}`, m), member(path, m));
    // A token the write ended (a logout, "sign out my other sessions") is refused alike.
    const ended = m.oldToken;
    if (ended) {
      const old = { ...m, token: ended };
      reads.push(member('/api/users', old), member(`/api/users/${m.id}`, old), member(path, old));
    }
  }
  const shown = new Set([...events, ...rnd.some(model.events, 1)]);
  for (const e of shown) {
    reads.push(
      visitor(`/api/events/${e.id}`),
      member(`/api/events/${e.id}`, boss),
      visitor(`/events/${e.id}`),
      visitor(`/api/events/${e.id}.ics`),
    );
  }
  for (const p of rnd.some(model.projects, 2)) {
    const path = `/api/projects/${p.id}`;
    reads.push(visitor(path), member(path, boss), visitor(`${path}/entries`));
    if (p.maker.status === 'active') reads.push(member(path, p.maker));
    if (p.tutorialId !== undefined)
      reads.push(
        visitor(`/api/tutorials/${p.tutorialId}`),
        member(`/api/tutorials/${p.tutorialId}`, boss),
        visitor(`${path}/tutorial`),
        visitor(`/tutorials/${p.tutorialId}`),
      );
  }
  return reads;
}

export async function answerOf(instance: Instance, read: Read): Promise<Answer> {
  const res = await instance.app.inject({ url: read.url, headers: read.headers });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (!IGNORED_HEADERS.has(k)) headers[k] = String(v);
  return { status: res.statusCode, headers, body: res.body };
}

/** Where two answers first part, with a little of each around it; undefined when they are equal. */
export function differenceOf(kept: Answer, fresh: Answer, name = 'kept'): string | undefined {
  if (kept.status !== fresh.status)
    return `status ${kept.status} (${name}) vs ${fresh.status} (reference)\n${short(kept.body)}\n${short(fresh.body)}`;
  const a = JSON.stringify(kept.headers);
  const b = JSON.stringify(fresh.headers);
  if (a !== b) return `headers\n ${name}: ${a}\n reference: ${b}`;
  if (kept.body === fresh.body) return undefined;
  let i = 0;
  while (kept.body[i] === fresh.body[i]) i += 1;
  const around = (s: string) => s.slice(Math.max(0, i - 120), i + 120);
  return `body differs at ${i}\n ${name}: …${around(kept.body)}…\n reference: …${around(fresh.body)}…`;
}

const short = (s: string) => s.slice(0, 200);
