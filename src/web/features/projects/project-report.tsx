import { lazy, Suspense, useState } from 'react';
import type { ProjectAnswer, ProjectEntry } from '../../../shared/api/projects';
import type { TutorialAnswer } from '../../../shared/api/tutorials';
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
      owner={project}
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
      owner={project}
      title="Report this log entry"
      label={`Report the entry of ${day}`}
      path={`/projects/${project.id}/entries/${entry.id}/reports`}
      image={entry.photos[0]?.thumb ?? ''}
    />
  );
}

/** "Report this tutorial" in the tutorial page's header (POST /api/tutorials/{id}/reports), as above. */
export function TutorialReport({ tutorial }: { tutorial: TutorialAnswer }) {
  return (
    <Report
      owner={tutorial}
      title="Report this tutorial"
      path={`/tutorials/${tutorial.id}/reports`}
      image={tutorial.project.cover?.thumb ?? ''}
    />
  );
}

/** What the dialog needs of the reported thing: whether it is the viewer's own, and its maker. */
interface Reported {
  mine: boolean;
  maker: { name: string };
}

function Report({
  owner,
  title,
  label,
  path,
  image,
}: {
  owner: Reported;
  title: string;
  label?: string;
  path: string;
  image: string;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (owner.mine || session?.status !== 'active') return null;
  return (
    <>
      <Button variant="quiet" className="project-report" aria-label={label} onClick={() => setOpen(true)}>
        {label ? 'Report' : title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title={title}
            about={{ name: owner.maker.name, image }}
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
