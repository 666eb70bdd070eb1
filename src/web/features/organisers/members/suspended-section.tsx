import { useId, useState } from 'react';
import { OUT_MEMBERS_PAGE_SIZE, type OutMember } from '../../../../shared/api/organiser-members';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorText } from '../../../ui/error-text';
import { Pager } from '../../../ui/pager';
import { ActionDialog } from '../reports/action-dialog';
import { actionError, useOutMembers } from './api';
import { OutMemberCard } from './out-member-card';

/**
 * Suspended members and accounts being deleted (issue 33 §3): a suspended member has no open
 * report left, so without this list nothing would show them. Lifting asks for a reason (mailed,
 * audited) in the report queue's own dialog.
 */
export function SuspendedSection() {
  const [page, setPage] = useState(1);
  const out = useOutMembers(page);
  const [lifting, setLifting] = useState<OutMember | null>(null);
  const titleId = useId();
  const total = out.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUT_MEMBERS_PAGE_SIZE));
  // A lift can empty the last page: step back to one that has members.
  if (out.data && !out.isPlaceholderData && page > pages) setPage(pages);

  return (
    <section className="member-admin-block out-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Suspended and deleted accounts
        {total > 0 && <span className="member-admin-count"> {total}</span>}
      </h2>
      <p>
        Suspended members cannot log in until an organiser lifts the suspension. Accounts their members
        deleted stay here until they are erased.
      </p>
      {out.isPending && <p role="status">Loading…</p>}
      {out.isError && <ErrorText>{actionError(out.error)}</ErrorText>}
      {out.data && total === 0 && (
        <EmptyState title="Nobody is suspended">
          Members suspended from the report queue appear here, with the reason, so their suspension can be
          lifted later.
        </EmptyState>
      )}
      {out.data && total > 0 && (
        <ul className="card-grid out-list" aria-labelledby={titleId} aria-busy={out.isPlaceholderData}>
          {out.data.members.map((member) => (
            <OutMemberCard key={member.id} member={member} onLift={() => setLifting(member)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager label="Suspended and deleted accounts pages" page={page} pages={pages} onPage={setPage} />
      )}
      {lifting && (
        <ActionDialog action={{ kind: 'unsuspend', member: lifting }} onClose={() => setLifting(null)} />
      )}
    </section>
  );
}
