import type { ProjectAnswer } from '../../../shared/api/projects';

/**
 * Where the project page shows its build log. The log (build-log.tsx) is built beside this page;
 * at integration this renders <BuildLog project={project} /> instead of the heading alone.
 */
export function ProjectLogSlot(_: { project: ProjectAnswer }) {
  return (
    <section className="project-log-slot" aria-labelledby="build-log-title">
      <h2 id="build-log-title">Build log</h2>
    </section>
  );
}
