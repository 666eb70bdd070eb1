import { errorMessage } from '../../lib/error-message';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { useMyProjects } from './api';
import { MyProjectCard } from './project-card';
import './projects.css';

/** /projects/mine (members) — the member's own projects, newest change first. */
export default function MyProjectsPage() {
  const mine = useMyProjects();
  const projects = mine.data?.projects ?? [];
  return (
    <Page
      title="My projects"
      lead="Your builds, from the first plan to the finished costume."
      wide
      className="projects-page"
      actions={
        <>
          <ButtonLink to="/projects/new">Start a project</ButtonLink>
          <ButtonLink to="/projects" variant="secondary">
            The club’s projects
          </ButtonLink>
        </>
      }
    >
      {mine.isPending && <p aria-busy="true">Loading your projects…</p>}
      {mine.isError && (
        <ErrorText>{errorMessage(mine.error, 'Your projects could not be loaded.')}</ErrorText>
      )}
      {mine.isSuccess && projects.length === 0 && (
        <EmptyState
          title="No projects yet"
          action={<ButtonLink to="/projects/new">Start a project</ButtonLink>}
        >
          Plan a costume or prop: its parts, materials and budget, tasks and the con it is for.
        </EmptyState>
      )}
      {projects.length > 0 && (
        <ul className="projects-grid" aria-label="My projects">
          {projects.map((project) => (
            <li key={project.id}>
              <MyProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
