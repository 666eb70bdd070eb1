import { z } from 'zod';
import { reportReason } from './moderation';
import { reactionSummary } from './reactions';

/**
 * Comments (issue 37 item 1) on events, con pages, project log entries, tutorials and album
 * photos: threads one level deep (a reply answers a top-level comment), the projects' safe
 * Markdown, @mentions of members (notified), edit (marked edited) and delete of one's own. The
 * owner of the thing (the event's host, the entry's or tutorial's maker, the album's owner; an
 * organiser for a con page) turns comments off or limits them to members.
 *
 * Who reads a thread: whoever may see the thing, less the comments of members a block stands
 * between (either way) and of members the reader muted. Who writes: an active member who may see
 * the thing, when comments are on for them, and no block stands between them and its owner.
 */

/** 'group': a group's discussion (issue 38; the subject id is the group's id). */
export const COMMENT_SUBJECT_KINDS = [
  'event',
  'con',
  'project-entry',
  'tutorial',
  'album-photo',
  'group',
] as const;
export const commentSubjectKind = z.enum(COMMENT_SUBJECT_KINDS);
export type CommentSubjectKind = z.infer<typeof commentSubjectKind>;

/** /api/comments/{kind}/{id}: the event's, con's, entry's or tutorial's numeric id, or the album photo's id. */
export const commentSubjectParams = z.object({
  kind: commentSubjectKind,
  id: z.string().min(1).max(64),
});
/** /api/comments/{commentId} */
export const commentIdParams = z.object({ commentId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Who may comment: everyone who sees the thing may read and members write; members only; nobody. */
export const COMMENT_POLICIES = ['open', 'members', 'off'] as const;
export const commentPolicy = z.enum(COMMENT_POLICIES);
export type CommentPolicy = z.infer<typeof commentPolicy>;

export const COMMENT_LIMITS = {
  /** Characters of Markdown in one comment. */
  body: 5000,
  /** Top-level comments a page of a thread holds (their replies come with them). */
  page: 50,
} as const;

const body = z
  .string()
  .trim()
  .min(1, 'Write something first.')
  .max(
    COMMENT_LIMITS.body,
    `Keep a comment under ${COMMENT_LIMITS.body.toLocaleString('en-US')} characters.`,
  );

/** POST /api/comments/{kind}/{id} (bearer): a comment, or a reply to a top-level comment (parentId). */
export const newCommentBody = z.object({
  body,
  parentId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type NewCommentRequest = z.input<typeof newCommentBody>;

/** PATCH /api/comments/{commentId} (bearer): the author changes their comment's text. */
export const editCommentBody = z.object({ body });
export type EditCommentRequest = z.input<typeof editCommentBody>;

/** PUT /api/comments/{kind}/{id}/policy (bearer): the thing's owner chooses who may comment. */
export const commentPolicyBody = z.object({ policy: commentPolicy });

/** POST /api/comments/{commentId}/reports (bearer): a member reports a comment they can see. */
export const commentReportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});

/** GET /api/comments/{kind}/{id}?after= : pass `next` as `after` for the next page. */
export const commentThreadQuery = z.object({ after: z.string().max(40).optional() });

export const commentAuthor = z.object({
  username: z.string(),
  name: z.string(),
  /** Their profile thumbnail's address, or '' for the placeholder. */
  thumbnail: z.string(),
});

const commentFields = {
  id: z.number(),
  /** Null once the author's account is erased: shown as from "a former member". */
  author: commentAuthor.nullable(),
  /** The Markdown source (for the author's editing) and its sanitised HTML, mentions linked. */
  body: z.string(),
  html: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** When the author last changed it (shown as "edited"), or null. */
  editedAt: z.string().nullable(),
  /** Deleted by its author but kept as a placeholder because it has replies: body and html are ''. */
  deleted: z.boolean(),
  /** The viewer wrote it: they may edit and delete it. */
  mine: z.boolean(),
  reactions: reactionSummary,
};
export const comment = z.object({ ...commentFields, parentId: z.number().nullable() });
export type Comment = z.infer<typeof comment>;

/** A top-level comment with its replies, oldest first. */
export const commentWithReplies = z.object({
  ...commentFields,
  parentId: z.null(),
  replies: z.array(comment),
});
export type CommentWithReplies = z.infer<typeof commentWithReplies>;

/** GET /api/comments/{kind}/{id}: the thread as the viewer may see it, oldest first. */
export const commentThreadAnswer = z.object({
  policy: commentPolicy,
  /** The viewer may write here now. */
  canComment: z.boolean(),
  /** The viewer owns the thing (or is an organiser, for a con page) and may change the policy. */
  canSetPolicy: z.boolean(),
  /** Comments the viewer may see, replies included. */
  total: z.number(),
  comments: z.array(commentWithReplies),
  next: z.string().nullable(),
});
export type CommentThread = z.infer<typeof commentThreadAnswer>;

export const COMMENT_MESSAGES = {
  /** A group's discussion is written by its active members only (issue 38). */
  groupMembersOnly: 'Join the group to take part in its discussion.',
  notFound: 'No such comment.',
  subjectNotFound: 'There is nothing here to comment on.',
  off: 'Comments are off here.',
  membersOnly: 'Only members may comment here.',
  notYours: 'Only its author changes a comment.',
  notOwner: 'Only its owner chooses who may comment.',
  replyToReply: 'Reply to the comment itself: threads are one level deep.',
  parentNotHere: 'That comment is not in this thread.',
  deleted: 'Comment deleted.',
  policySaved: 'Saved.',
  reportOwn: 'You cannot report your own comment.',
  hidden: 'Comment hidden: only its author sees it now.',
  shown: 'Comment shown again.',
} as const;

/**
 * PUT /api/me/live/watch (bearer): the page showing a thread tells the live stream named in its
 * "stream" event to pass on that thread's "comment" events; `thread` null stops.
 */
export const liveWatchBody = z.object({
  stream: z.string().min(1).max(64),
  thread: z.object({ kind: commentSubjectKind, id: z.string().min(1).max(64) }).nullable(),
});
export type LiveWatchRequest = z.input<typeof liveWatchBody>;
