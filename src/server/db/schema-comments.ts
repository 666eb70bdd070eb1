import type { Generated } from 'kysely';
import type { CommentPolicy, CommentSubjectKind } from '../../shared/api/comments';
import type { ReactionName, ReactionSubjectKind } from '../../shared/api/reactions';

/** A comment (migration 040): on a thing (`subject_kind`, its id as text), or a reply (`parent_id`). */
export interface CommentsTable {
  id: Generated<number>;
  subject_kind: CommentSubjectKind;
  subject_id: string;
  parent_id: number | null;
  /** Null once the author's account is erased: "a former member". */
  author_id: number | null;
  /** Markdown. */
  body: string;
  created_at: number;
  edited_at: number | null;
  /** Deleted by its author, kept as a placeholder for its replies. */
  deleted_at: number | null;
  /** Hidden by an organiser: its author still sees it. */
  hidden_at: number | null;
}

/** Who may comment on a thing, once its owner chose (no row: open). */
export interface CommentPoliciesTable {
  subject_kind: CommentSubjectKind;
  subject_id: string;
  policy: CommentPolicy;
}

/** One member's emoji on a thing. */
export interface ReactionsTable {
  subject_kind: ReactionSubjectKind;
  subject_id: string;
  member_id: number;
  reaction: ReactionName;
  created_at: number;
}

/** A member a comment names and may name (checked when written or edited). */
export interface CommentMentionsTable {
  comment_id: number;
  member_id: number;
}

export interface CommentTables {
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  comment_policies: CommentPoliciesTable;
  reactions: ReactionsTable;
}
