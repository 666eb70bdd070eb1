import type { Kysely } from 'kysely';
import { EVENT_LIMITS } from '../../shared/api/events';
import { hostIsLive } from './events-common';
import { eventGroupOpenTo } from './group-access';
import type { Database } from './schema';

const DAY = 86_400_000;

export interface StateEvents {
  state: string;
  /** Public events of the state not over yet and not cancelled. */
  count: number;
  /** The first of them to start (it may be going on now). */
  next: { id: number; title: string; starts_at: number; time_zone: string };
}

/**
 * The landing map's events: per club state, how many public events are coming up and which is
 * next. One grouped count, then one index probe (events_state_starts_at) per state that has any,
 * so the cost stays the same however many past events the club keeps.
 */
export async function upcomingByState(db: Kysely<Database>, now: number): Promise<StateEvents[]> {
  const upcoming = () =>
    db
      .selectFrom('events')
      .where(hostIsLive)
      .where('events.visibility', '=', 'public')
      .where(eventGroupOpenTo(null, 'events'))
      .where('events.cancelled_at', 'is', null)
      .where('events.state', '!=', '')
      .where('events.ends_at', '>', now)
      .where('events.starts_at', '>', now - EVENT_LIMITS.maxDays * DAY);
  const counts = await upcoming()
    .select(['events.state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('events.state')
    .execute();
  const results = await Promise.all(
    counts.map(async ({ state, n }) => {
      const next = await upcoming()
        .where('events.state', '=', state)
        .select(['events.id', 'events.title', 'events.starts_at', 'events.time_zone'])
        .orderBy('events.starts_at')
        .orderBy('events.id')
        .limit(1)
        .executeTakeFirst();
      return next
        ? { state, count: Number(n), next: { ...next, starts_at: Number(next.starts_at) } }
        : undefined;
    }),
  );
  return results
    .filter((r): r is StateEvents => r !== undefined)
    .sort((a, b) => a.state.localeCompare(b.state));
}
