import { lazy, Suspense, useState } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';

// The dialog loads only when a member opens it, as for album photos (ui/album-photo-report.tsx):
// the con page stays light for everyone who never reports anything.
const ReportDialog = lazy(() => import('../../ui/report-dialog'));

/**
 * A quiet "Report" for signed-in active members on something of another member's at a con (a
 * group cosplay, a photoshoot slot): the reason and note go to `url`, into the organisers' queue.
 * The caller hides it from the member whose it is; the server refuses them too.
 */
export function ReportToOrganisers({
  url,
  label,
  title,
  owner,
}: {
  /** The report route under /api, e.g. /con-groups/4/reports. */
  url: string;
  /** The button's accessible name, e.g. "Report the group Liyue". */
  label: string;
  title: string;
  /** Who the report is about, as the dialog names them. */
  owner: string;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session?.status !== 'active') return null;
  return (
    <>
      <Button variant="quiet" className="con-report" aria-label={label} onClick={() => setOpen(true)}>
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title={title}
            about={{ name: owner, image: '' }}
            send={(reason, note) =>
              api<{ message?: string }>(url, { method: 'POST', auth: true, body: { reason, note } })
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
