import { type FormEvent, useState } from 'react';
import type { ProjectEntry } from '../../../shared/api/projects';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { type EntryDraft, EntryFields, entryRequest } from './entry-fields';
import type { LogActions } from './log-api';

/** The maker edits an entry in place: its day, text, time spent and techniques (PATCH). */
export function EntryEditor({
  entry,
  actions,
  onDone,
}: {
  entry: ProjectEntry;
  actions: LogActions;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<EntryDraft>({
    date: entry.date,
    body: entry.body,
    minutes: entry.minutesSpent,
    techniques: entry.techniques,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await actions.updateEntry(entry.id, entryRequest(draft));
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, 'The entry could not be saved. Try again.'));
      setBusy(false);
    }
  };
  return (
    <form className="form log-entry-editor" onSubmit={save} noValidate>
      <EntryFields
        draft={draft}
        disabled={busy}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save entry'}
        </Button>
        <Button variant="quiet" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
