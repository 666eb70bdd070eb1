import { lazy, Suspense, useState } from 'react';
import type { ProjectAnswer } from '../../../shared/api/projects';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';

// The dialog (its form and reasons) loads only when a member opens it.
const ReportDialog = lazy(() => import('../../ui/report-dialog'));

/**
 * "Report this project" in the project page's header, for signed-in active members other than
 * its maker: POST /api/projects/{id}/reports puts it in the organisers' reports queue.
 */
export function ProjectReport({ project }: { project: ProjectAnswer }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (project.mine || session?.status !== 'active') return null;
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        Report this project
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title="Report this project"
            about={{ name: project.maker.name, image: project.cover?.thumb ?? '' }}
            send={(reason, note) =>
              api<{ message?: string }>(`/projects/${project.id}/reports`, {
                method: 'POST',
                auth: true,
                body: { reason, note },
              })
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
