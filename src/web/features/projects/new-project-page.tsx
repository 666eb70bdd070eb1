import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/page';
import { createProject, PROJECTS_KEY, projectKey, useViewerKey } from './api';
import { ProjectForm } from './project-form';
import { BLANK_PROJECT } from './project-form-model';
import './projects.css';

/** /projects/new (members) — start a project; saving goes to its page. */
export default function NewProjectPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const viewer = useViewerKey();
  return (
    <Page title="Start a project" lead="Name the build now; add its plan, materials and tasks on its page.">
      <ProjectForm
        initial={BLANK_PROJECT}
        submitLabel="Start the project"
        busyLabel="Starting…"
        onSave={async (body) => {
          const project = await createProject(body);
          client.setQueryData(projectKey(project.id, viewer), project);
          void client.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'mine'] });
          navigate(`/projects/${project.id}`);
        }}
      />
    </Page>
  );
}
