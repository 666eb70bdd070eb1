import { useState } from 'react';
import type { GroupDetail } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { useGroupMembers } from '../../lib/groups-api';
import { useSession } from '../../lib/session';
import { Chip } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { Pager } from '../../ui/pager';
import { ROLE_LABELS } from './group-words';
import { InviteForm } from './invite-form';
import { MemberFace } from './member-face';
import { MemberRowActions } from './member-row-actions';
import { WaitingMembers } from './waiting-members';

/** The members with their roles; for moderators, inviting, requests and invitations too. */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const session = useSession();
  const [page, setPage] = useState(1);
  const members = useGroupMembers(group.slug, 'active', page);
  return (
    <div className="group-tab-panel">
      {group.can.moderate && (
        <section className="group-moderation" aria-labelledby="group-moderation-title">
          <h2 id="group-moderation-title">Bring people in</h2>
          <InviteForm slug={group.slug} />
          <WaitingMembers group={group} state="requested" />
          <WaitingMembers group={group} state="invited" />
        </section>
      )}
      <section aria-labelledby="group-members-title">
        <h2 id="group-members-title">Members</h2>
        {members.isPending && <p className="groups-muted">Loading the members…</p>}
        {members.isError && (
          <ErrorText>{errorMessage(members.error, 'The members could not be loaded.')}</ErrorText>
        )}
        {members.data && (
          <>
            <ul className="group-member-list" aria-label="Members">
              {members.data.members.map((member) => (
                <li key={member.username} className="group-member">
                  <MemberFace member={member} />
                  {member.role !== 'member' && <Chip tone="accent">{ROLE_LABELS[member.role]}</Chip>}
                  {session && group.can.moderate && (
                    <MemberRowActions group={group} member={member} me={session.username} />
                  )}
                </li>
              ))}
            </ul>
            {members.data.pages > 1 && (
              <Pager
                page={members.data.page}
                pages={members.data.pages}
                onPage={setPage}
                label="Member pages"
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
