import { Link, useParams } from 'react-router';
import {
  PROJECT_KIND_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectAnswer,
  TECHNIQUE_LABELS,
} from '../../../shared/api/projects';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useTitle } from '../../lib/use-title';
import { Chip, ChipList } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { PageHeader } from '../../ui/page';
import { useProject } from './api';
import { BuildLog } from './build-log';
import { MakerName } from './maker-name';
import { PacingPanel } from './pacing-panel';
import { PlanComponents } from './plan-components';
import { PlanMaterials } from './plan-materials';
import { PlanReferences } from './plan-references';
import { PlanTasks } from './plan-tasks';
import { visibilityChip } from './project-card';
import { ProjectCover } from './project-cover';
import { characterLine, dayLabel } from './project-format';
import { ProjectMakerTools } from './project-maker-tools';
import { ProjectNotFound } from './project-not-found';
import { ProjectReport } from './project-report';
import { ProjectTutorial } from './tutorial-publish';
import './projects.css';
import './project-page.css';
import './project-plan.css';

/** /projects/:id — a build: its header, pacing, the plan (editable by its maker) and the log. */
export default function ProjectPage() {
  const id = Number(useParams().id);
  const project = useProject(id);
  useTitle(project.data?.title ?? 'Project');
  const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
  if (!Number.isInteger(id) || id <= 0 || missing) return <ProjectNotFound />;
  if (!project.data) {
    return (
      <section className="page page-wide" aria-labelledby="page-title" aria-busy={project.isPending}>
        <PageHeader title={project.isPending ? 'Loading the project…' : 'Project'} />
        {project.isError && (
          <ErrorText>{errorMessage(project.error, 'The project could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  return <ProjectView project={project.data} />;
}

function ProjectView({ project }: { project: ProjectAnswer }) {
  const line = characterLine(project.character, project.series);
  return (
    <article className="page page-wide project-page" aria-labelledby="page-title">
      <div className="project-hero">
        <ProjectCover
          photo={project.cover}
          seed={project.id}
          className="project-hero-image"
          alt={project.cover?.alt ?? ''}
          eager
          large
        />
      </div>
      <PageHeader
        title={project.title}
        lead={line || undefined}
        actions={project.mine ? <ProjectMakerTools project={project} /> : <ProjectReport project={project} />}
      />
      <ul className="chip-list project-facts-chips" aria-label="About this project">
        <li>
          <Chip tone="accent">{PROJECT_STATUS_LABELS[project.status]}</Chip>
        </li>
        <li>
          <Chip>{PROJECT_KIND_LABELS[project.kind]}</Chip>
        </li>
        {project.mine && (
          <li>
            <Chip>{visibilityChip(project.visibility)}</Chip>
          </li>
        )}
      </ul>
      <p className="project-byline">
        By <MakerName maker={project.maker} />
        {project.con ? (
          <>
            {' · for '}
            <Link to={`/cons/${encodeURIComponent(project.con.slug)}`}>{project.con.name}</Link>
            {project.targetDate && ` (${dayLabel(project.targetDate)})`}
          </>
        ) : (
          project.targetDate && ` · target ${dayLabel(project.targetDate)}`
        )}
      </p>
      <ProjectTutorial project={project} />
      {project.description && <p className="project-description">{project.description}</p>}
      <ChipList items={project.techniques.map((t) => TECHNIQUE_LABELS[t])} label="Techniques used" />
      {/* A finished build has nothing left to pace. */}
      {project.status !== 'done' && <PacingPanel pacing={project.pacing} />}
      <p className="project-sheet-link">
        <Link to={`/projects/${project.id}/sheet`}>Build sheet to print</Link>
      </p>
      <div className="project-plan">
        <PlanReferences project={project} />
        <PlanComponents project={project} />
        <PlanTasks project={project} />
        <PlanMaterials project={project} />
      </div>
      <BuildLog project={project} />
    </article>
  );
}
