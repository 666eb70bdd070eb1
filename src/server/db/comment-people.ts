import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Whom comments name and who hears of them: the members a comment may name (comment_mentions,
 * checked as linked now), active members by username, and the blocks and mutes between an author
 * and the members a new comment would tell.
 */
export function commentPeople(db: Kysely<Database>) {
  return {
    /** The members these comments may name, as linked now: active, and no block with the author. */
    async mentionsOf(commentIds: readonly number[]) {
      if (commentIds.length === 0) return [];
      return db
        .selectFrom('comment_mentions as m')
        .innerJoin('comments as c', 'c.id', 'm.comment_id')
        .innerJoin('users as u', 'u.id', 'm.member_id')
        .select(['m.comment_id', 'u.username'])
        .where('m.comment_id', 'in', [...commentIds])
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(sql<SqlBool>`(c.author_id is null or not exists (
          select 1 from member_blocks mb
          where (mb.blocker_id = c.author_id and mb.blocked_id = u.id)
             or (mb.blocker_id = u.id and mb.blocked_id = c.author_id)
        ))`)
        .execute();
    },

    /** Active members by username (any case): whom a new comment's @names may be. */
    async membersNamed(usernames: readonly string[]) {
      if (usernames.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'username'])
        .where(
          'username_key',
          'in',
          usernames.map((n) => n.toLowerCase()),
        )
        .where('status', '=', 'active')
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Of these members, those a block stands between with `memberId` (either way). */
    async blockedWith(memberId: number, others: readonly number[]): Promise<Set<number>> {
      if (others.length === 0) return new Set();
      const rows = await db
        .selectFrom('member_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', memberId), eb('blocked_id', 'in', [...others])]),
            eb.and([eb('blocked_id', '=', memberId), eb('blocker_id', 'in', [...others])]),
          ]),
        )
        .execute();
      return new Set(rows.map((r) => (r.blocker_id === memberId ? r.blocked_id : r.blocker_id)));
    },

    /** Of these members, those who muted `memberId`. */
    async mutedBy(memberId: number, others: readonly number[]): Promise<Set<number>> {
      if (others.length === 0) return new Set();
      const rows = await db
        .selectFrom('member_mutes')
        .select('muter_id')
        .where('muted_id', '=', memberId)
        .where('muter_id', 'in', [...others])
        .execute();
      return new Set(rows.map((r) => r.muter_id));
    },
  };
}
