import { lazy, Suspense } from 'react';
import type { CommentSubject } from '../../lib/comments-api';

// The thread, its composer and reactions load after the thing they are under.
const CommentThread = lazy(() => import('./comment-thread'));

/** The comments under a thing (an event, a con page, a log entry, a tutorial, an album photo). */
export function CommentsSection({ subject, title }: { subject: CommentSubject; title?: string }) {
  return (
    <Suspense fallback={null}>
      <CommentThread subject={subject} title={title} />
    </Suspense>
  );
}
