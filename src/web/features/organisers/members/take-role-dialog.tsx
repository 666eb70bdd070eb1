import type { ListedMember } from '../../../../shared/api/organiser-members';
import { getSession, setSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { actionError, useMemberAction } from './api';

/** Confirms taking the organiser role, from someone else or from yourself. */
export function TakeRoleDialog({
  member,
  self,
  onClose,
}: {
  member: ListedMember;
  self: boolean;
  onClose: () => void;
}) {
  const take = useMemberAction({
    inDialog: true,
    onDone: () => {
      onClose();
      // Stepping down: this browser stops offering the organisers' pages.
      const session = getSession();
      if (self && session) setSession({ ...session, role: 'member' });
    },
  });
  return (
    <Dialog
      open
      title={self ? 'Step down as an organiser?' : `Take the organiser role from @${member.username}?`}
      onClose={onClose}
    >
      <p>
        {self ? 'You keep' : `${member.firstname || member.username} keeps`} the account and profile, and
        loses the organisers’ pages at once. An organiser can give the role back at any time.
      </p>
      <ErrorText>{take.error && actionError(take.error)}</ErrorText>
      <div className="cta-row">
        <Button
          variant="danger"
          disabled={take.isPending}
          onClick={() => take.mutate({ kind: 'role', id: member.id, role: 'member' })}
        >
          {self ? 'Step down' : 'Take the role'}
        </Button>
        <Button variant="quiet" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
