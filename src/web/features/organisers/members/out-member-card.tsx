import { useId } from 'react';
import { Link } from 'react-router';
import type { OutMember } from '../../../../shared/api/organiser-members';
import { localDateTime, longDate, timeAgo } from '../../../lib/time-ago';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={localDateTime(at)}>
      {timeAgo(at)}
    </time>
  );
}

/**
 * A member out of the club for now: why, who decided and when, and for a suspension the way back
 * ("Lift suspension"). A deletion is the member's own choice: only their restore link undoes it.
 */
export function OutMemberCard({ member, onLift }: { member: OutMember; onLift: () => void }) {
  const nameId = useId();
  const name = `${member.firstname} ${member.lastname}`.trim() || member.username;
  const suspended = member.standing === 'suspended';
  return (
    <li className="card out-card" aria-labelledby={nameId}>
      <div className="member-admin-who">
        <Avatar member={member} className="member-admin-avatar" />
        <div>
          <h3 id={nameId} className="member-admin-name">
            {name}
          </h3>
          <p className="member-admin-username">@{member.username}</p>
        </div>
        <span className="out-card-standing">
          {suspended ? <Chip tone="alert">Suspended</Chip> : <Chip>Being deleted</Chip>}
        </span>
      </div>
      <dl className="pending-details">
        {suspended ? (
          <>
            <div className="pending-detail-wide">
              <dt>Reason</dt>
              <dd>{member.reason || 'None given'}</dd>
            </div>
            <div>
              <dt>Suspended by</dt>
              <dd>{member.decidedBy ? `@${member.decidedBy}` : 'Not recorded'}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{member.decidedAt ? <When at={member.decidedAt} /> : 'Not recorded'}</dd>
            </div>
            {member.appealedAt && (
              <div className="pending-detail-wide">
                <dt>Appeal</dt>
                <dd>
                  Sent <When at={member.appealedAt} />: it waits in{' '}
                  <Link to="/organisers/reports">Reports</Link>
                </dd>
              </div>
            )}
          </>
        ) : (
          <>
            <div>
              <dt>Deleted by</dt>
              <dd>The member</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{member.decidedAt && <When at={member.decidedAt} />}</dd>
            </div>
            <div className="pending-detail-wide">
              <dt>Erased on</dt>
              <dd>
                {member.erasesAt && longDate(member.erasesAt)}, unless they restore it from the link mailed to
                them
              </dd>
            </div>
          </>
        )}
      </dl>
      {suspended && (
        <div className="cta-row">
          <Button variant="secondary" onClick={onLift} aria-describedby={nameId}>
            Lift suspension
          </Button>
        </div>
      )}
    </li>
  );
}
