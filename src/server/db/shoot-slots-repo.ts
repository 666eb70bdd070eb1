import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;
export type NewShootSlot = {
  day: string;
  startsAt: number;
  endsAt: number;
  place: string;
  priceCents: number;
  notes: string;
};
export type BookRefusal = 'gone' | 'own' | 'past' | 'taken' | 'clash';

/** A member who takes part (active, not deleting their account), as `alias` in a join. */
export const live =
  (alias: 'p' | 'b') =>
  (eb: ExpressionBuilder<Database & { p: Database['users']; b: Database['users'] }, 'p' | 'b'>) =>
    eb.and([eb(`${alias}.status`, '=', 'active'), eb(`${alias}.deleted_at`, 'is', null)]);

const slotColumns = [
  's.id',
  's.convention_id',
  's.photographer_id',
  's.day',
  's.starts_at',
  's.ends_at',
  's.place',
  's.price_cents',
  's.notes',
  's.booked_by',
  's.booked_at',
] as const;

/**
 * Slots with their photographer's name, and the booker's only for the photographer and the booker
 * themself, when live: privacy decided in the query, not in the page. Callers pick the slots.
 */
export function slotsSeenBy(db: Kysely<Database>, viewerId: number | null) {
  return db
    .selectFrom('shoot_slots as s')
    .innerJoin('users as p', 'p.id', 's.photographer_id')
    .leftJoin('users as b', (join) =>
      join
        .onRef('b.id', '=', 's.booked_by')
        .on('b.status', '=', 'active')
        .on('b.deleted_at', 'is', null)
        .on((eb) =>
          eb.or([eb('s.photographer_id', '=', viewerId ?? -1), eb('s.booked_by', '=', viewerId ?? -1)]),
        ),
    )
    .select(slotColumns)
    .select(['p.username', 'p.firstname', 'p.lastname'])
    .select(['b.username as b_username', 'b.firstname as b_firstname', 'b.lastname as b_lastname']);
}

/** Photoshoot slots (migration 029): publishing, the one-statement booking, and what reads them. */
export function shootSlotsRepo(db: Kysely<Database>, dialect: Dialect) {
  /** Serialises one member's bookings or publishing on PostgreSQL (SQLite runs one writer at a time). */
  const lockMember = async (trx: Trx, userId: number) => {
    if (dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  };

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
        await lockMember(trx, photographerId);
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

    /**
     * Books the slot for the member in ONE conditional UPDATE: only while it is free, not theirs,
     * not begun, and while they hold no slot overlapping it. Concurrent bookings of one slot are
     * decided by the row (the losers match 0 rows); the member's row lock keeps two bookings of
     * different slots by one member from both passing the overlap test on PostgreSQL.
     */
    async book(trx: Trx, slotId: number, userId: number, now: number): Promise<'ok' | BookRefusal> {
      await lockMember(trx, userId);
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

    async byId(slotId: number, trx: Db = db) {
      return trx
        .selectFrom('shoot_slots as s')
        .select(slotColumns)
        .where('s.id', '=', slotId)
        .executeTakeFirst();
    },

    /** A con's slots by live photographers, by day and time, as `viewerId` may see them (slotsSeenBy). */
    async ofCon(conventionId: number, viewerId: number | null, ids?: readonly number[]) {
      let query = slotsSeenBy(db, viewerId).where('s.convention_id', '=', conventionId).where(live('p'));
      if (ids) query = query.where('s.id', 'in', ids.length ? [...ids] : [-1]);
      return query.orderBy('s.day').orderBy('p.username').orderBy('s.starts_at').execute();
    },

    /** Booked slots starting in (from, until], with both people live: what the reminders read. */
    async bookedBetween(from: number, until: number) {
      return db
        .selectFrom('shoot_slots as s')
        .innerJoin('users as p', 'p.id', 's.photographer_id')
        .innerJoin('users as b', 'b.id', 's.booked_by')
        .innerJoin('conventions as c', 'c.id', 's.convention_id')
        .where('s.starts_at', '>', from)
        .where('s.starts_at', '<=', until)
        .where(live('p'))
        .where(live('b'))
        .select([
          's.id',
          's.starts_at',
          's.booked_by',
          's.booked_at',
          's.photographer_id',
          'c.id as convention_id',
          'c.slug',
          'c.name',
          'c.state',
        ])
        .execute();
    },

    /** The member's booked shoots and their own booked slots (calendar feed, export), with the con. */
    async ofMember(userId: number, bookedOnly: boolean) {
      return db
        .selectFrom('shoot_slots as s')
        .innerJoin('conventions as c', 'c.id', 's.convention_id')
        .innerJoin('users as p', 'p.id', 's.photographer_id')
        .leftJoin('users as b', 'b.id', 's.booked_by')
        .where((eb) =>
          eb.or([
            eb('s.booked_by', '=', userId),
            bookedOnly
              ? eb.and([eb('s.photographer_id', '=', userId), eb('s.booked_by', 'is not', null)])
              : eb('s.photographer_id', '=', userId),
          ]),
        )
        .select(slotColumns)
        .select(['c.slug', 'c.name as con_name', 'c.state', 'p.username', 'b.username as b_username'])
        .orderBy('s.starts_at')
        .execute();
    },
  };
}
