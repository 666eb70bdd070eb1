import { type FormEvent, useRef, useState } from 'react';
import { POLL_LIMITS, POLL_RESULTS, POLL_RESULTS_LABELS, type PollResults } from '../../../shared/api/polls';
import { errorMessage } from '../../lib/error-message';
import { type PollSubject, usePollChanges } from '../../lib/polls-api';
import { Button } from '../button';
import { ErrorText } from '../error-text';
import { FormField } from '../form-field';
import { type OptionRow, PollOptionRows } from './poll-option-rows';
import { instantFromWallTime, toZonedIso } from './poll-words';

/** A wall time in the place's zone as ISO with its offset; null when empty or not a time. */
function zoned(local: string, timeZone: string): string | null {
  const instant = local ? instantFromWallTime(local, timeZone) : undefined;
  return instant === undefined ? null : toZonedIso(instant, timeZone);
}

interface Problems {
  question?: string;
  options?: string;
  closesAt?: string;
}

function check(question: string, rows: OptionRow[], closesAt: string | null): Problems {
  const problems: Problems = {};
  if (!question.trim()) problems.question = 'Ask a question.';
  const labels = rows.map((r) => r.label.trim().toLowerCase());
  if (labels.some((l) => !l)) problems.options = 'Write each option, or remove the empty ones.';
  else if (new Set(labels).size !== labels.length) problems.options = 'Each option must be different.';
  if (closesAt && Date.parse(closesAt) <= Date.now())
    problems.closesAt = 'The closing time must be in the future.';
  return problems;
}

/** "Start a poll": a question, its options, and how it runs. Server refusals show under it. */
export function PollForm({
  subject,
  timeZone,
  onDone,
}: {
  subject: PollSubject;
  timeZone: string;
  onDone: () => void;
}) {
  const { start } = usePollChanges(subject);
  const nextKey = useRef(3);
  const newKey = () => nextKey.current++;
  const [question, setQuestion] = useState('');
  const [rows, setRows] = useState<OptionRow[]>([
    { key: 1, label: '', when: '' },
    { key: 2, label: '', when: '' },
  ]);
  const [datePoll, setDatePoll] = useState(false);
  const [multiple, setMultiple] = useState(false);
  const [anonymous, setAnonymous] = useState(false);
  const [results, setResults] = useState<PollResults>('always');
  const [closes, setCloses] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const closesAt = zoned(closes, timeZone);
    const found = check(question, rows, closesAt);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const options = rows.map((r) => ({
      label: r.label.trim(),
      startsAt: datePoll ? zoned(r.when, timeZone) : null,
    }));
    start.mutate(
      { question: question.trim(), options, multiple, anonymous, results, closesAt },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="card poll-form form" onSubmit={submit} noValidate aria-labelledby="poll-form-title">
      <h3 id="poll-form-title">Start a poll</h3>
      <FormField
        label="Question"
        value={question}
        maxLength={POLL_LIMITS.question}
        error={problems.question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <label className="poll-check">
        <input type="checkbox" checked={datePoll} onChange={(event) => setDatePoll(event.target.checked)} />
        Options propose dates (a date poll)
      </label>
      <PollOptionRows
        rows={rows}
        datePoll={datePoll}
        error={problems.options}
        onRows={setRows}
        newKey={newKey}
      />
      <fieldset>
        <legend>Choices</legend>
        <label className="poll-check">
          <input type="radio" name="poll-multiple" checked={!multiple} onChange={() => setMultiple(false)} />
          One choice each
        </label>
        <label className="poll-check">
          <input type="radio" name="poll-multiple" checked={multiple} onChange={() => setMultiple(true)} />
          Several choices each
        </label>
      </fieldset>
      <fieldset>
        <legend>Votes</legend>
        <label className="poll-check">
          <input
            type="radio"
            name="poll-anonymous"
            checked={!anonymous}
            onChange={() => setAnonymous(false)}
          />
          Named: members see who chose what
        </label>
        <label className="poll-check">
          <input type="radio" name="poll-anonymous" checked={anonymous} onChange={() => setAnonymous(true)} />
          Anonymous: counts only, for everyone
        </label>
      </fieldset>
      <fieldset>
        <legend>Who sees the results</legend>
        {POLL_RESULTS.map((choice) => (
          <label key={choice} className="poll-check">
            <input
              type="radio"
              name="poll-results"
              checked={results === choice}
              onChange={() => setResults(choice)}
            />
            {POLL_RESULTS_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <FormField
        label="Closes (optional)"
        type="datetime-local"
        value={closes}
        hint="Leave empty to close it by hand."
        error={problems.closesAt}
        onChange={(event) => setCloses(event.target.value)}
      />
      <ErrorText>
        {start.isError ? errorMessage(start.error, 'The poll could not be started. Try again.') : ''}
      </ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Starting…' : 'Start poll'}
        </Button>
        <Button variant="quiet" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
