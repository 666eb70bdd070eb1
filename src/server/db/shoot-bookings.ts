import type { Dialect } from './dialect';
import { lockMember } from './member-lock';
import type { Trx } from './transaction';

export type BookRefusal = 'gone' | 'own' | 'past' | 'taken' | 'clash';

/** Booking a photoshoot slot and cancelling the booking, each inside the caller's transaction. */
export function shootBookings(dialect: Dialect) {
  return {
    /**
     * Books the slot for the member in ONE conditional UPDATE: only while it is free, not theirs,
     * not begun, and while they hold no slot overlapping it. Concurrent bookings of one slot are
     * decided by the row (the losers match 0 rows); the member's row lock keeps two bookings of
     * different slots by one member from both passing the overlap test on PostgreSQL.
     */
    async book(trx: Trx, slotId: number, userId: number, now: number): Promise<'ok' | BookRefusal> {
      await lockMember(trx, dialect, userId);
      const result = await trx
        .updateTable('shoot_slots')
        .set({ booked_by: userId, booked_at: now })
        .where('id', '=', slotId)
        .where('booked_by', 'is', null)
        .where('photographer_id', '<>', userId)
        .where('starts_at', '>', now)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('shoot_slots as o')
                .select('o.id')
                .where('o.booked_by', '=', userId)
                .whereRef('o.starts_at', '<', 'shoot_slots.ends_at')
                .whereRef('o.ends_at', '>', 'shoot_slots.starts_at'),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'ok';
      // Only to explain the refusal: the UPDATE above already decided.
      const slot = await trx
        .selectFrom('shoot_slots')
        .selectAll()
        .where('id', '=', slotId)
        .executeTakeFirst();
      if (!slot) return 'gone';
      if (slot.photographer_id === userId) return 'own';
      if (Number(slot.starts_at) <= now) return 'past';
      return slot.booked_by !== null ? 'taken' : 'clash';
    },

    /** Frees a booked slot when `userId` is its booker or photographer; the booker freed, or undefined. */
    async cancel(trx: Trx, slotId: number, userId: number): Promise<number | undefined> {
      const slot = await trx
        .selectFrom('shoot_slots')
        .select(['booked_by', 'photographer_id'])
        .where('id', '=', slotId)
        .executeTakeFirst();
      if (!slot?.booked_by || (slot.booked_by !== userId && slot.photographer_id !== userId))
        return undefined;
      const result = await trx
        .updateTable('shoot_slots')
        .set({ booked_by: null, booked_at: null })
        .where('id', '=', slotId)
        .where('booked_by', '=', slot.booked_by)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? slot.booked_by : undefined;
    },
  };
}
