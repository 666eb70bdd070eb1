import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

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
export function slotsSeenBy(db: Db, viewerId: number | null) {
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

/** What reads photoshoot slots: one slot, a con's page, the reminders and a member's own. */
export function shootSlotReads(db: Kysely<Database>) {
  return {
    async byId(slotId: number, trx: Db = db) {
      return trx
        .selectFrom('shoot_slots as s')
        .select(slotColumns)
        .where('s.id', '=', slotId)
        .executeTakeFirst();
    },

    /**
     * A con's slots by live photographers, by day and time, as `viewerId` may see them (slotsSeenBy);
     * `trx`: read inside a booking's transaction, on the connection it already holds.
     */
    async ofCon(conventionId: number, viewerId: number | null, ids?: readonly number[], trx: Db = db) {
      let query = slotsSeenBy(trx, viewerId).where('s.convention_id', '=', conventionId).where(live('p'));
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
