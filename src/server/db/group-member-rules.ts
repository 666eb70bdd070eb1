import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The group rule of db/group-access.ts for a member named by a column rather than by one viewer:
 * who among many recipients (reminders, notifications, followers) may open an event's group. A
 * signed-in member may open a public or members-only group, and a private one while active in it.
 */
export function eventGroupOpenToMember(memberRef: string, e: string): Expression<SqlBool> {
  const groupId = sql.ref(`${e}.group_id`);
  return sql<SqlBool>`(${groupId} is null or exists (
    select 1 from groups rg where rg.id = ${groupId} and rg.hidden_at is null and (
      rg.visibility <> 'private' or exists (
        select 1 from group_members rgm
        where rgm.group_id = rg.id and rgm.member_id = ${sql.ref(memberRef)} and rgm.state = 'active'
      )
    )
  ))`;
}

/** Those of `memberIds` who may open the event's group (all of them for an event in none). */
export async function membersWhoMayOpenEvent(
  db: Kysely<Database>,
  eventId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as m')
    .innerJoin('events as e', (join) => join.on('e.id', '=', eventId))
    .where('m.id', 'in', [...memberIds])
    .where(eventGroupOpenToMember('m.id', 'e'))
    .select('m.id')
    .execute();
  const allowed = new Set(rows.map((r) => r.id));
  return memberIds.filter((id) => allowed.has(id));
}
