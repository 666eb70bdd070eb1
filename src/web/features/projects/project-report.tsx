import { lazy, Suspense, useState } from 'react';
import type { ProjectAnswer, ProjectEntry } from '../../../shared/api/projects';
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
  return (
    <Report
      project={project}
      title="Report this project"
      path={`/projects/${project.id}/reports`}
      image={project.cover?.thumb ?? ''}
    />
  );
}

/** "Report" under a log entry (POST /api/projects/{id}/entries/{entryId}/reports), as above. */
export function EntryReport({
  project,
  entry,
  day,
}: {
  project: ProjectAnswer;
  entry: ProjectEntry;
  day: string;
}) {
  return (
    <Report
      project={project}
      title="Report this log entry"
      label={`Report the entry of ${day}`}
      path={`/projects/${project.id}/entries/${entry.id}/reports`}
      image={entry.photos[0]?.thumb ?? ''}
    />
  );
}

function Report({
  project,
  title,
  label,
  path,
  image,
}: {
  project: ProjectAnswer;
  title: string;
  label?: string;
  path: string;
  image: string;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (project.mine || session?.status !== 'active') return null;
  return (
    <>
      <Button variant="quiet" className="project-report" aria-label={label} onClick={() => setOpen(true)}>
        {label ? 'Report' : title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title={title}
            about={{ name: project.maker.name, image }}
            send={(reason, note) =>
              api<{ message?: string }>(path, { method: 'POST', auth: true, body: { reason, note } })
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
