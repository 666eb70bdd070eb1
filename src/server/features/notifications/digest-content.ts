import { isNotificationType, type NotificationType } from '../../../shared/notifications/types';
import { formatForPeople } from '../../../shared/time/zoned';
import type { AppDeps } from '../../deps';
import { presentNotification } from './present';

const DAY = 86_400_000;
/** Events in the member's states starting within this are in the digest. */
export const DIGEST_EVENTS_AHEAD_MS = 14 * DAY;
/** At most this many lines per section: a digest is a glance, the site has the rest. */
const MAX_LINES = 10;

/** One line of the digest: what to read and the page of the site it opens (a path). */
export interface DigestLine {
  text: string;
  path: string;
}

export interface DigestContent {
  events: DigestLine[];
  newcomers: DigestLine[];
  news: DigestLine[];
}

export const isEmptyDigest = (c: DigestContent) =>
  c.events.length === 0 && c.newcomers.length === 0 && c.news.length === 0;

/** Public and members' events in the member's states, coming in the next two weeks, not cancelled. */
async function upcomingEvents(deps: AppDeps, states: string[], now: number): Promise<DigestLine[]> {
  const pages = await Promise.all(
    states.map((state) =>
      deps.events.list({
        viewer: 'member',
        now,
        to: now + DIGEST_EVENTS_AHEAD_MS,
        state,
        offset: 0,
        limit: MAX_LINES,
      }),
    ),
  );
  const byId = new Map(pages.flatMap((p) => p.rows).map((e) => [e.id, e]));
  return [...byId.values()]
    .filter((e) => e.cancelled_at === null)
    .sort((a, b) => Number(a.starts_at) - Number(b.starts_at) || a.id - b.id)
    .slice(0, MAX_LINES)
    .map((e) => {
      const place = [e.venue, e.city, e.state].filter((p) => p !== '').join(', ');
      const when = formatForPeople(Number(e.starts_at), e.time_zone);
      return { text: `${e.title} — ${when}${place ? ` — ${place}` : ''}`, path: `/events/${e.id}` };
    });
}

/** Their unread inbox rows since the last digest, of the types they want by email. */
async function unreadNews(deps: AppDeps, userId: number, since: number): Promise<DigestLine[]> {
  const rows = (await deps.notifications.inbox(userId, 50)).filter(
    (r) => r.readAt === null && r.createdAt > since,
  );
  const types = [...new Set(rows.map((r) => r.type))].filter(isNotificationType);
  const wanted = new Set<NotificationType>();
  for (const type of types)
    if ((await deps.notifications.receiving([userId], type, 'email')).length > 0) wanted.add(type);
  return rows
    .filter((r) => isNotificationType(r.type) && wanted.has(r.type))
    .flatMap((r) => presentNotification(r) ?? [])
    .slice(0, MAX_LINES)
    .map((n) => ({ text: n.text, path: n.url }));
}

/** What a member's digest holds now: events ahead, newcomers and their own news since `since`. */
export async function gatherDigest(
  deps: AppDeps,
  member: { userId: number; states: string[]; since: number },
): Promise<DigestContent> {
  const now = deps.now();
  const [events, joined, news] = await Promise.all([
    upcomingEvents(deps, member.states, now),
    deps.digests.newcomers(member.states, member.since, now, member.userId, MAX_LINES),
    unreadNews(deps, member.userId, member.since),
  ]);
  const newcomers = joined.map((m) => ({
    text: `${m.firstname || m.username} (${m.username}) joined in ${m.state}`,
    path: `/public/${m.username}`,
  }));
  return { events, newcomers, news };
}
