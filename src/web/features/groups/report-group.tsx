import { lazy, Suspense, useState } from 'react';
import type { GroupDetail } from '../../../shared/api/groups';
import { reportGroup } from '../../lib/groups-api';
import { Button } from '../../ui/button';

// The dialog's code loads when a member opens it.
const ReportDialog = lazy(() => import('../../ui/report-dialog'));

/** "Report group": for members who are not its moderators (the server says so in `can.report`). */
export function ReportGroup({ group }: { group: GroupDetail }) {
  const [open, setOpen] = useState(false);
  if (!group.can.report) return null;
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        Report group
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title={`Report ${group.name}`}
            about={{ name: group.name, image: '' }}
            send={(reason, note) => reportGroup(group.slug, reason, note)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
