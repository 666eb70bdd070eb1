import type { ProjectSummary } from '../../shared/api/projects';
import { useMyProjects } from './my-projects';

/**
 * "Wearing one of your projects?": the member's own projects as the cosplan (issue 36 item 4).
 * Shown only to members who have a project (the RSVP form, a con day in "I'm going"); the form
 * may fill its text cosplan in from the project chosen (`projectCosplan`).
 */
export function ProjectChoice({
  id,
  value,
  onChange,
  label = 'Wearing one of your projects?',
}: {
  id: string;
  value: number | null;
  onChange: (project: ProjectSummary | null) => void;
  label?: string;
}) {
  const projects = useMyProjects().data?.projects ?? [];
  if (projects.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(projects.find((p) => String(p.id) === e.target.value) ?? null)}
      >
        <option value="">No project</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Character (Series)" of a project, for the text cosplan. */
export const projectCosplan = (project: Pick<ProjectSummary, 'character' | 'series' | 'title'>) => {
  const who = project.character.trim() || project.title;
  return project.series.trim() ? `${who} (${project.series.trim()})` : who;
};
