import { COMMENT_MESSAGES, type Comment, type CommentWithReplies } from '../../../shared/api/comments';
import { displayName } from '../../../shared/profile/display-name';
import type { CommentsRepo } from '../../db/comments-repo';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { thumbUrl } from '../../images/process-image';
import { commentHtml } from '../../lib/comment-html';

type CommentRow = Awaited<ReturnType<CommentsRepo['page']>>[number];

/** A visitor sees no name of a members-only profile (as on events): "A club member", unlinked. */
const UNNAMED = { username: '', name: 'A club member', thumbnail: '' };

function authorOf(deps: AppDeps, row: CommentRow, viewerId: number | null): Comment['author'] {
  if (row.author_id === null || row.deleted_at !== null || row.username === null) return null;
  if (viewerId === null && row.visibility === 'members') return UNNAMED;
  const thumb = thumbUrl(row.image ?? '');
  return {
    username: row.username,
    name: displayName({
      username: row.username,
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
    }),
    thumbnail: row.visibility === 'members' && thumb ? deps.imageSigner.sign(thumb) : thumb,
  };
}

/**
 * Comments as the viewer sees them, by id: the sanitised HTML with the members they may name
 * linked, and each one's reactions.
 */
export async function presentRows(
  deps: AppDeps,
  rows: readonly CommentRow[],
  viewerId: number | null,
): Promise<Map<number, Comment>> {
  const ids = rows.map((r) => r.id);
  const [mentions, reactions] = await Promise.all([
    deps.comments.mentionsOf(ids),
    deps.reactions.counts('comment', ids.map(String), viewerId),
  ]);
  const linked = new Map<number, Map<string, string>>();
  for (const m of mentions) {
    const names = linked.get(m.comment_id) ?? new Map<string, string>();
    names.set(m.username.toLowerCase(), m.username);
    linked.set(m.comment_id, names);
  }
  const shown = new Map<number, Comment>();
  for (const row of rows) {
    const deleted = row.deleted_at !== null;
    shown.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      author: authorOf(deps, row, viewerId),
      body: deleted ? '' : row.body,
      html: deleted ? '' : commentHtml(row.body, linked.get(row.id) ?? new Map()),
      createdAt: new Date(Number(row.created_at)).toISOString(),
      editedAt: row.edited_at === null ? null : new Date(Number(row.edited_at)).toISOString(),
      deleted,
      mine: viewerId !== null && row.author_id === viewerId && !deleted,
      reactions: reactions.get(String(row.id)) ?? [],
    });
  }
  return shown;
}

/** A page of a thread: top-level comments with their replies; a deleted one only while replies show. */
export async function presentComments(
  deps: AppDeps,
  top: readonly CommentRow[],
  replies: readonly CommentRow[],
  viewerId: number | null,
): Promise<CommentWithReplies[]> {
  const shown = await presentRows(deps, [...top, ...replies], viewerId);
  const repliesOf = new Map<number, Comment[]>();
  for (const row of replies) {
    const reply = shown.get(row.id);
    if (row.parent_id === null || !reply) continue;
    repliesOf.set(row.parent_id, [...(repliesOf.get(row.parent_id) ?? []), reply]);
  }
  return top.flatMap((row) => {
    const one = shown.get(row.id);
    const answers = repliesOf.get(row.id) ?? [];
    if (!one || (one.deleted && answers.length === 0)) return [];
    return [{ ...one, parentId: null, replies: answers }];
  });
}

/** One comment as its author sees it after a write. */
export async function presentOne(deps: AppDeps, commentId: number, viewerId: number): Promise<Comment> {
  const rows = await deps.comments.shownRows([commentId], viewerId);
  const one = (await presentRows(deps, rows, viewerId)).get(commentId);
  if (!one) throw notFound(COMMENT_MESSAGES.notFound);
  return one;
}
