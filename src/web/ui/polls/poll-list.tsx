import { useId, useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { type PollSubject, usePolls } from '../../lib/polls-api';
import { useSession } from '../../lib/session';
import { Button } from '../button';
import { ErrorText } from '../error-text';
import { PollCard } from './poll-card';
import { PollForm } from './poll-form';
import './polls.css';

/**
 * The polls of a group or an event, newest first, with "Start a poll" for those who may. A place
 * without polls where the caller cannot start one shows nothing at all.
 */
export default function PollList({ subject, timeZone }: { subject: PollSubject; timeZone: string }) {
  const titleId = useId();
  const signedIn = Boolean(useSession());
  const list = usePolls(subject);
  const [starting, setStarting] = useState(false);
  // Not found: the group or event is not the caller's to see (its page says so already).
  if (list.isPending || (list.error instanceof ApiError && list.error.status === 404)) return null;
  if (list.isError)
    return (
      <section className="polls" aria-labelledby={titleId}>
        <h2 id={titleId}>Polls</h2>
        <ErrorText>{errorMessage(list.error, 'The polls could not be loaded.')}</ErrorText>
      </section>
    );
  const { polls, canCreate } = list.data;
  if (polls.length === 0 && !canCreate) return null;
  return (
    <section className="polls" aria-labelledby={titleId}>
      <div className="polls-head">
        <h2 id={titleId}>Polls</h2>
        {canCreate && !starting && (
          <Button variant="secondary" onClick={() => setStarting(true)}>
            Start a poll
          </Button>
        )}
      </div>
      {starting && <PollForm subject={subject} timeZone={timeZone} onDone={() => setStarting(false)} />}
      {polls.length === 0 && !starting && <p className="polls-muted">No polls yet.</p>}
      <ul className="poll-list">
        {polls.map((poll) => (
          <li key={poll.id}>
            <PollCard poll={poll} subject={subject} timeZone={timeZone} signedIn={signedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
