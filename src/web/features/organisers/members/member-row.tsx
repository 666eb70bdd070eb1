import { type ReactNode, useId } from 'react';
import type { ListedMember } from '../../../../shared/api/organiser-members';
import { Avatar } from '../../../ui/avatar';

/** A member in one of the page's lists: avatar, name, @username, and what can be done. */
export function MemberRow({
  member,
  extra,
  action,
}: {
  member: ListedMember;
  extra?: ReactNode;
  action?: (nameId: string) => ReactNode;
}) {
  const nameId = useId();
  return (
    <li className="member-admin-row">
      <div className="member-admin-who">
        <Avatar member={member} className="member-admin-avatar" />
        <div>
          <p id={nameId} className="member-admin-name">
            {`${member.firstname} ${member.lastname}`.trim() || member.username} {extra}
          </p>
          <p className="member-admin-username">@{member.username}</p>
        </div>
      </div>
      {action?.(nameId)}
    </li>
  );
}
