import { useId } from 'react';
import { PROJECT_LIMITS, TECHNIQUE_LABELS, TECHNIQUES, type Technique } from '../../../shared/api/projects';
import { formatMinutes } from './log-format';

/** What a log entry's form holds: the fields of entryBody. */
export interface EntryDraft {
  date: string;
  body: string;
  minutes: number;
  techniques: Technique[];
}

/** Quick choices for time spent, in minutes: one tap on a phone. */
const QUICK_TIMES = [30, 60, 120, 240];

const whole = (value: string) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The entry's fields, shared by the composer and the editor: the day, the text (with a hint of the
 * Markdown it takes), time spent (hours and minutes, or a quick choice) and techniques as toggles.
 */
export function EntryFields({
  draft,
  onChange,
  disabled,
}: {
  draft: EntryDraft;
  onChange: (patch: Partial<EntryDraft>) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const hours = Math.floor(draft.minutes / 60);
  const minutes = draft.minutes % 60;
  const setTime = (h: number, m: number) =>
    onChange({ minutes: Math.min(PROJECT_LIMITS.minutes, h * 60 + m) });
  const toggle = (t: Technique) =>
    onChange({
      techniques: draft.techniques.includes(t)
        ? draft.techniques.filter((x) => x !== t)
        : TECHNIQUES.filter((x) => x === t || draft.techniques.includes(x)),
    });
  return (
    <>
      <div className="field log-date">
        <label htmlFor={`${id}-date`}>Day of the work</label>
        <input
          id={`${id}-date`}
          type="date"
          required
          value={draft.date}
          disabled={disabled}
          onChange={(e) => onChange({ date: e.target.value })}
        />
      </div>
      <div className="field log-body">
        <label htmlFor={`${id}-body`}>What you did</label>
        <textarea
          id={`${id}-body`}
          rows={4}
          maxLength={PROJECT_LIMITS.entryBody}
          value={draft.body}
          disabled={disabled}
          aria-describedby={`${id}-body-hint`}
          onChange={(e) => onChange({ body: e.target.value })}
        />
        <p id={`${id}-body-hint`} className="field-hint">
          Markdown works: **bold**, *italics*, lists starting with “- ”, and links like [shop](https://…).
        </p>
      </div>
      <fieldset className="log-time" disabled={disabled}>
        <legend>Time spent</legend>
        <div className="log-time-inputs">
          <div className="field">
            <label htmlFor={`${id}-hours`}>Hours</label>
            <input
              id={`${id}-hours`}
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              value={hours || ''}
              placeholder="0"
              onChange={(e) => setTime(whole(e.target.value), minutes)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-minutes`}>Minutes</label>
            <input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              step={5}
              value={minutes || ''}
              placeholder="0"
              onChange={(e) => setTime(hours, Math.min(59, whole(e.target.value)))}
            />
          </div>
        </div>
        <ul className="log-toggles" aria-label="Quick times">
          {QUICK_TIMES.map((m) => (
            <li key={m}>
              <button
                type="button"
                className="log-toggle"
                aria-pressed={draft.minutes === m}
                onClick={() => onChange({ minutes: draft.minutes === m ? 0 : m })}
              >
                {formatMinutes(m)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="log-techniques" disabled={disabled}>
        <legend>Techniques</legend>
        <ul className="log-toggles">
          {TECHNIQUES.map((t) => (
            <li key={t}>
              <button
                type="button"
                className="log-toggle"
                aria-pressed={draft.techniques.includes(t)}
                onClick={() => toggle(t)}
              >
                {TECHNIQUE_LABELS[t]}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}

/** The request body for a draft. */
export const entryRequest = (draft: EntryDraft) => ({
  date: draft.date,
  body: draft.body.trim(),
  minutesSpent: draft.minutes,
  techniques: draft.techniques,
});
