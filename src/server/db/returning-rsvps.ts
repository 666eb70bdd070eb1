import type { Transaction } from 'kysely';
import type { Dialect } from './dialect';
import { countGoing, isLive, lockEvent } from './events-common';
import type { Database } from './schema';
import { countOffered, nextPosition, placeOf } from './waitlist-seats';

/** An event whose seat a returning member lost, and where to tell them. */
export interface LostSeat {
  /** Their place on the event's waitlist now (1: next in line). */
  place: number;
  eventId: number;
  title: string;
  startsAt: number;
  timeZone: string;
  email: string;
  firstname: string;
}

/**
 * A member comes back (a restored account, a lifted suspension): their RSVPs count again, but a
 * seat they held may have gone to someone else meanwhile. Each coming, uncancelled event with a
 * capacity that they answer 'going' is locked as an RSVP locks it (events-common.ts), and when the
 * others going and the seats offered fill it, their RSVP moves to the end of the event's waitlist
 * (migration 043) with its answer, instead of overbooking it. Run it in the
 * transaction that brings the member back: on PostgreSQL an RSVP for the last seat waits for the
 * event's lock and then counts the member; SQLite runs one writing transaction at a time. So a
 * restore racing an RSVP can never leave more members going than the capacity. Returns the events
 * whose seat was lost (the caller tells the member).
 */
export async function reseatReturningMember(
  trx: Transaction<Database>,
  dialect: Dialect,
  userId: number,
  now: number,
): Promise<LostSeat[]> {
  // A restored account that is still suspended comes back when the suspension is lifted.
  const live = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', userId)
    .where(isLive)
    .executeTakeFirst();
  if (!live) return [];
  const held = await trx
    .selectFrom('rsvps')
    .innerJoin('events', 'events.id', 'rsvps.event_id')
    .where('rsvps.user_id', '=', userId)
    .where('rsvps.status', '=', 'going')
    .where('events.capacity', 'is not', null)
    .where('events.cancelled_at', 'is', null)
    .where('events.ends_at', '>', now)
    .select('events.id')
    // One order for every transaction that locks several events: no two wait on each other.
    .orderBy('events.id')
    .execute();
  const lost: number[] = [];
  for (const { id } of held) {
    const event = await lockEvent(trx, dialect, id);
    if (!event || event.capacity === null || event.cancelled_at !== null) continue;
    if ((await countGoing(trx, id, userId)) + (await countOffered(trx, id)) < event.capacity) continue;
    const rsvp = await trx
      .deleteFrom('rsvps')
      .where('event_id', '=', id)
      .where('user_id', '=', userId)
      .returning(['cosplan', 'photoshoot', 'project_id'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_waitlist')
      .values({
        event_id: id,
        user_id: userId,
        position: await nextPosition(trx, id),
        state: 'waiting',
        offered_until: null,
        ...rsvp,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
    lost.push(id);
  }
  if (lost.length === 0) return [];
  const rows = await trx
    .selectFrom('events')
    .innerJoin('users', (join) => join.on('users.id', '=', userId))
    .where('events.id', 'in', lost)
    .select([
      'events.id as eventId',
      'events.title',
      'events.starts_at as startsAt',
      'events.time_zone as timeZone',
      'users.recoveryemail as email',
      'users.firstname',
    ])
    .orderBy('events.starts_at')
    .execute();
  const places = new Map<number, number>();
  for (const id of lost) places.set(id, await placeOf(trx, id, userId));
  return rows.map((row) => ({ ...row, startsAt: Number(row.startsAt), place: places.get(row.eventId) ?? 1 }));
}
