import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProjectAnswer, ProjectEntry } from '../../../shared/api/projects';
import { TUTORIAL_LIMITS, TUTORIAL_MESSAGES } from '../../../shared/api/tutorials';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { useLogEntries } from './log-api';
import { formatDay } from './log-format';
import { useCreateTutorial } from './tutorial-api';

/** An entry's first line of text, without the Markdown marks, for its checkbox. */
export function firstLine(body: string, max = 80): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const plain = line
    .replace(/^\s*(?:[-*+]|\d+\.|#+|>)\s+/, '')
    .replace(/[*_`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/**
 * "Publish as tutorial": a title, a short introduction and the log entries that become its steps
 * (all of them unless unticked). The draft is made at once and the editor opens on it.
 */
export function PublishTutorialDialog({ project, onClose }: { project: ProjectAnswer; onClose: () => void }) {
  const log = useLogEntries(project.id);
  const create = useCreateTutorial(project.id);
  const navigate = useNavigate();
  const introId = useId();
  const [title, setTitle] = useState(project.title);
  const [intro, setIntro] = useState('');
  // Unticked rather than ticked: entries of a page loaded later start ticked too.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const chosen = entries.filter((e) => !unticked.has(e.id));
  const toggle = (entry: ProjectEntry, on: boolean) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (on) next.delete(entry.id);
      else next.add(entry.id);
      return next;
    });
  const submit = async () => {
    if (chosen.length === 0) return setError(TUTORIAL_MESSAGES.noEntries);
    setBusy(true);
    setError('');
    try {
      // The log is newest first; steps go oldest first.
      const entryIds = chosen.map((e) => e.id).reverse();
      const tutorial = await create({ title, intro, entryIds });
      navigate(`/tutorials/${tutorial.id}/edit`);
    } catch (caught) {
      setError(errorMessage(caught, 'The tutorial could not be made. Try again.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open title="Publish as tutorial" onClose={onClose} className="project-dialog">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label="Title"
          value={title}
          required
          maxLength={TUTORIAL_LIMITS.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="field">
          <label htmlFor={introId}>Short introduction</label>
          <textarea
            id={introId}
            rows={3}
            value={intro}
            maxLength={TUTORIAL_LIMITS.intro}
            onChange={(event) => setIntro(event.target.value)}
          />
        </div>
        <fieldset className="tutorial-entry-choice">
          <legend>Steps from the build log</legend>
          {log.isPending && <p role="status">Loading the log…</p>}
          {log.isError && (
            <ErrorText>{errorMessage(log.error, 'The build log could not be loaded.')}</ErrorText>
          )}
          {log.isSuccess && entries.length === 0 && (
            <p>The build log is empty: log your progress first, then teach it.</p>
          )}
          {entries.length > 0 && (
            <ul className="tutorial-entry-list">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={!unticked.has(entry.id)}
                      onChange={(event) => toggle(entry, event.target.checked)}
                    />
                    <span>
                      <strong>{formatDay(entry.date)}</strong>
                      {firstLine(entry.body) && ` — ${firstLine(entry.body)}`}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {log.hasNextPage && (
            <Button variant="quiet" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
            </Button>
          )}
        </fieldset>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" disabled={busy || entries.length === 0}>
            {busy
              ? 'Making the draft…'
              : `Make a draft with ${chosen.length} ${chosen.length === 1 ? 'step' : 'steps'}`}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
