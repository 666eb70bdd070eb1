import { useSearchParams } from 'react-router';
import {
  PROJECT_STATUSES,
  type ProjectFeed,
  TECHNIQUE_LABELS,
  TECHNIQUES,
} from '../../../shared/api/projects';
import { STATES } from '../../../shared/constants';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/button';
import { ChipList } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { type FeedFilters, useProjectFeed } from './api';
import { FeedFiltersForm } from './feed-filters';
import { MakerName } from './maker-name';
import { ProjectCard } from './project-card';
import { dayLabel, snippet } from './project-format';
import './projects.css';

const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** The filters the address carries; anything it does not know is dropped. */
function filtersFrom(params: URLSearchParams): FeedFilters {
  return {
    technique: oneOf(params.get('technique'), TECHNIQUES),
    series: (params.get('series') ?? '').trim().slice(0, 120),
    state: oneOf(
      params.get('state'),
      STATES.map((s) => s.slug),
    ),
    status: oneOf(params.get('status'), PROJECT_STATUSES),
  };
}

/** /projects — the club's recent build updates, filtered by technique, series, state and status. */
export default function ProjectsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const feed = useProjectFeed(filters);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  function change(next: Partial<FeedFilters>) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <Page
      title="Projects"
      lead="What the club’s makers are building: plans, progress and finished costumes."
      wide
      className="projects-page"
      actions={
        session && (
          <>
            <ButtonLink to="/projects/new">Start a project</ButtonLink>
            <ButtonLink to="/projects/mine" variant="secondary">
              My projects
            </ButtonLink>
          </>
        )
      }
    >
      <FeedFiltersForm key={filters.series} filters={filters} onChange={change} />
      {feed.isPending && <p aria-busy="true">Loading the projects…</p>}
      {feed.isError && <ErrorText>{errorMessage(feed.error, 'The projects could not be loaded.')}</ErrorText>}
      {feed.isSuccess && items.length === 0 && (
        <EmptyState
          title={filtered ? 'No updates match these filters' : 'No build updates yet'}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
                Show all projects
              </Button>
            ) : (
              session && <ButtonLink to="/projects/new">Start a project</ButtonLink>
            )
          }
        >
          {filtered
            ? 'Try another technique or state, a shorter series name, or any status.'
            : 'When members log progress on their builds, it shows here.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="projects-grid" aria-label="Recent build updates">
          {items.map((item) => (
            <li key={item.entry.id}>
              <FeedCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <p className="projects-more">
          <Button variant="secondary" disabled={feed.isFetchingNextPage} onClick={() => feed.fetchNextPage()}>
            {feed.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </p>
      )}
    </Page>
  );
}

function FeedCard({ item }: { item: ProjectFeed['items'][number] }) {
  const { project, entry, state } = item;
  const text = snippet(entry.html, entry.body);
  return (
    <ProjectCard project={project} photo={project.cover ?? entry.photos[0] ?? null}>
      <p className="project-card-meta">
        <MakerName maker={project.maker} />
        {state && ` · ${state}`}
        {' · '}
        <time dateTime={entry.date}>{dayLabel(entry.date)}</time>
      </p>
      {text && <p className="project-card-snippet">{text}</p>}
      <ChipList items={entry.techniques.map((t) => TECHNIQUE_LABELS[t])} label="Techniques" />
    </ProjectCard>
  );
}
