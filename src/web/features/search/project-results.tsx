import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProjectSearch } from '../../../shared/api/project-search';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * "Projects" under the members found: the projects whose name, character or series hold every
 * word of the search (GET /api/projects/search), as far as the viewer may see them. Asked after the
 * members' answer and drawn below it, so it never moves what is already on the page.
 */
export function ProjectResults({ query, ready }: { query: string; ready: boolean }) {
  const viewer = useSession()?.userid ?? 'visitor';
  const q = query.trim();
  const { data } = useQuery({
    queryKey: ['projects', 'search', q, viewer],
    queryFn: ({ signal }) =>
      api<ProjectSearch>(`/projects/search?q=${encodeURIComponent(q)}`, { auth: true, signal }),
    // After the members' answer: that one is the page's main content (and its largest paint).
    enabled: ready && q !== '',
    staleTime: 30_000,
  });
  const projects = data?.projects ?? [];
  if (projects.length === 0) return null;
  return (
    <section className="search-projects" aria-labelledby="search-projects-title">
      <h2 id="search-projects-title">Projects</h2>
      <ul className="search-project-list">
        {projects.map((p) => (
          <li key={p.id} className="search-project">
            {p.cover ? (
              <img src={p.cover.thumb} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className="search-project-mark" aria-hidden="true" />
            )}
            <span>
              <Link to={`/projects/${p.id}`}>{p.title}</Link>
              <span className="search-project-meta">
                {[p.character, p.series].filter(Boolean).join(' · ')}
                {p.character || p.series ? ' — ' : ''}by {p.maker.name}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
