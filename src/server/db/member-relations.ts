import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The SQL conditions every read that shows one member's things to another uses for blocks and
 * mutes (migration 038; shared/api/relations.ts). `memberColumn` names the column holding the
 * owner of the row shown (e.g. 'pr.owner_id', 'r.user_id'); `viewerId` null is a visitor, whom
 * neither applies to.
 */

/** Neither the viewer nor the member blocked the other: a block hides both ways. */
export function noBlockBetween(viewerId: number | null, memberColumn: string): Expression<SqlBool> {
  if (viewerId === null) return sql<SqlBool>`1 = 1`;
  const member = sql.ref(memberColumn);
  return sql<SqlBool>`not exists (
    select 1 from member_blocks mb
    where (mb.blocker_id = ${viewerId} and mb.blocked_id = ${member})
       or (mb.blocker_id = ${member} and mb.blocked_id = ${viewerId})
  )`;
}

/** The viewer did not mute the member (the muted member's posts leave the viewer's feeds). */
export function notMutedBy(viewerId: number | null, memberColumn: string): Expression<SqlBool> {
  if (viewerId === null) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`not exists (
    select 1 from member_mutes mm where mm.muter_id = ${viewerId} and mm.muted_id = ${sql.ref(memberColumn)}
  )`;
}
