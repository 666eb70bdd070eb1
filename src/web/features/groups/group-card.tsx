import { Link } from 'react-router';
import { GROUP_KIND_LABELS, type GroupSummary } from '../../../shared/api/groups';
import { Chip } from '../../ui/chip';
import { GroupCover } from './group-cover';
import { memberCount, VISIBILITY_LABELS } from './group-words';

/** A group in a list: cover, name (the link), kind, place, members and a line of its description. */
export function GroupCard({ group, children }: { group: GroupSummary; children?: React.ReactNode }) {
  const href = `/groups/${encodeURIComponent(group.slug)}`;
  return (
    <li className="group-card" aria-label={group.name}>
      <div className="group-card-cover">
        <GroupCover group={group} className="group-card-image" />
      </div>
      <div className="group-card-body">
        <h3 className="group-card-title">
          <Link to={href} className="group-card-link">
            {group.name}
          </Link>
        </h3>
        <p className="group-card-meta">
          {GROUP_KIND_LABELS[group.kind]}
          {group.state && ` · ${group.state}`} · {memberCount(group.memberCount)}
        </p>
        {group.visibility !== 'public' && (
          <p className="group-card-chips">
            <Chip tone={group.visibility === 'private' ? 'accent' : 'plain'}>
              {VISIBILITY_LABELS[group.visibility]}
            </Chip>
          </p>
        )}
        {group.blurb && <p className="group-card-blurb">{group.blurb}</p>}
        {children && <div className="group-card-actions">{children}</div>}
      </div>
    </li>
  );
}
