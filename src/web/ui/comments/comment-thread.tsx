import { useId, useState } from 'react';
import { COMMENT_POLICIES, type CommentPolicy, type CommentWithReplies } from '../../../shared/api/comments';
import { type CommentSubject, useCommentChanges, useCommentThread } from '../../lib/comments-api';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { Button } from '../button';
import { ErrorText } from '../error-text';
import { toast } from '../toast';
import { CommentComposer } from './comment-composer';
import { CommentItem, type CommentViewer } from './comment-item';
import './comments.css';

const POLICY_LABELS: Record<CommentPolicy, string> = {
  open: 'Everyone who can see this',
  members: 'Members only',
  off: 'Nobody (comments off)',
};

/**
 * The comments under an event, a con page, a log entry, a tutorial or an album photo (issue 37):
 * top-level comments oldest first, each with its replies; new ones arrive live. Its owner chooses
 * who may comment. Default export: pages load it lazily, below the thing itself.
 */
export default function CommentThread({
  subject,
  title = 'Comments',
}: {
  subject: CommentSubject;
  title?: string;
}) {
  const session = useSession();
  const thread = useCommentThread(subject);
  const changes = useCommentChanges(subject);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const headingId = useId();
  const first = thread.data?.pages[0];
  const comments = thread.data?.pages.flatMap((page) => page.comments) ?? [];
  const viewer: CommentViewer = {
    signedIn: Boolean(session),
    canComment: Boolean(first?.canComment),
  };
  return (
    <section className="comment-thread" aria-labelledby={headingId}>
      <div className="comment-thread-head">
        <h2 id={headingId}>
          {title}
          {first && first.total > 0 && (
            <>
              {' '}
              <span className="comment-count">{first.total}</span>
            </>
          )}
        </h2>
        {first?.canSetPolicy && <PolicyChoice subject={subject} policy={first.policy} />}
      </div>
      {thread.isError && (
        <ErrorText>{errorMessage(thread.error, 'The comments could not be loaded.')}</ErrorText>
      )}
      {thread.isPending && <p role="status">Loading comments…</p>}
      {first && comments.length === 0 && <p className="comment-empty">{emptyText(first.policy, viewer)}</p>}
      {comments.length > 0 && (
        <ol className="comment-list">
          {comments.map((c) => (
            <TopLevelComment
              key={c.id}
              subject={subject}
              comment={c}
              viewer={viewer}
              replying={replyingTo === c.id}
              onReply={() => setReplyingTo(c.id)}
              onReplied={() => setReplyingTo(null)}
            />
          ))}
        </ol>
      )}
      {thread.hasNextPage && (
        <Button
          variant="secondary"
          disabled={thread.isFetchingNextPage}
          onClick={() => thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? 'Loading…' : 'Show more comments'}
        </Button>
      )}
      {viewer.canComment && (
        <CommentComposer
          label="Add a comment"
          submitLabel="Post comment"
          onSubmit={(body) => changes.post.mutateAsync({ body })}
        />
      )}
    </section>
  );
}

function emptyText(policy: CommentPolicy, viewer: CommentViewer): string {
  if (policy === 'off') return 'Comments are off here.';
  if (!viewer.signedIn)
    return policy === 'members'
      ? 'Comments here are for members. Log in to see them.'
      : 'No comments yet. Log in to write one.';
  return viewer.canComment ? 'No comments yet. Be the first.' : 'No comments yet.';
}

function TopLevelComment({
  subject,
  comment,
  viewer,
  replying,
  onReply,
  onReplied,
}: {
  subject: CommentSubject;
  comment: CommentWithReplies;
  viewer: CommentViewer;
  replying: boolean;
  onReply: () => void;
  onReplied: () => void;
}) {
  const changes = useCommentChanges(subject);
  return (
    <li className="comment-entry">
      <CommentItem
        subject={subject}
        comment={comment}
        viewer={viewer}
        onReply={comment.deleted ? undefined : onReply}
      />
      {(comment.replies.length > 0 || replying) && (
        <ol className="comment-replies">
          {comment.replies.map((reply) => (
            <li key={reply.id} className="comment-entry">
              <CommentItem subject={subject} comment={reply} viewer={viewer} />
            </li>
          ))}
          {replying && (
            <li className="comment-entry">
              <CommentComposer
                label={`Reply to ${comment.author?.name ?? 'a former member'}`}
                submitLabel="Post reply"
                autoFocus
                onSubmit={async (body) => {
                  await changes.post.mutateAsync({ body, parentId: comment.id });
                  onReplied();
                }}
                onCancel={onReplied}
              />
            </li>
          )}
        </ol>
      )}
    </li>
  );
}

/** The owner's choice of who may comment, saved as soon as it changes. */
function PolicyChoice({ subject, policy }: { subject: CommentSubject; policy: CommentPolicy }) {
  const changes = useCommentChanges(subject);
  const id = useId();
  return (
    <div className="field comment-policy">
      <label htmlFor={id}>Who may comment</label>
      <select
        id={id}
        value={policy}
        disabled={changes.policy.isPending}
        onChange={async (event) => {
          try {
            toast((await changes.policy.mutateAsync(event.target.value as CommentPolicy)).message);
          } catch (caught) {
            toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
          }
        }}
      >
        {COMMENT_POLICIES.map((p) => (
          <option key={p} value={p}>
            {POLICY_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
}
