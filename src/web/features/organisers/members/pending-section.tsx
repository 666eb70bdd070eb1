import { useId, useState } from 'react';
import type { PendingMember } from '../../../../shared/api/organiser-members';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorText } from '../../../ui/error-text';
import { actionError, useMemberAction, usePendingMembers } from './api';
import { DeclineDialog } from './decline-dialog';
import { PendingCard } from './pending-card';

/** The sign-ups waiting for approval, oldest first. */
export function PendingSection() {
  const pending = usePendingMembers();
  const approve = useMemberAction();
  const [declining, setDeclining] = useState<PendingMember | null>(null);
  const titleId = useId();
  const members = pending.data?.members ?? [];
  const approving = approve.isPending && approve.variables.kind === 'approve' ? approve.variables.id : null;

  return (
    <section className="member-admin-block" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Waiting for approval
        {members.length > 0 && <span className="member-admin-count"> {members.length}</span>}
      </h2>
      {pending.isPending && <p role="status">Loading…</p>}
      {pending.isError && <ErrorText>{actionError(pending.error)}</ErrorText>}
      {pending.isSuccess && members.length === 0 && (
        <EmptyState title="Nobody is waiting">
          While approval is on, new sign-ups appear here with their details, oldest first.
        </EmptyState>
      )}
      {members.length > 0 && (
        <ul className="card-grid pending-list" aria-labelledby={titleId}>
          {members.map((member) => (
            <PendingCard
              key={member.id}
              member={member}
              busy={approving === member.id}
              onApprove={() => approve.mutate({ kind: 'approve', id: member.id })}
              onDecline={() => setDeclining(member)}
            />
          ))}
        </ul>
      )}
      {declining && <DeclineDialog member={declining} onClose={() => setDeclining(null)} />}
    </section>
  );
}
