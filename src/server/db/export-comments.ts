import type { Kysely } from 'kysely';
import type { Database } from './schema';

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * comments.json of the member's export (issue 37 item 8): the comments they wrote (Markdown as
 * written, what each is on, hidden ones too) and the reactions they gave. Bound to the member's id
 * as author or reactor, so nobody else's comment can reach their archive.
 */
export function commentExportQueries(db: Kysely<Database>) {
  return {
    async comments(userId: number) {
      const [comments, reactions] = await Promise.all([
        db
          .selectFrom('comments')
          .select([
            'id',
            'subject_kind',
            'subject_id',
            'parent_id',
            'body',
            'created_at',
            'edited_at',
            'hidden_at',
          ])
          .where('author_id', '=', userId)
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('reactions')
          .select(['subject_kind', 'subject_id', 'reaction', 'created_at'])
          .where('member_id', '=', userId)
          .orderBy('created_at')
          .execute(),
      ]);
      return {
        comments: comments.map((c) => ({
          id: c.id,
          on: { kind: c.subject_kind, id: c.subject_id },
          replyTo: c.parent_id,
          body: c.body,
          createdAt: iso(c.created_at),
          editedAt: iso(c.edited_at),
          hiddenByOrganisers: c.hidden_at !== null,
        })),
        reactions: reactions.map((r) => ({
          on: { kind: r.subject_kind, id: r.subject_id },
          reaction: r.reaction,
          createdAt: iso(r.created_at),
        })),
      };
    },
  };
}
