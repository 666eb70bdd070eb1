import { COMMENT_MESSAGES, type CommentSubjectKind } from '../../../shared/api/comments';
import type { CommentSubject } from '../../db/comment-subjects';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { mentionedNames } from '../../lib/comment-html';
import { reserveOrExplain } from '../../rate-limit/refusal';

/** The thing when the viewer may see it; 404 otherwise (a block with its owner included: not told). */
export async function visibleSubject(
  deps: AppDeps,
  kind: CommentSubjectKind | 'project-photo',
  id: string,
  viewerId: number | null,
): Promise<CommentSubject> {
  const subject = await deps.comments.subjects.find(kind, id, viewerId);
  if (!subject) throw notFound(COMMENT_MESSAGES.subjectNotFound);
  return subject;
}

/** Whether the member chooses the thing's policy as its owner (a con page has none: organisers do). */
export const ownsSubject = (subject: CommentSubject, userId: number) =>
  subject.ownerId !== null && subject.ownerId === userId;

/** Whether the viewer may set the policy: its owner, or an organiser (audited when not theirs). */
export const maySetPolicy = (subject: CommentSubject, viewer: { userId: number; role: string } | undefined) =>
  viewer !== undefined &&
  (ownsSubject(subject, viewer.userId) || subject.viewerModerates === true || viewer.role === 'organiser');

/**
 * The members a comment names who may be named: active, not the author, no block with the author,
 * and able to see the thing. They are linked on the page and hear of it; others stay plain text.
 */
export async function mentionableMembers(
  deps: AppDeps,
  body: string,
  authorId: number,
  subject: CommentSubject,
): Promise<number[]> {
  const named = (await deps.comments.membersNamed(mentionedNames(body))).filter((m) => m.id !== authorId);
  const blocked = await deps.comments.blockedWith(
    authorId,
    named.map((m) => m.id),
  );
  const kind = subject.kind;
  const seeing = await Promise.all(
    named
      .filter((m) => !blocked.has(m.id))
      .map(async (m) => ((await deps.comments.subjects.find(kind, subject.id, m.id)) ? m.id : null)),
  );
  return seeing.filter((id): id is number => id !== null);
}

/** Counts a comment by the member before it is written (COMMENTS_PER_MEMBER_HOUR). */
export async function countComment(deps: AppDeps, userId: number): Promise<void> {
  await reserveOrExplain(
    deps.limits,
    [{ key: `comment:${userId}`, rule: deps.config.rateLimits.commentsPerUser }],
    'You have written many comments in a short time.',
  );
}
