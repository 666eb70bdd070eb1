import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CommentPolicy, CommentSubjectKind } from '../../shared/api/comments';
import { commentPeople } from './comment-people';
import { commentSubjects } from './comment-subjects';
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

const COLUMNS = [
  'c.id',
  'c.parent_id',
  'c.author_id',
  'c.body',
  'c.created_at',
  'c.edited_at',
  'c.deleted_at',
  'c.hidden_at',
  'u.username',
  'u.firstname',
  'u.lastname',
  'u.image',
  'u.visibility',
] as const;

/**
 * Comments, their mentions and the things' comment policies (migration 040). Every read of a
 * thread filters in SQL with commentShownTo, so a page never learns of a comment it may not show.
 */
export function commentsRepo(db: Kysely<Database>) {
  const shown = (viewerId: number | null) =>
    db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .where(commentShownTo(viewerId, 'c', 'u'));

  return {
    subjects: commentSubjects(db),
    /** Mentions, and the blocks and mutes that decide who hears of a comment (comment-people.ts). */
    ...commentPeople(db),

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

    /** Whether the policy changed. */
    async setPolicy(trx: Trx, kind: CommentSubjectKind, id: string, policy: CommentPolicy): Promise<boolean> {
      const before = await trx
        .selectFrom('comment_policies')
        .select('policy')
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', id)
        .executeTakeFirst();
      if ((before?.policy ?? 'open') === policy) return false;
      await trx
        .insertInto('comment_policies')
        .values({ subject_kind: kind, subject_id: id, policy })
        .onConflict((oc) => oc.columns(['subject_kind', 'subject_id']).doUpdateSet({ policy }))
        .execute();
      return true;
    },

    /** A page of the thing's top-level comments the viewer sees, oldest first, after the id `after`. */
    async page(kind: CommentSubjectKind, id: string, viewerId: number | null, after: number, limit: number) {
      return shown(viewerId)
        .select(COLUMNS)
        .where('c.subject_kind', '=', kind)
        .where('c.subject_id', '=', id)
        .where('c.parent_id', 'is', null)
        .where('c.id', '>', after)
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    /** The replies the viewer sees to these comments, oldest first. */
    async replies(parentIds: readonly number[], viewerId: number | null) {
      if (parentIds.length === 0) return [];
      return shown(viewerId)
        .select(COLUMNS)
        .where('c.parent_id', 'in', [...parentIds])
        .orderBy('c.id')
        .execute();
    },

    /** These comments as the viewer sees them (one just written or changed). */
    async shownRows(ids: readonly number[], viewerId: number | null) {
      if (ids.length === 0) return [];
      return shown(viewerId)
        .select(COLUMNS)
        .where('c.id', 'in', [...ids])
        .orderBy('c.id')
        .execute();
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
          'c.id',
          'c.subject_kind',
          'c.subject_id',
          'c.parent_id',
          'c.author_id',
          'c.body',
          'c.created_at',
          'c.edited_at',
          'c.deleted_at',
          'c.hidden_at',
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

    async insert(
      trx: Trx,
      values: {
        kind: CommentSubjectKind;
        id: string;
        parentId: number | null;
        authorId: number;
        body: string;
      },
      mentions: readonly number[],
      now: number,
    ): Promise<number> {
      const row = await trx
        .insertInto('comments')
        .values({
          subject_kind: values.kind,
          subject_id: values.id,
          parent_id: values.parentId,
          author_id: values.authorId,
          body: values.body,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (mentions.length > 0)
        await trx
          .insertInto('comment_mentions')
          .values(mentions.map((member_id) => ({ comment_id: row.id, member_id })))
          .execute();
      return row.id;
    },

    /** The author's new text and the members it names now. */
    async edit(trx: Trx, commentId: number, body: string, mentions: readonly number[], now: number) {
      await trx.updateTable('comments').set({ body, edited_at: now }).where('id', '=', commentId).execute();
      await trx.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
      if (mentions.length > 0)
        await trx
          .insertInto('comment_mentions')
          .values(mentions.map((member_id) => ({ comment_id: commentId, member_id })))
          .execute();
    },

    /**
     * The author deletes a comment: one with replies stays as an empty placeholder; one without
     * goes, and so does its parent when that was a placeholder left with no replies.
     */
    async remove(trx: Trx, commentId: number, now: number): Promise<void> {
      const replies = await trx
        .selectFrom('comments')
        .select('id')
        .where('parent_id', '=', commentId)
        .limit(1)
        .execute();
      if (replies.length > 0) {
        await trx
          .updateTable('comments')
          .set({ body: '', deleted_at: now })
          .where('id', '=', commentId)
          .execute();
        await trx.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
        return;
      }
      // Reactions name their comment by text id (no foreign key): they go with it.
      const dropReactions = (ids: number[]) =>
        trx
          .deleteFrom('reactions')
          .where('subject_kind', '=', 'comment')
          .where('subject_id', 'in', ids.map(String))
          .execute();
      const gone = await trx
        .deleteFrom('comments')
        .where('id', '=', commentId)
        .returning('parent_id')
        .executeTakeFirst();
      await dropReactions([commentId]);
      const parentId = gone?.parent_id ?? null;
      if (parentId === null) return;
      const parentGone = await trx
        .deleteFrom('comments')
        .where('id', '=', parentId)
        .where('deleted_at', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('comments as r').select('r.id').where('r.parent_id', '=', parentId)),
          ),
        )
        .returning('id')
        .executeTakeFirst();
      if (parentGone) await dropReactions([parentId]);
    },

    /** An organiser hides a comment or shows it again; whether it changed. */
    async setHidden(trx: Trx, commentId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('comments')
        .set({ hidden_at: at })
        .where('id', '=', commentId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CommentsRepo = ReturnType<typeof commentsRepo>;
