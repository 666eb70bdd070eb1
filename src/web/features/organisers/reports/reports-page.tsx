import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorText } from '../../../ui/error-text';
import { Page } from '../../../ui/page';
import { ActionDialog } from './action-dialog';
import { type ModerationAction, useReportQueue } from './api';
import { QueueMemberCard } from './queue-member';
import './reports.css';

/** /organisers/reports: open reports and appeals, one card per member, each action with a reason. */
export default function ReportsPage() {
  const queue = useReportQueue();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const members = queue.data?.members ?? [];

  return (
    <Page
      title="Reports"
      wide
      lead="Open reports and appeals, grouped by member. Every decision needs a short reason, which the member receives by email."
    >
      {queue.isPending && <p role="status">Loading…</p>}
      {queue.isError && (
        <ErrorText>{errorMessage(queue.error, 'The reports could not be loaded.')}</ErrorText>
      )}
      {queue.isSuccess && members.length === 0 && (
        <EmptyState title="Nothing to review">
          When a member reports a profile or a photo, or appeals a suspension, it shows up here.
        </EmptyState>
      )}
      {members.length > 0 && (
        <ul className="queue" aria-label="Members with open reports">
          {members.map(({ member, reports }) => (
            <QueueMemberCard key={member.id} member={member} reports={reports} onAction={setAction} />
          ))}
        </ul>
      )}
      {action && <ActionDialog action={action} onClose={() => setAction(null)} />}
    </Page>
  );
}
