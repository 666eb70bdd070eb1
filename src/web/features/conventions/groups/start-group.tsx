import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import type { GroupActions } from './api';
import { dayLabel } from './day-label';
import { useAction } from './use-action';

/** The characters as typed: one per line or separated by commas, blanks dropped. */
export const splitCharacters = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** "Start a group": series, day, title, notes, the characters, doubles. Collapsed until asked for. */
export function StartGroup({ days, actions }: { days: string[]; actions: GroupActions }) {
  const [open, setOpen] = useState(false);
  const [series, setSeries] = useState('');
  const [day, setDay] = useState('');
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [characters, setCharacters] = useState('');
  const [doubles, setDoubles] = useState(false);
  const { busy, error, act } = useAction();
  if (!open)
    return (
      <Button variant="secondary" className="con-groups-start" onClick={() => setOpen(true)}>
        Start a group
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      series,
      day: day || null,
      title: title || undefined,
      notes,
      characters: splitCharacters(characters),
      allowDoubles: doubles,
    };
    if (await act(() => actions.start(body), 'The group could not be started.')) {
      setOpen(false);
      setSeries('');
      setTitle('');
      setNotes('');
      setCharacters('');
      setDoubles(false);
    }
  };
  return (
    <form className="form con-groups-form" onSubmit={submit} aria-label="Start a group">
      <h3>Start a group</h3>
      <FormField
        label="Series"
        required
        maxLength={120}
        value={series}
        onChange={(e) => setSeries(e.target.value)}
      />
      <div className="field">
        <label htmlFor="con-group-day">Day</label>
        <select id="con-group-day" value={day} onChange={(e) => setDay(e.target.value)}>
          <option value="">Whole con</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Title"
        hint="Leave empty to use the series."
        maxLength={120}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="field">
        <label htmlFor="con-group-characters">Characters</label>
        <textarea
          id="con-group-characters"
          required
          rows={4}
          aria-describedby="con-group-characters-hint"
          value={characters}
          onChange={(e) => setCharacters(e.target.value)}
        />
        <p id="con-group-characters-hint" className="field-hint">
          One per line (or separated by commas). You can add and remove characters later.
        </p>
      </div>
      <div className="field">
        <label htmlFor="con-group-notes">Notes</label>
        <textarea
          id="con-group-notes"
          rows={2}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <label className="con-group-doubles">
        <input type="checkbox" checked={doubles} onChange={(e) => setDoubles(e.target.checked)} />
        Allow doubles (two members may claim the same character)
      </label>
      <ErrorText>{error}</ErrorText>
      <div className="con-groups-form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Starting…' : 'Start the group'}
        </Button>
        <Button variant="quiet" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
