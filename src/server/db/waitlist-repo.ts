import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import { isLive, lockEvent } from './events-common';
import { noBlockBetween } from './member-relations';
import { type OnOffers, saveRsvp } from './rsvp-answer';
import type { Database } from './schema';
import { placeOf, settleSeats } from './waitlist-seats';

/** One place in an event's line as its host sees it. */
export interface LineEntry {
  id: number;
  state: 'waiting' | 'offered';
  offered_until: number | null;
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  visibility: string;
  /** 0 when unlisted, or a block stands between the member and the viewer: shown unnamed. */
  shown: number | string;
}

/**
 * Event waitlists (migration 043; decision 0039). Every change runs under the event's lock and
 * settles the line (waitlist-seats.ts), handing the offers it made to `onOffers` in the same
 * transaction. Reads count live members only: a suspended or leaving member's place is kept but
 * skipped, as their RSVPs are.
 */
export function waitlistRepo(db: Kysely<Database>, dialect: Dialect) {
  /** The live members' entries of the event, in line order. */
  const liveLine = (eventId: number) =>
    db
      .selectFrom('event_waitlist')
      .innerJoin('users', 'users.id', 'event_waitlist.user_id')
      .where('event_waitlist.event_id', '=', eventId)
      .where(isLive);

  return {
    /** Settles the event's line now (the lapse job, the sweep, a member who left the club). */
    async settle(eventId: number, now: number, onOffers: OnOffers): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, dialect, eventId);
        if (event) await onOffers(trx, await settleSeats(trx, event, now));
      });
    },

    /**
     * The member takes the seat held for them: their kept answer becomes a 'going' RSVP. 'no-offer'
     * when they hold none (never offered, declined, or it lapsed: settled first, at `now`).
     */
    async accept(eventId: number, userId: number, now: number, onOffers: OnOffers) {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, dialect, eventId);
        if (!event) return 'gone' as const;
        if (event.cancelled_at !== null) return 'cancelled' as const;
        if (Number(event.ends_at) <= now) return 'over' as const;
        const offers = await settleSeats(trx, event, now);
        const entry = await trx
          .selectFrom('event_waitlist')
          .selectAll()
          .where('event_id', '=', eventId)
          .where('user_id', '=', userId)
          .where('state', '=', 'offered')
          .executeTakeFirst();
        if (entry) {
          const answer = {
            status: 'going' as const,
            cosplan: entry.cosplan,
            photoshoot: entry.photoshoot !== 0,
            projectId: entry.project_id,
          };
          await saveRsvp(trx, eventId, userId, answer, now);
          await trx.deleteFrom('event_waitlist').where('id', '=', entry.id).execute();
        }
        await onOffers(trx, offers);
        return entry ? ('ok' as const) : ('no-offer' as const);
      });
    },

    /** The member leaves the line, or declines their offer (its seat passes on). */
    async leave(eventId: number, userId: number, now: number, onOffers: OnOffers) {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, dialect, eventId);
        if (!event) return 'gone' as const;
        const left = await trx
          .deleteFrom('event_waitlist')
          .where('event_id', '=', eventId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        await onOffers(trx, await settleSeats(trx, event, now));
        return Number(left.numDeletedRows) === 1 ? ('ok' as const) : ('not-in-line' as const);
      });
    },

    /**
     * Moves an entry to `position` (1 = first) of the line, clamped to its ends; the others keep
     * their order. Positions are rewritten 1..n under the event's lock, so two hosts moving at once
     * apply one after the other. Offers already made stay made. `then` runs in the same
     * transaction (an organiser's audit entry).
     */
    async move(
      eventId: number,
      entryId: number,
      position: number,
      then: (trx: Transaction<Database>) => Promise<void>,
    ) {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, dialect, eventId);
        if (!event) return 'gone' as const;
        const line = await trx
          .selectFrom('event_waitlist')
          .innerJoin('users', 'users.id', 'event_waitlist.user_id')
          .where('event_waitlist.event_id', '=', eventId)
          .where(isLive)
          .select('event_waitlist.id')
          .orderBy('event_waitlist.position')
          .orderBy('event_waitlist.id')
          .execute();
        const ids = line.map((e) => e.id);
        const from = ids.indexOf(entryId);
        if (from < 0) return 'no-entry' as const;
        ids.splice(from, 1);
        ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, entryId);
        for (const [index, id] of ids.entries())
          await trx
            .updateTable('event_waitlist')
            .set({ position: index + 1 })
            .where('id', '=', id)
            .execute();
        // Members away from the club keep a place behind the live ones.
        await trx
          .updateTable('event_waitlist')
          .set({ position: ids.length + 1 })
          .where('event_id', '=', eventId)
          .where('id', 'not in', [...ids, 0])
          .execute();
        await then(trx);
        return 'ok' as const;
      });
    },

    /** The line as `viewerId` (its host or an organiser) sees it: unlisted or blocked members unnamed. */
    async line(eventId: number, viewerId: number): Promise<LineEntry[]> {
      return liveLine(eventId)
        .select([
          'event_waitlist.id',
          'event_waitlist.state',
          'event_waitlist.offered_until',
          'users.username',
          'users.firstname',
          'users.lastname',
          'users.image',
          'users.visibility',
          sql<number>`case when users.listed = 1 and ${noBlockBetween(viewerId, 'event_waitlist.user_id')} then 1 else 0 end`.as(
            'shown',
          ),
        ])
        .orderBy('event_waitlist.position')
        .orderBy('event_waitlist.id')
        .execute() as Promise<LineEntry[]>;
    },

    /** How many live members wait and how many hold an offer. */
    async counts(eventId: number): Promise<{ waiting: number; offered: number }> {
      const rows = await liveLine(eventId)
        .groupBy('event_waitlist.state')
        .select(['event_waitlist.state', (eb) => eb.fn.countAll<number>().as('n')])
        .execute();
      const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
      return { waiting: of('waiting'), offered: of('offered') };
    },

    /** The member's place (1 = next in line, among live members) and their offer, if in line. */
    async mine(eventId: number, userId: number) {
      const entry = await db
        .selectFrom('event_waitlist')
        .select(['state', 'offered_until', 'cosplan', 'photoshoot', 'project_id'])
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!entry) return undefined;
      const until = entry.offered_until === null ? null : Number(entry.offered_until);
      return {
        place: await placeOf(db, eventId, userId),
        state: entry.state,
        offeredUntil: until,
        cosplan: entry.cosplan,
        photoshoot: entry.photoshoot !== 0,
        projectId: entry.project_id === null ? null : Number(entry.project_id),
      };
    },

    /** Coming events whose line may need settling: the sweep's catch-up. */
    async eventsWithLines(now: number): Promise<number[]> {
      const rows = await db
        .selectFrom('events')
        .where('events.ends_at', '>', now)
        .where('events.cancelled_at', 'is', null)
        .where('events.id', 'in', db.selectFrom('event_waitlist').select('event_waitlist.event_id'))
        .select('events.id')
        .orderBy('events.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Coming events where the member holds a seat or an offer (they leave the club: seats free). */
    async seatsOf(userId: number, now: number, trx: Transaction<Database>): Promise<number[]> {
      const rows = await trx
        .selectFrom('events')
        .where('events.ends_at', '>', now)
        .where('events.capacity', 'is not', null)
        .where((eb) =>
          eb.or([
            eb(
              'events.id',
              'in',
              eb
                .selectFrom('rsvps')
                .select('rsvps.event_id')
                .where('rsvps.user_id', '=', userId)
                .where('rsvps.status', '=', 'going'),
            ),
            eb(
              'events.id',
              'in',
              eb
                .selectFrom('event_waitlist')
                .select('event_waitlist.event_id')
                .where('event_waitlist.user_id', '=', userId)
                .where('event_waitlist.state', '=', 'offered'),
            ),
          ]),
        )
        .select('events.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** What the mail of an offer says, while the offer stands as made (`until`) for a live member. */
    async offerFacts(eventId: number, userId: number, until: number) {
      const row = await liveLine(eventId)
        .innerJoin('events', 'events.id', 'event_waitlist.event_id')
        .where('event_waitlist.user_id', '=', userId)
        .where('event_waitlist.state', '=', 'offered')
        .where('event_waitlist.offered_until', '=', until)
        .where('events.cancelled_at', 'is', null)
        .select([
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'users.recoveryemail as email',
          'users.firstname',
        ])
        .executeTakeFirst();
      return row && { ...row, startsAt: Number(row.starts_at), timeZone: row.time_zone };
    },

    /** The member's places in lines, with each event's title and time (their export). */
    async ofMember(userId: number) {
      return db
        .selectFrom('event_waitlist')
        .innerJoin('events', 'events.id', 'event_waitlist.event_id')
        .where('event_waitlist.user_id', '=', userId)
        .select([
          'event_waitlist.event_id',
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'event_waitlist.position',
          'event_waitlist.state',
          'event_waitlist.offered_until',
          'event_waitlist.cosplan',
          'event_waitlist.created_at',
        ])
        .orderBy('events.starts_at')
        .orderBy('event_waitlist.event_id')
        .execute();
    },
  };
}

export type WaitlistRepo = ReturnType<typeof waitlistRepo>;
