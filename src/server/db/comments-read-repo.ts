import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CommentPolicy, CommentSubjectKind } from '../../shared/api/comments';
import { noBlockBetween, notMutedBy } from './member-relations';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/**
 * Whether the viewer sees a comment (`c`, its author `u` left-joined): their own always; others
 * unless an organiser hid it, from "a former member" (erased) or from an active member whom no
 * block stands between with the viewer and whom the viewer did not mute. Suspension and the
 * deletion window hide a member's comments without touching them.
 */
function commentShownTo(viewerId: number | null, c: string, u: string): Expression<SqlBool> {
  return sql<SqlBool>`(
    ${sql.ref(`${c}.author_id`)} = ${viewerId ?? -1}
    or (
      ${sql.ref(`${c}.hidden_at`)} is null
      and (
        ${sql.ref(`${c}.author_id`)} is null
        or (
          ${sql.ref(`${u}.status`)} = 'active' and ${sql.ref(`${u}.deleted_at`)} is null
          and ${noBlockBetween(viewerId, `${c}.author_id`)}
          and ${notMutedBy(viewerId, `${c}.author_id`)}
        )
      )
    )
  )`;
}

/** A comment's own columns, as a thread shows it and as it is stored. */
const COMMENT_COLUMNS = [
  'c.id',
  'c.parent_id',
  'c.author_id',
  'c.body',
  'c.created_at',
  'c.edited_at',
  'c.deleted_at',
  'c.hidden_at',
] as const;

/** A comment in a thread: its own columns and how its author is shown. */
const COLUMNS = [
  ...COMMENT_COLUMNS,
  'u.username',
  'u.firstname',
  'u.lastname',
  'u.image',
  'u.visibility',
] as const;

/**
 * The reads of comment threads and policies (migration 040). Every read of a thread filters in
 * SQL with commentShownTo, so a page never learns of a comment it may not show.
 */
export function commentReads(db: Kysely<Database>) {
  const shown = (viewerId: number | null) =>
    db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .where(commentShownTo(viewerId, 'c', 'u'));
  type Shown = ReturnType<typeof shown>;

  /** The comments the viewer sees that `where` picks (it may also limit them), oldest first. */
  const shownComments = (viewerId: number | null, where: (query: Shown) => Shown) =>
    where(shown(viewerId)).select(COLUMNS).orderBy('c.id').execute();

  return {
    /** Who may comment on the thing: open until its owner chooses. */
    async policy(kind: CommentSubjectKind, id: string): Promise<CommentPolicy> {
      const row = await db
        .selectFrom('comment_policies')
        .select('policy')
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', id)
        .executeTakeFirst();
      return row?.policy ?? 'open';
    },

    /** A page of the thing's top-level comments the viewer sees, oldest first, after the id `after`. */
    page: (kind: CommentSubjectKind, id: string, viewerId: number | null, after: number, limit: number) =>
      shownComments(viewerId, (q) =>
        q
          .where('c.subject_kind', '=', kind)
          .where('c.subject_id', '=', id)
          .where('c.parent_id', 'is', null)
          .where('c.id', '>', after)
          .limit(limit),
      ),

    /** The replies the viewer sees to these comments, oldest first. */
    async replies(parentIds: readonly number[], viewerId: number | null) {
      if (parentIds.length === 0) return [];
      return shownComments(viewerId, (q) => q.where('c.parent_id', 'in', [...parentIds]));
    },

    /** These comments as the viewer sees them (one just written or changed). */
    async shownRows(ids: readonly number[], viewerId: number | null) {
      if (ids.length === 0) return [];
      return shownComments(viewerId, (q) => q.where('c.id', 'in', [...ids]));
    },

    /** Comments (not placeholders) the viewer sees on the thing: top-level ones and replies to those. */
    async total(kind: CommentSubjectKind, id: string, viewerId: number | null): Promise<number> {
      const row = await shown(viewerId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('c.subject_kind', '=', kind)
        .where('c.subject_id', '=', id)
        .where('c.deleted_at', 'is', null)
        .where(
          sql<SqlBool>`(c.parent_id is null or exists (
            select 1 from comments p left join users pu on pu.id = p.author_id
            where p.id = c.parent_id and ${commentShownTo(viewerId, 'p', 'pu')}
          ))`,
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One comment as stored, with its author's name and state (edits, deletes, reports, hiding). */
    async one(commentId: number, trx: Db = db) {
      return trx
        .selectFrom('comments as c')
        .leftJoin('users as u', 'u.id', 'c.author_id')
        .select([
          ...COMMENT_COLUMNS,
          'c.subject_kind',
          'c.subject_id',
          'u.username',
          'u.status',
          'u.deleted_at as author_deleted_at',
        ])
        .where('c.id', '=', commentId)
        .executeTakeFirst();
    },

    /** The comment when the viewer sees it (the reactions on it, reports), with its thing. */
    async shownOne(commentId: number, viewerId: number | null) {
      return shown(viewerId)
        .select(['c.id', 'c.subject_kind', 'c.subject_id', 'c.author_id', 'c.deleted_at'])
        .where('c.id', '=', commentId)
        .executeTakeFirst();
    },
  };
}
