import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupSummary } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { editGroupMember, GROUPS_KEY, removeGroupMember, useMyGroups } from '../../lib/groups-api';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { GroupCard } from './group-card';

/** The signed-in member's invitations (to answer), groups and requests, above the club's list. */
export function MyGroups() {
  const mine = useMyGroups();
  if (!mine.data) {
    return mine.isError ? (
      <ErrorText>{errorMessage(mine.error, 'Your groups could not be loaded.')}</ErrorText>
    ) : null;
  }
  const { groups, invitations, requests } = mine.data;
  if (groups.length + invitations.length + requests.length === 0) return null;
  return (
    <>
      {invitations.length > 0 && (
        <section className="groups-section" aria-labelledby="invitations-title">
          <h2 id="invitations-title">Invitations</h2>
          <ul className="group-grid" aria-label="Invitations">
            {invitations.map((group) => (
              <GroupCard key={group.id} group={group}>
                <InvitationAnswer group={group} />
              </GroupCard>
            ))}
          </ul>
        </section>
      )}
      {groups.length + requests.length > 0 && (
        <section className="groups-section" aria-labelledby="mine-title">
          <h2 id="mine-title">Your groups</h2>
          <ul className="group-grid" aria-label="Your groups">
            {groups.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
            {requests.map((group) => (
              <GroupCard key={group.id} group={group}>
                <p className="group-card-note">Request sent</p>
              </GroupCard>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Accept or decline an invitation, right on the card. */
export function InvitationAnswer({ group }: { group: Pick<GroupSummary, 'slug' | 'name'> }) {
  const session = useSession();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!session) return null;
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError('');
    try {
      if (accept) await editGroupMember(group.slug, session.username, { state: 'active' });
      else await removeGroupMember(group.slug, session.username);
      toast(accept ? `You joined ${group.name}.` : `You declined the invitation to ${group.name}.`);
      await client.invalidateQueries({ queryKey: GROUPS_KEY });
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="cta-row">
        <Button disabled={busy} onClick={() => answer(true)}>
          Accept invitation
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => answer(false)}>
          Decline
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </>
  );
}
