import { POLL_LIMITS } from '../../../shared/api/polls';
import { Button } from '../button';

export interface OptionRow {
  /** A stable key for React while rows come and go. */
  key: number;
  label: string;
  /** The wall time of a date poll's option ('2026-03-07T10:00'), or ''. */
  when: string;
}

/** The options of a new poll: 2 to 20 rows, each with a date-time field in a date poll. */
export function PollOptionRows({
  rows,
  datePoll,
  error,
  onRows,
  newKey,
}: {
  rows: OptionRow[];
  datePoll: boolean;
  error?: string;
  onRows: (rows: OptionRow[]) => void;
  newKey: () => number;
}) {
  const set = (key: number, change: Partial<OptionRow>) =>
    onRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="poll-form-options" aria-describedby={error ? 'poll-options-error' : undefined}>
      <legend>Options</legend>
      <ol className="poll-option-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="poll-option-row">
            <div className="field">
              <label htmlFor={`poll-option-${row.key}`}>Option {index + 1}</label>
              <input
                id={`poll-option-${row.key}`}
                value={row.label}
                maxLength={POLL_LIMITS.option}
                onChange={(event) => set(row.key, { label: event.target.value })}
              />
            </div>
            {datePoll && (
              <div className="field">
                <label htmlFor={`poll-option-when-${row.key}`}>Date and time (optional)</label>
                <input
                  id={`poll-option-when-${row.key}`}
                  type="datetime-local"
                  value={row.when}
                  onChange={(event) => set(row.key, { when: event.target.value })}
                />
              </div>
            )}
            {rows.length > 2 && (
              <Button
                variant="quiet"
                className="poll-option-remove"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => onRows(rows.filter((r) => r.key !== row.key))}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p id="poll-options-error" className="error-text">
          {error}
        </p>
      )}
      {rows.length < POLL_LIMITS.options && (
        <Button variant="secondary" onClick={() => onRows([...rows, { key: newKey(), label: '', when: '' }])}>
          Add an option
        </Button>
      )}
    </fieldset>
  );
}
