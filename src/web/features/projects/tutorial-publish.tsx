import { useState } from 'react';
import type { ProjectAnswer } from '../../../shared/api/projects';
import { Button, ButtonLink } from '../../ui/button';
import { useProjectTutorial } from './tutorial-api';
import { PublishTutorialDialog } from './tutorial-publish-dialog';
import './tutorial-publish.css';

/**
 * The project's tutorial on its page: a link to it when there is one ("Tutorial draft" for the
 * maker until published); for the maker of a project without one, "Publish as tutorial".
 */
export function ProjectTutorial({ project }: { project: ProjectAnswer }) {
  const tutorial = useProjectTutorial(project.id);
  const [open, setOpen] = useState(false);
  if (tutorial.data) {
    const draft = !tutorial.data.published;
    if (draft && !project.mine) return null;
    return (
      <div className="project-tutorial">
        <ButtonLink variant="secondary" to={`/tutorials/${tutorial.data.id}`}>
          {draft ? 'Tutorial draft' : 'Tutorial'}
        </ButtonLink>
      </div>
    );
  }
  if (!project.mine || tutorial.data !== null) return null;
  return (
    <div className="project-tutorial">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Publish as tutorial
      </Button>
      {open && <PublishTutorialDialog project={project} onClose={() => setOpen(false)} />}
    </div>
  );
}
