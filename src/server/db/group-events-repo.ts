import type { Kysely } from 'kysely';
import { groupOpenTo } from './group-access';
import { membersWhoMayOpenEvent } from './group-member-rules';
import type { Database } from './schema';

/**
 * What events need to know of groups (issue 38): the group a member may put an event in, the
 * group whose events a page lists, and the private groups a member is in (what their view of the
 * events depends on, beyond being signed in).
 */
export function groupEventsRepo(db: Kysely<Database>) {
  return {
    /** Those of `memberIds` who may open the event's group (all of them for a club-wide event). */
    whoMayOpenEvent: (eventId: number, memberIds: readonly number[]) =>
      membersWhoMayOpenEvent(db, eventId, memberIds),

    /** Whether the member is an active member of the (unhidden) group: they may host its events. */
    async mayHostIn(groupId: number, memberId: number): Promise<'yes' | 'notOpen' | 'notMember'> {
      const row = await db
        .selectFrom('groups as g')
        .leftJoin('group_members as gm', (join) =>
          join
            .onRef('gm.group_id', '=', 'g.id')
            .on('gm.member_id', '=', memberId)
            .on('gm.state', '=', 'active'),
        )
        .where('g.id', '=', groupId)
        .where(groupOpenTo(memberId, 'g'))
        .select('gm.member_id')
        .executeTakeFirst();
      if (!row) return 'notOpen';
      return row.member_id === null ? 'notMember' : 'yes';
    },

    /** The group by its slug, when the viewer (null: a visitor) may open it. */
    async openBySlug(slug: string, viewerId: number | null) {
      return db
        .selectFrom('groups as g')
        .where('g.slug', '=', slug)
        .where(groupOpenTo(viewerId, 'g'))
        .select(['g.id', 'g.slug', 'g.name', 'g.visibility'])
        .executeTakeFirst();
    },

    /**
     * The private groups the member is active in, by id: with being signed in, all a list of
     * events depends on, so members in the same private groups may share a kept answer.
     */
    async privateGroupsOf(memberId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('group_members as gm')
        .innerJoin('groups as g', 'g.id', 'gm.group_id')
        .where('gm.member_id', '=', memberId)
        .where('gm.state', '=', 'active')
        .where('g.visibility', '=', 'private')
        .select('g.id')
        .orderBy('g.id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type GroupEventsRepo = ReturnType<typeof groupEventsRepo>;
