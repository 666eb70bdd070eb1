import { type FormEvent, useState } from 'react';
import type { Poll } from '../../../shared/api/polls';
import { Button } from '../button';
import { pollMoment } from './poll-words';

/**
 * The options as radio buttons (one choice) or checkboxes (several), starting from the member's
 * current vote when they change it.
 */
export function PollVoteForm({
  poll,
  timeZone,
  busy,
  onVote,
  onCancel,
}: {
  poll: Poll;
  timeZone: string;
  busy: boolean;
  onVote: (optionIds: number[]) => void;
  /** Shown while changing a vote: keep the vote as it was. */
  onCancel?: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>(() => poll.options.filter((o) => o.mine).map((o) => o.id));
  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (poll.multiple ? (on ? [...now, id] : now.filter((x) => x !== id)) : [id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) onVote(chosen);
  };
  return (
    <form className="poll-vote" onSubmit={submit}>
      <fieldset>
        <legend className="poll-legend">{poll.multiple ? 'Choose any that suit you' : 'Choose one'}</legend>
        {poll.options.map((option) => (
          <label key={option.id} className="poll-choice">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={`poll-${poll.id}`}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <span className="poll-option-label">
              {option.label}
              {option.startsAt && (
                <span className="poll-option-when">{pollMoment(option.startsAt, timeZone)}</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="cta-row">
        <Button type="submit" disabled={busy || chosen.length === 0}>
          {busy ? 'Voting…' : 'Vote'}
        </Button>
        {onCancel && (
          <Button variant="quiet" onClick={onCancel}>
            Keep my vote
          </Button>
        )}
      </div>
    </form>
  );
}
