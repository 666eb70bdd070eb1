import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Who sees which groups (shared/api/groups.ts; migration 042; decision 37). Every read of a
 * group, or of something in one — its page, the list, its members, events, discussion and
 * projects, search, the sitemap, link previews, feeds, notifications, another member's export —
 * filters with these in SQL, so a private group is never fetched for someone outside it.
 *
 * `viewerId` is the signed-in member's id, or null for a visitor. A hidden group (an organiser hid
 * it) is gone for everyone here; the organisers' own tools read it without these rules.
 */

/** The viewer is an active member of the group whose id is `groupId` (a column reference). */
function activeMemberOf(viewerId: number, groupId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (
    select 1 from group_members gm
    where gm.group_id = ${sql.ref(groupId)} and gm.member_id = ${viewerId} and gm.state = 'active'
  )`;
}

/**
 * The viewer may open the group's content (`g`): its members, events, discussion and projects.
 * Public: anyone. Members-only: any signed-in member. Private: its active members only.
 */
export function groupOpenTo(viewerId: number | null, g: string): Expression<SqlBool> {
  const hidden = sql.ref(`${g}.hidden_at`);
  const visibility = sql.ref(`${g}.visibility`);
  if (viewerId === null) return sql<SqlBool>`(${hidden} is null and ${visibility} = 'public')`;
  return sql<SqlBool>`(${hidden} is null and (
    ${visibility} <> 'private' or ${activeMemberOf(viewerId, `${g}.id`)}
  ))`;
}

/**
 * The viewer may know the group exists (`g`): whoever may open it, and a member invited to a
 * private group (they see its name and description to answer the invitation, nothing more).
 */
export function groupShownTo(viewerId: number | null, g: string): Expression<SqlBool> {
  if (viewerId === null) return groupOpenTo(null, g);
  return sql<SqlBool>`(${groupOpenTo(viewerId, g)} or (${sql.ref(`${g}.hidden_at`)} is null and exists (
    select 1 from group_members gi
    where gi.group_id = ${sql.ref(`${g}.id`)} and gi.member_id = ${viewerId} and gi.state = 'invited'
  )))`;
}

/**
 * An event (`e`) is outside every group, or in one the viewer may open: added to every read of
 * events beside their own visibility rule, so a private group's events stay its members'.
 */
export function eventGroupOpenTo(viewerId: number | null, e: string): Expression<SqlBool> {
  const groupId = sql.ref(`${e}.group_id`);
  return sql<SqlBool>`(${groupId} is null or exists (
    select 1 from groups eg where eg.id = ${groupId} and ${groupOpenTo(viewerId, 'eg')}
  ))`;
}
