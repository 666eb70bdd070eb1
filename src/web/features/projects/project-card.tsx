import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PROJECT_KIND_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectPhoto,
  type ProjectSummary,
} from '../../../shared/api/projects';
import { Chip } from '../../ui/chip';
import { ProjectCover } from './project-cover';
import { characterLine, dayLabel } from './project-format';

/**
 * A project as a card: its picture in a 4:3 band, the title as the card's link (the whole card
 * is its target), character · series, then what the caller adds (maker, snippet, chips).
 */
export function ProjectCard({
  project,
  photo,
  children,
  headingLevel = 2,
}: {
  project: ProjectSummary;
  /** The picture to show: the cover unless the caller picks another (an entry's photo). */
  photo?: ProjectPhoto | null;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const line = characterLine(project.character, project.series);
  return (
    <article className="project-card">
      <div className="project-card-cover">
        <ProjectCover photo={photo ?? project.cover} seed={project.id} className="project-card-image" />
        <span className={`project-status project-status-${project.status}`}>
          {PROJECT_STATUS_LABELS[project.status]}
        </span>
      </div>
      <div className="project-card-body">
        <Heading className="project-card-title">
          <Link className="project-card-link" to={`/projects/${project.id}`}>
            {project.title}
          </Link>
        </Heading>
        {line && <p className="project-card-character">{line}</p>}
        {children}
      </div>
    </article>
  );
}

/** The member's own project on /projects/mine: status, who sees it, and what it is for. */
export function MyProjectCard({ project }: { project: ProjectSummary }) {
  const target = project.con?.name ?? (project.targetDate ? `Target ${dayLabel(project.targetDate)}` : '');
  return (
    <ProjectCard project={project}>
      <p className="project-card-meta">
        {PROJECT_KIND_LABELS[project.kind]}
        {target && ` · ${target}`}
        {` · ${project.entries === 1 ? '1 log entry' : `${project.entries} log entries`}`}
      </p>
      <ul className="chip-list project-card-chips" aria-label="About this project">
        <li>
          <Chip tone={project.visibility === 'private' ? 'plain' : 'accent'}>
            {visibilityChip(project.visibility)}
          </Chip>
        </li>
      </ul>
    </ProjectCard>
  );
}

export const visibilityChip = (visibility: ProjectSummary['visibility']) =>
  visibility === 'everyone' ? 'Seen by everyone' : visibility === 'members' ? 'Members only' : 'Only me';
