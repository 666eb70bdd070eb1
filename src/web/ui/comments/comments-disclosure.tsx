import { useState } from 'react';
import type { CommentSubject } from '../../lib/comments-api';
import { Button } from '../button';
import { CommentsSection } from './comments-section';

/**
 * The comments of one item in a list (a log entry, an album photo), opened on demand: a long log
 * or a full album stays easy to scroll. `about` names the item for screen readers.
 */
export function CommentsDisclosure({ subject, about }: { subject: CommentSubject; about: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="comments-disclosure">
      <Button
        variant="quiet"
        aria-expanded={open}
        aria-label={`Comments on ${about}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide comments' : 'Comments'}
      </Button>
      {open && <CommentsSection subject={subject} />}
    </div>
  );
}
