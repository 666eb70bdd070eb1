import type { CommentSubject } from '../../db/comment-subjects';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

interface WrittenComment {
  id: number;
  authorId: number;
  /** The author of the comment it replies to, or null (a top-level comment, or a former member's). */
  parentAuthorId: number | null;
  /** Members it names who may be named (access.ts mentionableMembers), not yet told of it. */
  mentioned: readonly number[];
}

type CommentNoticeType = 'comment-mention' | 'comment-reply' | 'comment-on-yours';
/** Members by the notice they get (commentNotices), queued with the comment (queueCommentNotices). */
export type CommentNotices = Map<CommentNoticeType, number[]>;

/**
 * Who hears of a new comment, each once, the strongest reason first: the members it mentions
 * ('comment-mention'), the author of the comment it answers ('comment-reply'), the thing's owner
 * ('comment-on-yours'). Never the author, nobody a block stands between with the author, nobody
 * who muted the author, nobody who may not see the thing (mentions are checked for both already).
 * Read before the comment's transaction (SQLite has one connection: no reads beside it).
 */
export async function commentNotices(
  deps: AppDeps,
  subject: CommentSubject,
  comment: Omit<WrittenComment, 'id'>,
  options: { onlyMentions?: boolean } = {},
): Promise<CommentNotices> {
  const { authorId } = comment;
  const reasons = new Map<number, CommentNoticeType>();
  for (const id of comment.mentioned) if (id !== authorId) reasons.set(id, 'comment-mention');
  const others = options.onlyMentions
    ? []
    : ([
        [comment.parentAuthorId, 'comment-reply'],
        [subject.ownerId, 'comment-on-yours'],
      ] as const);
  for (const [memberId, type] of others) {
    if (memberId === null || memberId === authorId || reasons.has(memberId)) continue;
    if ((await deps.comments.blockedWith(authorId, [memberId])).size > 0) continue;
    if (!(await deps.comments.subjects.find(subject.kind, subject.id, memberId))) continue;
    reasons.set(memberId, type);
  }
  const muting = await deps.comments.mutedBy(authorId, [...reasons.keys()]);
  const byType: CommentNotices = new Map();
  for (const [memberId, type] of reasons) {
    if (muting.has(memberId)) continue;
    byType.set(type, [...(byType.get(type) ?? []), memberId]);
  }
  return byType;
}

/** Queues the notices in the comment's transaction: recorded only if the comment is. */
export async function queueCommentNotices(
  deps: AppDeps,
  trx: Trx,
  subject: CommentSubject,
  comment: { id: number; authorId: number },
  byType: CommentNotices,
): Promise<void> {
  const authorId = comment.authorId;
  const data = { title: subject.title, url: subject.url };
  for (const [type, members] of byType) {
    const groupKey =
      type === 'comment-on-yours'
        ? `comment-on-yours:${subject.kind}:${subject.id}`
        : `${type}:${comment.id}`;
    await queueNotification(
      deps,
      {
        type,
        subjectKind: '',
        subjectId: null,
        groupKey,
        actorId: authorId,
        data,
        to: { members },
      },
      { trx },
    );
  }
}

/** Tells the open pages watching the thread that it changed (the thing's kind and id, nothing more). */
export function announceThread(deps: AppDeps, subject: { kind: string; id: string }): void {
  deps.live.broadcast({ kind: 'comment', subject: { kind: subject.kind, id: subject.id } });
}
