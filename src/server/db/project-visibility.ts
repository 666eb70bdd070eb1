import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';

/**
 * Who may see a project, its plan, its log entries and its photos (issue 36), as one SQL
 * condition over `pr` (projects) and `u` (its maker). `viewerId` null: a visitor.
 *
 * - The maker always sees their own.
 * - Nobody else sees a project an organiser hid, or one whose maker is suspended, pending or
 *   leaving (a deleted account in its restore window): it comes back with them.
 * - `private`: only the maker. `members`: active members. `everyone`: visitors too, unless the
 *   maker's profile is for members only (the stricter of the two wins, as for album photos).
 * - A block between the viewer and the maker, either way (migration 038), hides it as if private.
 *
 * A log entry an organiser hid (`project_entries.hidden_at`) is left out by the entries' reads
 * (`entryShown`).
 */
export function projectVisibleTo(viewerId: number | null): Expression<SqlBool> {
  const viewer = viewerId ?? -1;
  const member = viewerId !== null;
  return sql<SqlBool>`(
    pr.owner_id = ${viewer}
    or (
      pr.hidden_at is null
      and u.status = 'active' and u.deleted_at is null
      and ${noBlockBetween(viewerId, 'pr.owner_id')}
      and (
        (pr.visibility = 'members' and ${sql.lit(member ? 1 : 0)} = 1)
        or (pr.visibility = 'everyone' and (${sql.lit(member ? 1 : 0)} = 1 or u.visibility = 'everyone'))
      )
    )
  )`;
}

/** A log entry shows unless an organiser hid it; its maker still sees it (marked hidden). */
export function entryShown(viewerId: number | null): Expression<SqlBool> {
  return sql<SqlBool>`(e.hidden_at is null or pr.owner_id = ${viewerId ?? -1})`;
}

/**
 * The projects the viewer may see, as the subquery `worn` (id, title), for a left join on what
 * names a project worn (an RSVP, a con day): the project shows only to whom may see it, e.g.
 * `.leftJoin(wornProject(db, viewerId), (join) => join.onRef('worn.id', '=', 'rsvps.project_id'))`.
 */
export const wornProject = (db: Kysely<Database>, viewerId: number | null) =>
  db
    .selectFrom('projects as pr')
    .innerJoin('users as u', 'u.id', 'pr.owner_id')
    .where(projectVisibleTo(viewerId))
    .select(['pr.id', 'pr.title'])
    .as('worn');
