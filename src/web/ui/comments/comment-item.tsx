import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Comment } from '../../../shared/api/comments';
import { api } from '../../lib/api';
import { type CommentSubject, useCommentChanges } from '../../lib/comments-api';
import { localDateTime, timeAgo } from '../../lib/time-ago';
import { Avatar } from '../avatar';
import { BlockDialog } from '../block-dialog';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { ReactionBar } from '../reactions/reaction-bar';
import { CommentComposer } from './comment-composer';

const ReportDialog = lazy(() => import('../report-dialog'));

/** What the signed-in viewer may do here: react and reply (an active member who may comment). */
export interface CommentViewer {
  signedIn: boolean;
  canComment: boolean;
}

/**
 * One comment: who wrote it and when, its text, its reactions, and what the viewer may do —
 * reply (to a top-level comment), edit and delete their own, report or block someone else's
 * author (two taps: Block, then the dialog's Block).
 */
export function CommentItem({
  subject,
  comment,
  viewer,
  onReply,
}: {
  subject: CommentSubject;
  comment: Comment;
  viewer: CommentViewer;
  onReply?: () => void;
}) {
  const changes = useCommentChanges(subject);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'block' | null>(null);
  const [reporting, setReporting] = useState(false);
  const author = comment.author;
  const name = author?.name ?? 'A former member';
  if (comment.deleted)
    return (
      <article className="comment comment-deleted" aria-label="A deleted comment">
        <p>This comment was deleted.</p>
      </article>
    );
  const [firstname = '', ...rest] = name.split(' ');
  return (
    <article id={`comment-${comment.id}`} className="comment" aria-label={`Comment by ${name}`}>
      <header className="comment-header">
        {author?.thumbnail ? (
          <img
            className="comment-photo"
            src={author.thumbnail}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : (
          <Avatar
            className="comment-photo"
            member={{ firstname, lastname: rest.join(' '), username: author?.username ?? 'former' }}
          />
        )}
        <span className="comment-who">
          {author ? <Link to={`/public/${encodeURIComponent(author.username)}`}>{name}</Link> : name}
          <span className="comment-when">
            <time dateTime={comment.createdAt} title={localDateTime(comment.createdAt)}>
              {timeAgo(comment.createdAt)}
            </time>
            {comment.editedAt && <span title={localDateTime(comment.editedAt)}> · edited</span>}
          </span>
        </span>
      </header>
      {editing ? (
        <CommentComposer
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.body}
          autoFocus
          onSubmit={async (body) => {
            await changes.edit.mutateAsync({ commentId: comment.id, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        // The server renders the Markdown and sanitises it (an allow-list of tags), mentions linked.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
        <div className="comment-body" dangerouslySetInnerHTML={{ __html: comment.html }} />
      )}
      <div className="comment-footer">
        <ReactionBar
          kind="comment"
          id={String(comment.id)}
          reactions={comment.reactions}
          canReact={viewer.canComment && !comment.mine}
          canSeeWho={viewer.signedIn}
          label={`the comment by ${name}`}
        />
        <div className="comment-actions">
          {onReply && viewer.canComment && (
            <Button variant="quiet" onClick={onReply} aria-label={`Reply to ${name}`}>
              Reply
            </Button>
          )}
          {comment.mine && !editing && (
            <>
              <Button variant="quiet" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="quiet" onClick={() => setConfirm('delete')}>
                Delete
              </Button>
            </>
          )}
          {!comment.mine && viewer.signedIn && author && (
            <>
              <Button
                variant="quiet"
                onClick={() => setReporting(true)}
                aria-label={`Report the comment by ${name}`}
              >
                Report
              </Button>
              <Button variant="quiet" onClick={() => setConfirm('block')} aria-label={`Block ${name}`}>
                Block
              </Button>
            </>
          )}
        </div>
      </div>
      {confirm === 'delete' && (
        <ConfirmDialog
          title="Delete your comment?"
          confirm="Delete"
          busyLabel="Deleting…"
          danger
          onConfirm={() => changes.remove.mutateAsync(comment.id)}
          onClose={() => setConfirm(null)}
        >
          <p>It goes for everyone. Replies to it stay, under “This comment was deleted.”</p>
        </ConfirmDialog>
      )}
      {confirm === 'block' && author && (
        <BlockDialog username={author.username} name={name} onClose={() => setConfirm(null)} />
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            title="Report this comment"
            about={{ name, image: '' }}
            send={(reason, note) =>
              api<{ message?: string }>(`/comments/${comment.id}/reports`, {
                method: 'POST',
                auth: true,
                body: { reason, note },
              })
            }
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
