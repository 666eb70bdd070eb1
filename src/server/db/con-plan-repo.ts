import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The reads of a member's con day plan (features/con-plan): only the member's own rows, so every
 * query is keyed on their id. Other people's names are joined only where the member may see them
 * (the photographer of a slot they booked; the booker of a slot they photograph), and only for
 * live members (active, not deleting): a suspended booker is left null and the page says "A member".
 */
export function conPlanRepo(db: Kysely<Database>) {
  return {
    /** What the member wears each day they go (who's going). */
    async cosplans(conventionId: number, userId: number) {
      return db
        .selectFrom('con_attendance_days')
        .select(['day', 'character', 'series'])
        .where('convention_id', '=', conventionId)
        .where('user_id', '=', userId)
        .orderBy('day')
        .execute();
    },

    /** Slots the member booked, by live photographers (a suspended one's slots are hidden anyway). */
    async bookedShoots(conventionId: number, userId: number) {
      return db
        .selectFrom('shoot_slots as s')
        .innerJoin('users as p', 'p.id', 's.photographer_id')
        .where('s.convention_id', '=', conventionId)
        .where('s.booked_by', '=', userId)
        .where('p.status', '=', 'active')
        .where('p.deleted_at', 'is', null)
        .select(['s.id', 's.day', 's.starts_at', 's.ends_at', 's.place', 's.price_cents'])
        .select(['p.username', 'p.firstname', 'p.lastname'])
        .execute();
    },

    /** The member's own slots as photographer; the booker joined only when live. */
    async hostedShoots(conventionId: number, userId: number) {
      return db
        .selectFrom('shoot_slots as s')
        .leftJoin('users as b', (join) =>
          join.onRef('b.id', '=', 's.booked_by').on('b.status', '=', 'active').on('b.deleted_at', 'is', null),
        )
        .where('s.convention_id', '=', conventionId)
        .where('s.photographer_id', '=', userId)
        .select(['s.id', 's.day', 's.starts_at', 's.ends_at', 's.place', 's.booked_by'])
        .select(['b.username as b_username', 'b.firstname as b_firstname', 'b.lastname as b_lastname'])
        .execute();
    },

    /** Groups of live leads the member leads or claimed a character in, with their claim if any. */
    async groups(conventionId: number, userId: number) {
      return db
        .selectFrom('con_groups as g')
        .innerJoin('users as l', 'l.id', 'g.lead_id')
        .leftJoin('con_group_claims as c', (join) =>
          join.onRef('c.group_id', '=', 'g.id').on('c.user_id', '=', userId),
        )
        .leftJoin('con_group_characters as ch', 'ch.id', 'c.character_id')
        .where('g.convention_id', '=', conventionId)
        .where('l.status', '=', 'active')
        .where('l.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('g.lead_id', '=', userId), eb('c.id', 'is not', null)]))
        .select(['g.id', 'g.title', 'g.series', 'g.day', 'g.lead_id', 'ch.name as character', 'c.status'])
        .orderBy('g.id')
        .execute();
    },
  };
}
