import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProjectAnswer } from '../../../shared/api/projects';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { useProjectChanges } from './api';
import { ProjectForm } from './project-form';
import { valuesOf } from './project-form-model';

/** The maker's buttons on the project page: edit its fields (a dialog) and delete it (asked first). */
export function ProjectMakerTools({ project }: { project: ProjectAnswer }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const changes = useProjectChanges(project.id);
  const navigate = useNavigate();
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('edit')}>
        Edit project
      </Button>
      <Button variant="quiet" onClick={() => setOpen('delete')}>
        Delete
      </Button>
      {open === 'edit' && (
        <Dialog open title="Edit the project" onClose={close} className="project-dialog">
          <ProjectForm
            initial={valuesOf(project)}
            submitLabel="Save the project"
            busyLabel="Saving…"
            onSave={async (body) => {
              await changes.update(body);
              close();
            }}
          >
            <Button variant="quiet" onClick={close}>
              Cancel
            </Button>
          </ProjectForm>
        </Dialog>
      )}
      {open === 'delete' && (
        <DeleteDialog
          title={project.title}
          onClose={close}
          onDelete={async () => {
            await changes.remove();
            toast(`“${project.title}” was deleted.`);
            navigate('/projects/mine');
          }}
        />
      )}
    </>
  );
}

function DeleteDialog({
  title,
  onClose,
  onDelete,
}: {
  title: string;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <Dialog open title="Delete this project?" onClose={onClose}>
      <p>“{title}” goes with its whole plan, its build log and its photos. This cannot be undone.</p>
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button
          variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError('');
            try {
              await onDelete();
            } catch (caught) {
              setError(errorMessage(caught, 'The project could not be deleted. Try again.'));
              setBusy(false);
            }
          }}
        >
          {busy ? 'Deleting…' : 'Delete the project'}
        </Button>
        <Button variant="quiet" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
