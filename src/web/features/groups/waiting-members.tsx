import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupDetail, GroupMember } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { editGroupMember, GROUPS_KEY, removeGroupMember, useGroupMembers } from '../../lib/groups-api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { MemberFace } from './member-face';

const TITLES = { requested: 'Asking to join', invited: 'Invited, not answered yet' } as const;

/** For moderators: requests to approve or decline, or invitations still open (to take back). */
export function WaitingMembers({ group, state }: { group: GroupDetail; state: 'requested' | 'invited' }) {
  const waiting = useGroupMembers(group.slug, state, 1);
  const list = waiting.data?.members ?? [];
  if (list.length === 0) return null;
  const titleId = `group-${state}-title`;
  return (
    <section className="group-waiting" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {TITLES[state]} ({waiting.data?.total ?? list.length})
      </h3>
      <ul className="group-member-list" aria-label={TITLES[state]}>
        {list.map((member) => (
          <li key={member.username} className="group-member">
            <MemberFace member={member} />
            <WaitingActions slug={group.slug} member={member} state={state} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaitingActions({
  slug,
  member,
  state,
}: {
  slug: string;
  member: GroupMember;
  state: 'requested' | 'invited';
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = member.name || member.username;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast(done);
      await client.invalidateQueries({ queryKey: GROUPS_KEY });
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = () => removeGroupMember(slug, member.username);
  if (state === 'invited') {
    return (
      <div className="group-member-actions">
        <Button
          variant="quiet"
          disabled={busy}
          aria-label={`Withdraw invitation to ${name}`}
          onClick={() => run(remove, `The invitation to ${name} is withdrawn.`)}
        >
          Withdraw invitation
        </Button>
      </div>
    );
  }
  return (
    <div className="group-member-actions">
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={`Approve ${name}`}
        onClick={() =>
          run(() => editGroupMember(slug, member.username, { state: 'active' }), `${name} is in.`)
        }
      >
        Approve
      </Button>
      <Button
        variant="quiet"
        disabled={busy}
        aria-label={`Decline ${name}`}
        onClick={() => run(remove, `${name}’s request is declined.`)}
      >
        Decline
      </Button>
    </div>
  );
}
