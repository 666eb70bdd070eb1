import { type Kysely, sql } from 'kysely';
import { REACTION_NAMES, type ReactionName, type ReactionSubjectKind } from '../../shared/api/reactions';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';

export type ReactionCounts = { reaction: ReactionName; count: number; mine: boolean }[];

/**
 * Reactions (migration 040): one row per member, thing and emoji, so giving one twice is one.
 * Counts and the "who reacted" list count active members only (a suspended or leaving member's
 * reactions come back with them).
 */
export function reactionsRepo(db: Kysely<Database>) {
  const live = () =>
    db
      .selectFrom('reactions as r')
      .innerJoin('users as u', 'u.id', 'r.member_id')
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null);

  return {
    /** Gives one (nothing when given already). */
    async add(kind: ReactionSubjectKind, id: string, memberId: number, reaction: ReactionName, now: number) {
      await db
        .insertInto('reactions')
        .values({ subject_kind: kind, subject_id: id, member_id: memberId, reaction, created_at: now })
        .onConflict((oc) => oc.columns(['subject_kind', 'subject_id', 'member_id', 'reaction']).doNothing())
        .execute();
    },

    /** Takes one back (nothing when not given). */
    async remove(kind: ReactionSubjectKind, id: string, memberId: number, reaction: ReactionName) {
      await db
        .deleteFrom('reactions')
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', id)
        .where('member_id', '=', memberId)
        .where('reaction', '=', reaction)
        .execute();
    },

    /** The counts on each of these things, in REACTIONS order, only emoji given at least once. */
    async counts(
      kind: ReactionSubjectKind,
      ids: readonly string[],
      viewerId: number | null,
    ): Promise<Map<string, ReactionCounts>> {
      const byThing = new Map<string, ReactionCounts>();
      if (ids.length === 0) return byThing;
      const rows = await live()
        .select([
          'r.subject_id',
          'r.reaction',
          (eb) => eb.fn.countAll<number | string>().as('n'),
          sql<number | string>`max(case when r.member_id = ${viewerId ?? -1} then 1 else 0 end)`.as('mine'),
        ])
        .where('r.subject_kind', '=', kind)
        .where('r.subject_id', 'in', [...ids])
        .groupBy(['r.subject_id', 'r.reaction'])
        .execute();
      for (const row of rows) {
        const list = byThing.get(row.subject_id) ?? [];
        list.push({ reaction: row.reaction, count: Number(row.n), mine: Number(row.mine) === 1 });
        byThing.set(row.subject_id, list);
      }
      for (const list of byThing.values())
        list.sort((a, b) => REACTION_NAMES.indexOf(a.reaction) - REACTION_NAMES.indexOf(b.reaction));
      return byThing;
    },

    /** Who gave each emoji, newest first, less members a block stands between with the viewer. */
    async who(kind: ReactionSubjectKind, id: string, viewerId: number) {
      return live()
        .select(['r.reaction', 'u.username', 'u.firstname', 'u.lastname'])
        .where('r.subject_kind', '=', kind)
        .where('r.subject_id', '=', id)
        .where(noBlockBetween(viewerId, 'r.member_id'))
        .orderBy('r.created_at', 'desc')
        .orderBy('r.member_id')
        .limit(2000)
        .execute();
    },
  };
}
