import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { GroupDetail } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { GROUPS_KEY, hideGroupProject, showGroupProject, useGroupProjects } from '../../lib/groups-api';
import { useMyProjects } from '../../lib/my-projects';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';

/** The projects members chose to show in the group; an active member shows or hides their own. */
export function GroupProjects({ group }: { group: GroupDetail }) {
  const session = useSession();
  const projects = useGroupProjects(group.slug);
  const client = useQueryClient();
  const member = group.membership?.state === 'active';
  const shown = projects.data?.projects ?? [];
  const hide = async (id: number, title: string) => {
    try {
      await hideGroupProject(group.slug, id);
      toast(`${title} is no longer shown here.`);
      await client.invalidateQueries({ queryKey: GROUPS_KEY });
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    }
  };
  return (
    <section className="group-tab-panel" aria-labelledby="group-projects-title">
      <h2 id="group-projects-title">Projects</h2>
      {member && <ShowProject slug={group.slug} shownIds={shown.map((p) => p.id)} />}
      {projects.isPending && <p className="groups-muted">Loading the projects…</p>}
      {projects.isError && (
        <ErrorText>{errorMessage(projects.error, 'The projects could not be loaded.')}</ErrorText>
      )}
      {projects.data && shown.length === 0 && (
        <EmptyState title="No projects shown yet">
          {member
            ? 'Show what you are building: choose one of your projects above.'
            : 'Members show their builds here.'}
        </EmptyState>
      )}
      {shown.length > 0 && (
        <ul className="group-project-grid" aria-label="Projects shown in the group">
          {shown.map((project) => (
            <li key={project.id} className="group-project">
              {project.thumbnail ? (
                <img className="group-project-image" src={project.thumbnail} alt="" loading="lazy" />
              ) : (
                <span className="group-project-image group-project-blank" aria-hidden="true" />
              )}
              <Link className="group-project-title" to={project.url}>
                {project.title}
              </Link>
              <span className="group-project-maker">by {project.maker.name || project.maker.username}</span>
              {session?.username === project.maker.username && (
                <button
                  type="button"
                  className="link-button group-project-hide"
                  aria-label={`Stop showing ${project.title}`}
                  onClick={() => hide(project.id, project.title)}
                >
                  Stop showing
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Show one of my projects": the member's projects that members may see, not shown here yet. */
function ShowProject({ slug, shownIds }: { slug: string; shownIds: number[] }) {
  const id = useId();
  const client = useQueryClient();
  const mine = useMyProjects().data?.projects ?? [];
  const choices = mine.filter((p) => p.visibility !== 'private' && !shownIds.includes(p.id));
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (choices.length === 0) return null;
  const show = async () => {
    const project = choices.find((p) => String(p.id) === chosen);
    if (!project) return setError('Choose one of your projects.');
    setBusy(true);
    setError('');
    try {
      await showGroupProject(slug, project.id);
      toast(`${project.title} is shown in the group.`);
      setChosen('');
      await client.invalidateQueries({ queryKey: GROUPS_KEY });
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="group-show-project">
      <div className="field">
        <label htmlFor={id}>Show one of my projects</label>
        <div className="group-search-row">
          <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Choose a project</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={busy} onClick={show}>
            Show it
          </Button>
        </div>
      </div>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
