import { isNotificationType, type NotificationType } from '../../../shared/notifications/types';
import { formatForPeople } from '../../../shared/time/zoned';
import type { AppDeps } from '../../deps';
import { makerZone, pacingOf } from '../../lib/project-pacing';
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
  /** The member's builds that are behind (weekly digests only). */
  builds: DigestLine[];
}

export const isEmptyDigest = (c: DigestContent) =>
  c.events.length === 0 && c.newcomers.length === 0 && c.news.length === 0 && c.builds.length === 0;

/** "3 h 20 min", "45 min". */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}

/**
 * The member's unfinished builds that are behind (issue 36: more than four hours a day of tasks
 * left before the con or target day, or the day passed with tasks left), counted in their zone.
 */
async function buildsBehind(deps: AppDeps, userId: number, states: string[], now: number) {
  const zone = makerZone(states);
  const builds = await deps.digests.buildsInProgress(userId);
  return builds.flatMap((b): DigestLine[] => {
    const pace = pacingOf({ targetDate: b.target_date, now, zone, remainingMinutes: b.remaining_minutes });
    if (!pace.behind || pace.daysLeft === null) return [];
    const left = hoursAndMinutes(pace.remainingMinutes);
    const target = b.con_name ?? 'your target day';
    const text =
      pace.minutesPerDay !== null
        ? `${b.title}: ${pace.daysLeft} ${pace.daysLeft === 1 ? 'day' : 'days'} to ${target}, ${left} of tasks left — about ${hoursAndMinutes(pace.minutesPerDay)} a day`
        : `${b.title}: ${target} has come with ${left} of tasks left`;
    return [{ text, path: `/projects/${b.id}` }];
  });
}

/** Public and members' events in the member's states, coming in the next two weeks, not cancelled. */
async function upcomingEvents(
  deps: AppDeps,
  userId: number,
  states: string[],
  now: number,
): Promise<DigestLine[]> {
  const pages = await Promise.all(
    states.map((state) =>
      deps.events.list({
        viewer: 'member',
        memberId: userId,
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
  member: { userId: number; states: string[]; since: number; frequency: 'daily' | 'weekly' },
): Promise<DigestContent> {
  const now = deps.now();
  const [events, joined, news, builds] = await Promise.all([
    upcomingEvents(deps, member.userId, member.states, now),
    deps.digests.newcomers(member.states, member.since, now, member.userId, MAX_LINES),
    unreadNews(deps, member.userId, member.since),
    // A warning a week is a nudge; one a day would nag.
    member.frequency === 'weekly' ? buildsBehind(deps, member.userId, member.states, now) : [],
  ]);
  const newcomers = joined.map((m) => ({
    text: `${m.firstname || m.username} (${m.username}) joined in ${m.state}`,
    path: `/public/${m.username}`,
  }));
  return { events, newcomers, news, builds: builds.slice(0, MAX_LINES) };
}
