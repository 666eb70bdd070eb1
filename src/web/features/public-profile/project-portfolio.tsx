import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
// Types only: the contract's values (zod) stay out of this page's budget.
import type { MemberProjects, ProjectStatus, ProjectSummary } from '../../../shared/api/projects';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import './project-portfolio.css';

/** GET /api/public/{username}/projects: what this viewer may see of the member's projects. */
export function useMemberProjects(username: string) {
  const viewer = useSession()?.userid ?? 'visitor';
  return useQuery({
    // Under 'projects', so the project pages' changes refresh it too.
    queryKey: ['projects', 'member', username.toLowerCase(), viewer],
    queryFn: ({ signal }): Promise<MemberProjects> =>
      api(`/public/${encodeURIComponent(username)}/projects`, {
        auth: true,
        signal,
        check: 'memberProjects',
      }),
  });
}

/** Whether the portfolio shows anything (the profile is then not empty). */
export const hasProjects = (projects: MemberProjects | undefined) =>
  Boolean(projects && (projects.done.length > 0 || projects.current.length > 0));

const STATUS: Record<ProjectStatus, string> = { planning: 'Planning', building: 'Building', done: 'Done' };

/**
 * The member's portfolio: finished projects as cover cards, then the ones in progress. It sits
 * under the "completed" and "in progress" lists the member types, which stay as they are; nothing
 * shows while there is no project to show.
 */
export function ProjectPortfolio({ username }: { username: string }) {
  const projects = useMemberProjects(username);
  if (!projects.data || !hasProjects(projects.data)) return null;
  const { done, current } = projects.data;
  return (
    <section className="portfolio" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">Projects</h2>
      {done.length > 0 && (
        <ul className="portfolio-grid" aria-label="Finished">
          {done.map((p) => (
            <PortfolioCard key={p.id} project={p} />
          ))}
        </ul>
      )}
      {current.length > 0 && (
        <>
          <h3 id="portfolio-current" className="portfolio-subtitle">
            In progress
          </h3>
          <ul className="portfolio-grid portfolio-grid-current" aria-labelledby="portfolio-current">
            {current.map((p) => (
              <PortfolioCard key={p.id} project={p} showStatus />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PortfolioCard({ project, showStatus }: { project: ProjectSummary; showStatus?: boolean }) {
  const who = [project.character, project.series].filter((s) => s.trim() !== '').join(' · ');
  const titleId = `portfolio-${project.id}`;
  // The card is named by its words; the cover keeps its alt text for those who browse images.
  const labelledBy = [titleId, who && `${titleId}-who`, showStatus && `${titleId}-status`]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <Link className="portfolio-card" to={`/projects/${project.id}`} aria-labelledby={labelledBy}>
        {project.cover ? (
          <img
            className="portfolio-cover"
            src={project.cover.src480}
            alt={project.cover.alt}
            width={project.cover.width}
            height={project.cover.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <CoverPlaceholder seed={project.id} />
        )}
        <span className="portfolio-text">
          <span id={titleId} className="portfolio-title">
            {project.title}
          </span>
          {who && (
            <span id={`${titleId}-who`} className="portfolio-meta">
              {who}
            </span>
          )}
          {showStatus && (
            <span id={`${titleId}-status`} className="portfolio-status">
              {STATUS[project.status]}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** No cover yet: a dress form on one of four colourways, picked by the project (not all alike). */
function CoverPlaceholder({ seed }: { seed: number }) {
  return (
    <span className={`portfolio-cover portfolio-art portfolio-art-${seed % 4}`} aria-hidden="true">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M32 6v5" />
        <path d="M24 13c0 6 3 8 3 12-4 4-7 10-7 17h24c0-7-3-13-7-17 0-4 3-6 3-12-3 2-5 3-8 3s-5-1-8-3z" />
        <path d="M32 42v10M24 56h16" />
        <path className="portfolio-art-thread" d="M40 28c6 2 10 8 12 16" />
      </svg>
    </span>
  );
}
