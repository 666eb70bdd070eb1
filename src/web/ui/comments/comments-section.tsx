import { lazy, Suspense } from 'react';
import type { CommentSubject } from '../../lib/comments-api';
import { PartBoundary } from '../part-boundary';
import '../offline-banner.css';

// The thread, its composer and reactions load after the thing they are under.
const CommentThread = lazy(() => import('./comment-thread'));

/** Where the thread would be when its code could not be fetched (offline before it was ever loaded). */
const unavailable = (
  <p className="offline-banner" role="status">
    The comments could not be loaded. They need a connection: open this page again when you are online.
  </p>
);

/** The comments under a thing (an event, a con page, a log entry, a tutorial, an album photo). */
export function CommentsSection({ subject, title }: { subject: CommentSubject; title?: string }) {
  return (
    <PartBoundary fallback={unavailable}>
      <Suspense fallback={null}>
        <CommentThread subject={subject} title={title} />
      </Suspense>
    </PartBoundary>
  );
}
