import { useId } from 'react';
import type { PendingMember } from '../../../../shared/api/organiser-members';
import { localDateTime, timeAgo } from '../../../lib/time-ago';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';

/** One sign-up waiting for approval: who it is, what they told us, and the two decisions. */
export function PendingCard({
  member,
  busy,
  onApprove,
  onDecline,
}: {
  member: PendingMember;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const nameId = useId();
  const name = `${member.firstname} ${member.lastname}`.trim();
  return (
    <li className="card pending-card" aria-labelledby={nameId}>
      <div className="member-admin-who">
        <Avatar member={member} className="member-admin-avatar" />
        <div>
          <h3 id={nameId} className="member-admin-name">
            {name}
          </h3>
          <p className="member-admin-username">@{member.username}</p>
        </div>
      </div>
      <dl className="pending-details">
        <div>
          <dt>Age</dt>
          <dd>{member.age}</dd>
        </div>
        <div>
          <dt>Signed up</dt>
          <dd>
            <time dateTime={member.createdAt} title={localDateTime(member.createdAt)}>
              {timeAgo(member.createdAt)}
            </time>
          </dd>
        </div>
        <div className="pending-detail-wide">
          <dt>Recovery email</dt>
          <dd>{member.recoveryemail}</dd>
        </div>
        <div className="pending-detail-wide">
          <dt>Referred by</dt>
          <dd>{member.referredby || 'Nobody named'}</dd>
        </div>
      </dl>
      <div className="cta-row">
        <Button onClick={onApprove} disabled={busy} aria-describedby={nameId}>
          Approve
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={busy} aria-describedby={nameId}>
          Decline
        </Button>
      </div>
    </li>
  );
}
