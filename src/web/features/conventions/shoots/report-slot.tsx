import type { ShootPhotographer, ShootSlot } from '../../../../shared/api/shoots';
import { ReportToOrganisers } from '../report-to-organisers';

/** "Report" on another photographer's slot: POST /api/shoots/{id}/reports. */
export function ReportSlot({ slot, photographer }: { slot: ShootSlot; photographer: ShootPhotographer }) {
  return (
    <ReportToOrganisers
      url={`/shoots/${slot.id}/reports`}
      label={`Report the ${slot.time} slot with ${photographer.displayName}`}
      title={`Report ${photographer.displayName}’s ${slot.time} slot`}
      owner={photographer.displayName}
    />
  );
}
