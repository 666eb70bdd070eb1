import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { messageReach } from '../../lib/messages-api';
import { type TieChange, useTieChange, useTies } from '../../lib/people-api';
import { BlockDialog } from '../../ui/block-dialog';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import './member-actions.css';

/**
 * Follow, message, mute and block on another member's profile, for signed-in members (issue 37). Blocking
 * is two taps: Block, then the dialog's Block. `report` is the profile's own Report button, kept
 * last. Loaded apart from the profile (its JavaScript budget): the page shows `report` meanwhile.
 */
export default function MemberActions({
  username,
  name,
  report,
}: {
  username: string;
  name: string;
  report: ReactNode;
}) {
  const { relation, follow } = useTies(username);
  const change = useTieChange();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [opening, setOpening] = useState(false);
  const navigate = useNavigate();
  // Message: their direct conversation when there is one, else a new message (a request or not).
  const message = async () => {
    setOpening(true);
    try {
      const { reach, conversationId } = await messageReach(username);
      navigate(
        reach === 'direct' && conversationId
          ? `/messages/${conversationId}`
          : `/messages/new?to=${encodeURIComponent(username)}`,
      );
    } catch (caught) {
      setOpening(false);
      toast(errorMessage(caught, 'Messages could not be opened. Try again.'), 'error');
    }
  };
  const run = async (tie: TieChange) => {
    try {
      const answer = await change.mutateAsync({ change: tie, username });
      toast(answer.message);
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    }
  };
  if (!relation.data || !follow.data) return <>{report}</>;
  const busy = change.isPending;

  if (relation.data.blocked) {
    return (
      <div className="member-actions">
        <p className="member-actions-note" role="status">
          You blocked {name}
        </p>
        <Button variant="secondary" disabled={busy} onClick={() => run('unblock')}>
          Unblock
        </Button>
        {report}
      </div>
    );
  }
  const { following, followsYou } = follow.data;
  return (
    <div className="member-actions">
      {followsYou && <span className="member-actions-note">Follows you</span>}
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        disabled={busy}
        onClick={() => run(following ? 'unfollow' : 'follow')}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      <Button variant="secondary" disabled={opening} onClick={message}>
        Message
      </Button>
      <Button variant="quiet" disabled={busy} onClick={() => run(relation.data.muted ? 'unmute' : 'mute')}>
        {relation.data.muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button variant="quiet" disabled={busy} onClick={() => setConfirmingBlock(true)}>
        Block
      </Button>
      {report}
      {confirmingBlock && (
        <BlockDialog username={username} name={name} onClose={() => setConfirmingBlock(false)} />
      )}
    </div>
  );
}
