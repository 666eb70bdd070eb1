import { COMMENT_SUBJECT_KINDS } from '../../../shared/api/comments';
import type { CommentSubject } from '../../lib/comments-api';
import { CommentsSection } from '../../ui/comments/comments-section';

/**
 * The group's discussion: the comment thread of subject kind 'group' (the group's id).
 * TODO(groups-surfaces): the 'group' kind joins the comments contract on the groups-surfaces
 * branch. Until it is merged the thread says it is coming; once merged, this check passes and
 * the section shows. Then replace the check and the cast with the plain
 * `<CommentsSection subject={{ kind: 'group', id: String(groupId) }} />`.
 */
const GROUP_COMMENTS = (COMMENT_SUBJECT_KINDS as readonly string[]).includes('group');

export function GroupDiscussion({ groupId }: { groupId: number }) {
  if (!GROUP_COMMENTS) {
    return (
      <section aria-labelledby="group-discussion-title">
        <h2 id="group-discussion-title">Discussion</h2>
        <p className="groups-muted">The group’s discussion opens here soon.</p>
      </section>
    );
  }
  const subject = { kind: 'group', id: String(groupId) } as unknown as CommentSubject;
  return <CommentsSection subject={subject} title="Discussion" />;
}
