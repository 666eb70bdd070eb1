import { type Expression, type SqlBool, sql } from 'kysely';
import { noBlockBetween } from './member-relations';

/**
 * Who sees which conversations and messages (shared/api/messages.ts; migration 041). Every read of
 * a conversation or a message — the member's list, a conversation's pages, a report, the export —
 * filters with these, in SQL, so nothing is fetched that the viewer may not be shown.
 */

/**
 * The viewer may open the conversation (`cv`): they are in it, accepted or still asked
 * ('active' or 'request'), and — for a direct one — no block stands between them and the other
 * member (a direct conversation across a block is gone for both until it is lifted).
 */
export function conversationOpenTo(viewerId: number, cv: string): Expression<SqlBool> {
  const conversation = sql.ref(`${cv}.id`);
  return sql<SqlBool>`exists (
      select 1 from conversation_members me
      where me.conversation_id = ${conversation} and me.member_id = ${viewerId}
        and me.state in ('active', 'request')
    )
    and (
      ${sql.ref(`${cv}.kind`)} = 'group'
      or not exists (
        select 1 from conversation_members other
        join member_blocks mb
          on (mb.blocker_id = ${viewerId} and mb.blocked_id = other.member_id)
          or (mb.blocker_id = other.member_id and mb.blocked_id = ${viewerId})
        where other.conversation_id = ${conversation} and other.member_id <> ${viewerId}
      )
    )`;
}

/**
 * Within a conversation the viewer may open, whether they see the message (`m`, its sender `u`
 * joined): their own always; another's unless an organiser hid it, its sender is suspended or in
 * the deletion window, or a block stands between them (in a group; a direct one is already gone).
 */
export function messageShownTo(viewerId: number, m: string, u: string): Expression<SqlBool> {
  return sql<SqlBool>`(
    ${sql.ref(`${m}.sender_id`)} = ${viewerId}
    or (
      ${sql.ref(`${m}.hidden_at`)} is null
      and ${sql.ref(`${u}.status`)} = 'active' and ${sql.ref(`${u}.deleted_at`)} is null
      and ${noBlockBetween(viewerId, `${m}.sender_id`)}
    )
  )`;
}
