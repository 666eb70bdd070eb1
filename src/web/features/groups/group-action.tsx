import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GroupDetail } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { GROUPS_KEY, joinGroup, removeGroupMember } from '../../lib/groups-api';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { InvitationAnswer } from './my-groups';

/**
 * The one action that fits the caller's place in the group: Join, Ask to join, Request sent
 * (with withdrawing it), Accept invitation, Leave — or Log in to join for a visitor.
 */
export function GroupAction({ group }: { group: GroupDetail }) {
  const session = useSession();
  const { pathname } = useLocation();
  const membership = group.membership;
  if (!session) {
    if (group.joinPolicy === 'invite') return null;
    return (
      <ButtonLink to="/login" state={{ from: pathname, ended: false }}>
        Log in to join
      </ButtonLink>
    );
  }
  if (membership?.state === 'invited') return <InvitationAnswer group={group} />;
  if (membership?.state === 'requested') return <RequestSent group={group} username={session.username} />;
  if (membership?.state === 'active') {
    return membership.role === 'owner' ? null : <LeaveGroup group={group} username={session.username} />;
  }
  if (group.can.join) return <JoinGroup group={group} mode={group.can.join} />;
  return null;
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: GROUPS_KEY });
}

function JoinGroup({ group, mode }: { group: GroupDetail; mode: 'join' | 'request' }) {
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const join = async () => {
    setBusy(true);
    setError('');
    try {
      await joinGroup(group.slug);
      toast(
        mode === 'join' ? `Welcome to ${group.name}.` : 'Your request is sent. A moderator will answer it.',
      );
      await refresh();
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button disabled={busy} onClick={join}>
        {mode === 'join' ? 'Join' : 'Ask to join'}
      </Button>
      <ErrorText>{error}</ErrorText>
    </>
  );
}

function RequestSent({ group, username }: { group: GroupDetail; username: string }) {
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <span className="group-request-sent">
      <span className="group-status" role="status">
        Request sent
      </span>
      <Button
        variant="quiet"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await removeGroupMember(group.slug, username);
            await refresh();
          } catch (caught) {
            toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
          } finally {
            setBusy(false);
          }
        }}
      >
        Withdraw
      </Button>
    </span>
  );
}

function LeaveGroup({ group, username }: { group: GroupDetail; username: string }) {
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Leave
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Leave ${group.name}?`}
          confirm="Leave the group"
          busyLabel="Leaving…"
          keep="Stay"
          onConfirm={async () => {
            await removeGroupMember(group.slug, username);
            toast(`You left ${group.name}.`);
            // A private group is gone for a former member: back to the list rather than "Page not found".
            if (group.visibility === 'private') navigate('/groups', { replace: true });
            await refresh();
          }}
          onClose={() => setAsking(false)}
        >
          <p>
            {group.visibility === 'private'
              ? 'It is private: once you leave, you can no longer see it, and you come back only by invitation.'
              : 'You can join again later if the group lets you.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
