import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { lockMember } from './member-lock';
import type { Database } from './schema';
import { shootBookings } from './shoot-bookings';
import { shootSlotReads } from './shoot-slot-reads';
import type { Trx } from './transaction';

export type NewShootSlot = {
  day: string;
  startsAt: number;
  endsAt: number;
  place: string;
  priceCents: number;
  notes: string;
};

/**
 * Photoshoot slots (migration 029): publishing and removing them here, the one-statement booking
 * in shoot-bookings.ts, and what reads them in shoot-slot-reads.ts.
 */
export function shootSlotsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Whether the member's profile lists the Photographer role (member_roles, migration 021). */
    async isPhotographer(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member_roles')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('role', '=', 'Photographer')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts the run unless one of its slots overlaps the photographer's existing ones. */
    async publish(conventionId: number, photographerId: number, slots: readonly NewShootSlot[], now: number) {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, dialect, photographerId);
        const first = Math.min(...slots.map((s) => s.startsAt));
        const last = Math.max(...slots.map((s) => s.endsAt));
        const existing = await trx
          .selectFrom('shoot_slots')
          .select(['starts_at', 'ends_at'])
          .where('photographer_id', '=', photographerId)
          .where('starts_at', '<', last)
          .where('ends_at', '>', first)
          .execute();
        const clash = slots.some((s) =>
          existing.some((e) => Number(e.starts_at) < s.endsAt && Number(e.ends_at) > s.startsAt),
        );
        if (clash) return 'overlap' as const;
        const rows = slots.map((s) => ({
          convention_id: conventionId,
          photographer_id: photographerId,
          day: s.day,
          starts_at: s.startsAt,
          ends_at: s.endsAt,
          place: s.place,
          price_cents: s.priceCents,
          notes: s.notes,
          booked_by: null,
          booked_at: null,
          created_at: now,
        }));
        return trx.insertInto('shoot_slots').values(rows).returning('id').execute();
      });
    },

    /** Removes the photographer's slot while nobody has booked it: 1 removed, 0 not. */
    async remove(slotId: number, photographerId: number): Promise<number> {
      const result = await db
        .deleteFrom('shoot_slots')
        .where('id', '=', slotId)
        .where('photographer_id', '=', photographerId)
        .where('booked_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * An organiser removes any slot, booked or not (a fake or abusive one). One DELETE … RETURNING
     * names who held it at that moment, so a booking made just before is not missed; with the
     * photographer's username for the audit log. Undefined: no such slot.
     */
    async removeByOrganiser(trx: Trx, slotId: number) {
      const removed = await trx
        .deleteFrom('shoot_slots')
        .where('id', '=', slotId)
        .returning(['id', 'convention_id', 'photographer_id', 'day', 'starts_at', 'booked_by'])
        .executeTakeFirst();
      if (!removed) return undefined;
      const photographer = await trx
        .selectFrom('users')
        .select('username')
        .where('id', '=', removed.photographer_id)
        .executeTakeFirst();
      return { ...removed, photographer_username: photographer?.username ?? '' };
    },

    ...shootBookings(dialect),
    ...shootSlotReads(db),
  };
}
