import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Poll } from '../../../shared/api/polls';
import { errorMessage } from '../../lib/error-message';
import { type PollSubject, usePollChanges } from '../../lib/polls-api';
import { Button } from '../button';
import { Chip } from '../chip';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorText } from '../error-text';
import { PollResults } from './poll-results';
import { PollVoteForm } from './poll-vote-form';
import { hiddenResultsNote, pollMoment } from './poll-words';

/**
 * One poll: its question and notes, then either the vote form (open, not yet voted or changing
 * the vote) or the results when the caller may see them, and the actions the caller may take.
 */
export function PollCard({
  poll,
  subject,
  timeZone,
  signedIn,
}: {
  poll: Poll;
  subject: PollSubject;
  timeZone: string;
  signedIn: boolean;
}) {
  const { vote, unvote, close, remove } = usePollChanges(subject);
  const location = useLocation();
  const [changing, setChanging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Said to screen readers when the vote form gives way to the results.
  const [said, setSaid] = useState('');
  const voted = poll.options.some((o) => o.mine);
  const open = !poll.closed;
  const voting = open && poll.can.vote && (!voted || changing);
  const hiddenNote = hiddenResultsNote(poll);
  const failed = [vote, unvote, close].find((m) => m.isError)?.error;
  const onVote = (optionIds: number[]) =>
    vote.mutate(
      { pollId: poll.id, optionIds },
      {
        onSuccess: () => {
          setChanging(false);
          setSaid('Your vote is in.');
        },
      },
    );
  const takeBack = () => unvote.mutate(poll.id, { onSuccess: () => setSaid('Your vote is taken back.') });
  return (
    <article className="card poll" aria-labelledby={`poll-${poll.id}-question`}>
      <header className="poll-header">
        <h3 id={`poll-${poll.id}-question`}>{poll.question}</h3>
        <ul className="chip-list poll-chips" aria-label="About this poll">
          {poll.closed && (
            <li>
              <Chip tone="alert">Closed</Chip>
            </li>
          )}
          {poll.anonymous && (
            <li>
              <Chip>Anonymous poll</Chip>
            </li>
          )}
          {poll.multiple && (
            <li>
              <Chip>Several choices</Chip>
            </li>
          )}
          {voted && (
            <li>
              <Chip tone="accent">You voted</Chip>
            </li>
          )}
        </ul>
        <p className="poll-meta">
          {poll.author && <>Asked by {poll.author.name} · </>}
          {poll.closed
            ? 'Closed'
            : poll.closesAt
              ? `Closes ${pollMoment(poll.closesAt, timeZone)}`
              : 'No closing time'}
          {poll.voterCount !== null && (
            <> · {poll.voterCount === 1 ? '1 member voted' : `${poll.voterCount} members voted`}</>
          )}
        </p>
      </header>
      {voting ? (
        <PollVoteForm
          poll={poll}
          timeZone={timeZone}
          busy={vote.isPending}
          onVote={onVote}
          onCancel={changing ? () => setChanging(false) : undefined}
        />
      ) : poll.voterCount !== null ? (
        <PollResults poll={poll} timeZone={timeZone} />
      ) : (
        <ul className="poll-plain-options" aria-label="Options">
          {poll.options.map((o) => (
            <li key={o.id}>
              {o.label}
              {o.startsAt && <span className="poll-option-when">{pollMoment(o.startsAt, timeZone)}</span>}
              {o.mine && <span className="poll-mine">✓ Your choice</span>}
            </li>
          ))}
        </ul>
      )}
      {hiddenNote && <p className="poll-note">{hiddenNote}</p>}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {open && !signedIn && (
        <p className="poll-note">
          <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            Log in to vote
          </Link>
        </p>
      )}
      <ErrorText>{failed ? errorMessage(failed, 'That did not work. Try again.') : ''}</ErrorText>
      {(open && voted && poll.can.vote && !changing) || (open && poll.can.close) || poll.can.delete ? (
        <div className="cta-row poll-actions">
          {open && voted && poll.can.vote && !changing && (
            <>
              <Button variant="secondary" onClick={() => setChanging(true)}>
                Change vote
              </Button>
              <Button variant="quiet" disabled={unvote.isPending} onClick={takeBack}>
                Take back my vote
              </Button>
            </>
          )}
          {open && poll.can.close && (
            <Button variant="quiet" disabled={close.isPending} onClick={() => close.mutate(poll.id)}>
              {close.isPending ? 'Closing…' : 'Close poll'}
            </Button>
          )}
          {poll.can.delete && (
            <Button variant="quiet" className="poll-delete" onClick={() => setDeleting(true)}>
              Delete poll
            </Button>
          )}
        </div>
      ) : null}
      {deleting && (
        <ConfirmDialog
          title="Delete this poll?"
          confirm="Delete poll"
          busyLabel="Deleting…"
          danger
          onConfirm={() => remove.mutateAsync(poll.id)}
          onClose={() => setDeleting(false)}
        >
          <p>“{poll.question}” and all its votes go for good.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
