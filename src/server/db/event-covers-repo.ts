import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import type { Trx } from './transaction';

export interface CoverImage {
  id: string;
  data: Buffer;
  width: number;
  height: number;
}

/** One cover photo per event, in its own table (members' photos are swept by their profile saves). */
export function eventCoversRepo(db: Kysely<Database>) {
  return {
    /** Sets or replaces the cover; the new one has a new id, so its address changes too. */
    async set(trx: Trx, eventId: number, image: CoverImage, now: number): Promise<void> {
      const values = {
        id: image.id,
        data: image.data,
        width: image.width,
        height: image.height,
        created_at: now,
      };
      await trx
        .insertInto('event_covers')
        .values({ ...values, event_id: eventId })
        .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
        .execute();
    },

    async remove(trx: Trx, eventId: number): Promise<void> {
      await trx.deleteFrom('event_covers').where('event_id', '=', eventId).execute();
    },

    /**
     * The cover's bytes and its event's visibility, when the id is the event's current cover and
     * the event is visible at all (its host an active member).
     */
    async find(eventId: number, coverId: string) {
      return db
        .selectFrom('event_covers')
        .innerJoin('events', 'events.id', 'event_covers.event_id')
        .innerJoin('users', 'users.id', 'events.host_id')
        .select(['event_covers.data', 'events.visibility'])
        .where('event_covers.event_id', '=', eventId)
        .where('event_covers.id', '=', coverId)
        .where('users.status', '=', 'active')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The cover's link-preview image (migration 014) under `find`'s rules: the stored one, or the
     * cover itself to make it from when it is not made yet.
     */
    async findOg(eventId: number, coverId: string) {
      const row = await db
        .selectFrom('event_covers')
        .innerJoin('events', 'events.id', 'event_covers.event_id')
        .innerJoin('users', 'users.id', 'events.host_id')
        .select([
          sql<Buffer>`coalesce(event_covers.og, event_covers.data)`.as('data'),
          sql<number>`case when event_covers.og is null then 0 else 1 end`.as('made'),
          'events.visibility',
        ])
        .where('event_covers.event_id', '=', eventId)
        .where('event_covers.id', '=', coverId)
        .where('users.status', '=', 'active')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row && { ...row, made: Number(row.made) === 1 };
    },

    /** Keeps the link-preview image made on first request (a cover replaced meanwhile gets none). */
    async storeOg(coverId: string, og: Buffer): Promise<void> {
      await db.updateTable('event_covers').set({ og }).where('id', '=', coverId).execute();
    },
  };
}

export type EventCoversRepo = ReturnType<typeof eventCoversRepo>;
