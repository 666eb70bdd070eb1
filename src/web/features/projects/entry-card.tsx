import { type ReactNode, useState } from 'react';
import { type ProjectEntry, TECHNIQUE_LABELS } from '../../../shared/api/projects';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { ChipList } from '../../ui/chip';
import { CommentsDisclosure } from '../../ui/comments/comments-disclosure';
import { ReactionBar } from '../../ui/reactions/reaction-bar';
import { EntryEditor } from './entry-editor';
import { EntryPhotoAdder } from './entry-photo-adder';
import type { LogActions } from './log-api';
import { LogConfirm } from './log-confirm';
import { formatDay, formatMinutes, spokenMinutes } from './log-format';
import { type CoverChoice, PhotoGrid } from './photo-grid';

/**
 * One dated entry of the build log: the day, time spent, techniques, the text and the photos. The
 * maker (`actions` given) edits it, adds photos to it and deletes it or its photos.
 */
export function EntryCard({
  entry,
  actions,
  cover,
  report,
}: {
  entry: ProjectEntry;
  actions?: LogActions;
  /** The maker's choice of the project's cover. */
  cover?: CoverChoice;
  /** Another member's "Report" (given when the viewer is not the maker). */
  report?: (entry: ProjectEntry, day: string) => ReactNode;
}) {
  const session = useSession();
  const [mode, setMode] = useState<'view' | 'edit' | 'photos'>('view');
  const [deleting, setDeleting] = useState(false);
  const titleId = `log-entry-${entry.id}`;
  const time = formatMinutes(entry.minutesSpent);
  const day = formatDay(entry.date);
  return (
    <li className="log-entry">
      <article className="log-entry-card" aria-labelledby={titleId}>
        <header className="log-entry-head">
          <h3 id={titleId} className="log-entry-date">
            <time dateTime={entry.date}>{formatDay(entry.date)}</time>
          </h3>
          {time && (
            <p className="log-entry-time">
              <span aria-hidden="true">{time}</span>
              <span className="visually-hidden">{spokenMinutes(entry.minutesSpent)} spent</span>
            </p>
          )}
        </header>
        {mode === 'edit' && actions ? (
          <EntryEditor entry={entry} actions={actions} onDone={() => setMode('view')} />
        ) : (
          <>
            <ChipList
              label="Techniques"
              tone="accent"
              items={entry.techniques.map((t) => TECHNIQUE_LABELS[t])}
            />
            {entry.html && (
              // The server renders the entry's Markdown and sanitises it (an allow-list of tags).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
              <div className="log-entry-text" dangerouslySetInnerHTML={{ __html: entry.html }} />
            )}
          </>
        )}
        <PhotoGrid
          photos={entry.photos}
          onDelete={actions ? (photo) => actions.deletePhoto(photo.id) : undefined}
          cover={cover}
        />
        {actions && mode === 'photos' && (
          <EntryPhotoAdder entry={entry} actions={actions} onDone={() => setMode('view')} />
        )}
        {!actions && report && <div className="log-entry-report">{report(entry, day)}</div>}
        {actions && mode === 'view' && (
          <div className="cta-row log-entry-tools">
            <Button
              variant="secondary"
              aria-label={`Edit the entry of ${day}`}
              onClick={() => setMode('edit')}
            >
              Edit
            </Button>
            <Button
              variant="secondary"
              aria-label={`Add photos to the entry of ${day}`}
              onClick={() => setMode('photos')}
            >
              Add photos
            </Button>
            <Button
              variant="quiet"
              aria-label={`Delete the entry of ${day}`}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </div>
        )}
        <ReactionBar
          kind="project-entry"
          id={String(entry.id)}
          reactions={entry.reactions}
          canReact={!actions && session?.status === 'active'}
          canSeeWho={Boolean(session)}
          label={`the entry of ${day}`}
        />
        <CommentsDisclosure
          subject={{ kind: 'project-entry', id: String(entry.id) }}
          about={`the entry of ${day}`}
        />
      </article>
      {deleting && actions && (
        <LogConfirm
          title="Delete this entry?"
          confirm="Delete entry"
          busyLabel="Deleting…"
          onConfirm={() => actions.deleteEntry(entry.id)}
          onClose={() => setDeleting(false)}
        >
          <p>
            The entry of {formatDay(entry.date)} and its{' '}
            {entry.photos.length === 1 ? 'photo' : `${entry.photos.length} photos`} leave the log for good.
          </p>
        </LogConfirm>
      )}
    </li>
  );
}
