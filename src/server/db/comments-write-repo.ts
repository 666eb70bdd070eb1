import type { CommentPolicy, CommentSubjectKind } from '../../shared/api/comments';
import type { Trx } from './transaction';

/**
 * The writes of comments (migration 040): a comment with the members it mentions, its edits and
 * deletes, an organiser's hiding, and the things' comment policies. Each runs in the caller's
 * transaction, so none needs the database handle.
 */
export function commentWrites() {
  return {
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

    /** A new comment (or reply) and the members it names; its id. */
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
