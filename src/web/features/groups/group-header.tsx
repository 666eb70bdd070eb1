import { GROUP_KIND_LABELS, type GroupDetail } from '../../../shared/api/groups';
import { ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { PageHeader } from '../../ui/page';
import { GroupAction } from './group-action';
import { GroupCover } from './group-cover';
import { memberCount, VISIBILITY_LABELS } from './group-words';
import { ReportGroup } from './report-group';

/** The group's cover, name, kind, place, who sees it, its size, and what the caller may do. */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const edit = `/groups/${encodeURIComponent(group.slug)}/edit`;
  return (
    <>
      <div className="group-hero">
        <GroupCover group={group} className="group-hero-image" eager />
      </div>
      <PageHeader
        title={group.name}
        lead={
          <>
            {GROUP_KIND_LABELS[group.kind]}
            {group.state && ` in ${group.state}`} · {memberCount(group.memberCount)}
          </>
        }
        actions={
          <div className="group-actions">
            <GroupAction group={group} />
            {group.can.edit && (
              <ButtonLink variant="secondary" to={edit}>
                Edit group
              </ButtonLink>
            )}
          </div>
        }
      />
      <ul className="chip-list group-chips" aria-label="About this group">
        <li>
          <Chip tone={group.visibility === 'private' ? 'accent' : 'plain'}>
            {VISIBILITY_LABELS[group.visibility]}
          </Chip>
        </li>
        {group.membership?.state === 'active' && (
          <li>
            <Chip tone="accent">
              {group.membership.role === 'member'
                ? 'You are a member'
                : `You are its ${group.membership.role}`}
            </Chip>
          </li>
        )}
        {group.can.moderate && group.pendingRequests > 0 && (
          <li>
            <Chip tone="alert">
              {group.pendingRequests} {group.pendingRequests === 1 ? 'request' : 'requests'} to answer
            </Chip>
          </li>
        )}
        <li className="group-report">
          <ReportGroup group={group} />
        </li>
      </ul>
    </>
  );
}
