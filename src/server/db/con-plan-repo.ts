import type { Kysely } from 'kysely';
import { attendanceDays } from './con-going-repo';
import { hostIsLive } from './events-common';
import { eventGroupOpenTo } from './group-access';
import type { Database } from './schema';
import { live, slotsSeenBy } from './shoot-slot-reads';

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
      return attendanceDays(db, conventionId, userId);
    },

    /** Slots the member booked, by live photographers (a suspended one's slots are hidden anyway). */
    async bookedShoots(conventionId: number, userId: number) {
      return slotsSeenBy(db, userId)
        .where('s.convention_id', '=', conventionId)
        .where('s.booked_by', '=', userId)
        .where(live('p'))
        .execute();
    },

    /** The member's own slots as photographer; the booker joined only when live. */
    async hostedShoots(conventionId: number, userId: number) {
      return slotsSeenBy(db, userId)
        .where('s.convention_id', '=', conventionId)
        .where('s.photographer_id', '=', userId)
        .execute();
    },

    /** The con's meetups the member said they go to: not cancelled, of live hosts (as events show them). */
    async meetups(conventionId: number, userId: number) {
      return db
        .selectFrom('events')
        .innerJoin('rsvps', (join) =>
          join.onRef('rsvps.event_id', '=', 'events.id').on('rsvps.user_id', '=', userId),
        )
        .where('events.convention_id', '=', conventionId)
        .where(eventGroupOpenTo(userId, 'events'))
        .where('rsvps.status', '=', 'going')
        .where('events.cancelled_at', 'is', null)
        .where(hostIsLive)
        .select([
          'events.id',
          'events.title',
          'events.starts_at',
          'events.ends_at',
          'events.venue',
          'events.con_day as day',
        ])
        .orderBy('events.starts_at')
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
