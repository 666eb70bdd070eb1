import type { ProjectAnswer } from '../../../shared/api/projects';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { useProjectChanges } from './api';
import { EntryCard } from './entry-card';
import { useLogActions, useLogEntries } from './log-api';
import { LogComposer } from './log-composer';
import { formatMinutes } from './log-format';
import { EntryReport } from './project-report';
import './log-composer.css';
import './log-styles.css';

/**
 * A project's build log: dated entries newest first, 20 at a time with "Older entries". Its maker
 * gets the composer above them and the tools to edit and delete on each entry.
 */
export function BuildLog({ project }: { project: ProjectAnswer }) {
  const log = useLogEntries(project.id);
  const actions = useLogActions(project.id);
  const changes = useProjectChanges(project.id);
  const maker = project.mine ? actions : undefined;
  const cover = project.mine
    ? {
        current: project.cover?.id ?? null,
        choose: (photo: { id: string }) => changes.update({ coverPhotoId: photo.id }),
      }
    : undefined;
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const total = formatMinutes(project.minutesSpent);
  return (
    <section className="log" aria-labelledby="log-title">
      <header className="log-head">
        <h2 id="log-title">Build log</h2>
        {project.entries > 0 && (
          <p className="log-summary">
            {project.entries} {project.entries === 1 ? 'entry' : 'entries'}
            {total && ` · ${total} logged`}
          </p>
        )}
      </header>
      {maker && <LogComposer actions={maker} />}
      {log.isPending && <p role="status">Loading the log…</p>}
      {log.isError && entries.length === 0 && (
        <ErrorText>{errorMessage(log.error, 'The build log could not be loaded.')}</ErrorText>
      )}
      {log.isSuccess && entries.length === 0 && (
        <EmptyState title="No log entries yet">
          {project.mine
            ? 'Post what you did today: a few words, the time it took, a photo or two.'
            : 'Progress shows here as the maker logs it.'}
        </EmptyState>
      )}
      {entries.length > 0 && (
        <ol className="log-entries">
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              actions={maker}
              cover={cover}
              report={(e, day) => <EntryReport project={project} entry={e} day={day} />}
            />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className="log-more">
          <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
            {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
          </Button>
        </div>
      )}
      {log.isFetchNextPageError && (
        <ErrorText>{errorMessage(log.error, 'The older entries could not be loaded.')}</ErrorText>
      )}
    </section>
  );
}
