import type { Kysely, Transaction } from 'kysely';
import { countGoing, isLive, type lockEvent } from './events-common';
import type { Database } from './schema';

type Trx = Transaction<Database>;
type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockEvent>>>;

const HOUR = 3_600_000;

/** A freed seat held for a member until `until` (they hear of it: features/events/waitlist-offers.ts). */
export interface SeatOffer {
  eventId: number;
  userId: number;
  until: number;
}

/** The live members holding an offer of the event: each holds a seat until they answer or it lapses. */
export async function countOffered(trx: Trx, eventId: number): Promise<number> {
  const row = await trx
    .selectFrom('event_waitlist')
    .innerJoin('users', 'users.id', 'event_waitlist.user_id')
    .where('event_waitlist.event_id', '=', eventId)
    .where('event_waitlist.state', '=', 'offered')
    .where(isLive)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seats neither taken by live members going nor held by an offer (Infinity without a capacity). */
export async function freeSeats(trx: Trx, event: LockedEvent): Promise<number> {
  if (event.capacity === null) return Number.POSITIVE_INFINITY;
  const [going, offered] = await Promise.all([countGoing(trx, event.id), countOffered(trx, event.id)]);
  return event.capacity - going - offered;
}

/**
 * Brings the event's waitlist up to date at `now`, in a transaction that holds the event's lock
 * (lockEvent): offers that lapsed and offers held by members who are no longer live are taken
 * back, and every free seat is offered to the next live member waiting, in line order, for the
 * event's offer hours. Because every change to the seats of one event runs under that lock
 * (PostgreSQL: FOR UPDATE; SQLite: one writing transaction at a time), a second run (the lapse
 * job and the sweep at once) finds the lapsed offer gone and the seat already offered: a seat is
 * passed on exactly once. A capacity lowered below the seats taken and held takes back the
 * offers last in line (they wait again where they were). A cancelled or finished event keeps its line as it is.
 */
export async function settleSeats(trx: Trx, event: LockedEvent, now: number): Promise<SeatOffer[]> {
  if (event.cancelled_at !== null || Number(event.ends_at) <= now) return [];
  await trx
    .deleteFrom('event_waitlist')
    .where('event_id', '=', event.id)
    .where('state', '=', 'offered')
    .where((eb) =>
      eb.or([
        eb('offered_until', '<=', now),
        eb('user_id', 'not in', eb.selectFrom('users').select('users.id').where(isLive)),
      ]),
    )
    .execute();
  const free = await freeSeats(trx, event);
  if (free < 0) await withdrawOffers(trx, event.id, -free);
  if (free <= 0) return [];
  const next = await trx
    .selectFrom('event_waitlist')
    .innerJoin('users', 'users.id', 'event_waitlist.user_id')
    .where('event_waitlist.event_id', '=', event.id)
    .where('event_waitlist.state', '=', 'waiting')
    .where(isLive)
    .select(['event_waitlist.id', 'event_waitlist.user_id'])
    .orderBy('event_waitlist.position')
    .orderBy('event_waitlist.id')
    .$if(Number.isFinite(free), (q) => q.limit(free))
    .execute();
  if (next.length === 0) return [];
  const until = now + Number(event.offer_hours) * HOUR;
  await trx
    .updateTable('event_waitlist')
    .set({ state: 'offered', offered_until: until })
    .where(
      'id',
      'in',
      next.map((n) => n.id),
    )
    .where('state', '=', 'waiting')
    .execute();
  return next.map((n) => ({ eventId: event.id, userId: n.user_id, until }));
}

/** Back to waiting: the `count` offers last in line (a capacity lowered under the offers held). */
async function withdrawOffers(trx: Trx, eventId: number, count: number): Promise<void> {
  const last = await trx
    .selectFrom('event_waitlist')
    .select('id')
    .where('event_id', '=', eventId)
    .where('state', '=', 'offered')
    .orderBy('position', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  if (last.length === 0) return;
  await trx
    .updateTable('event_waitlist')
    .set({ state: 'waiting', offered_until: null })
    .where(
      'id',
      'in',
      last.map((l) => l.id),
    )
    .execute();
}

/** The next place at the end of the event's line (under the event's lock, so no two get one). */
export async function nextPosition(trx: Trx, eventId: number): Promise<number> {
  const row = await trx
    .selectFrom('event_waitlist')
    .where('event_id', '=', eventId)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** How many are in the event's line (everyone, live or not: the limit counts rows). */
export async function lineLength(trx: Trx, eventId: number): Promise<number> {
  const row = await trx
    .selectFrom('event_waitlist')
    .where('event_id', '=', eventId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's place in the event's line among live members (1: next in line). */
export async function placeOf(trx: Trx | Kysely<Database>, eventId: number, userId: number): Promise<number> {
  const mine = await trx
    .selectFrom('event_waitlist')
    .select(['id', 'position'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return 0;
  const ahead = await trx
    .selectFrom('event_waitlist')
    .innerJoin('users', 'users.id', 'event_waitlist.user_id')
    .where('event_waitlist.event_id', '=', eventId)
    .where(isLive)
    .where((eb) =>
      eb.or([
        eb('event_waitlist.position', '<', mine.position),
        eb.and([eb('event_waitlist.position', '=', mine.position), eb('event_waitlist.id', '<', mine.id)]),
      ]),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
