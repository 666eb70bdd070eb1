import type { ConGroup } from '../../../../shared/api/con-groups';
import { ReportToOrganisers } from '../report-to-organisers';
import './report-group.css';

/** "Report" on a group cosplay the member does not lead: POST /api/con-groups/{id}/reports. */
export function ReportGroup({ group }: { group: ConGroup }) {
  if (group.isLead) return null;
  return (
    <ReportToOrganisers
      url={`/con-groups/${group.id}/reports`}
      label={`Report the group ${group.title}`}
      title={`Report “${group.title}”`}
      owner={group.lead?.name ?? 'its lead'}
    />
  );
}
