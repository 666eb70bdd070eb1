import { useState } from 'react';
import {
  REACTION_LABELS,
  REACTION_NAMES,
  REACTIONS,
  type ReactionName,
  type ReactionSubjectKind,
  type ReactionSummary,
} from '../../../shared/api/reactions';
import { reactionWho, setReaction } from '../../lib/comments-api';
import { errorMessage } from '../../lib/error-message';
import { Dialog } from '../dialog';
import { toast } from '../toast';
import './reactions.css';

/**
 * The reactions on a comment, log entry, photo or tutorial (issue 37 item 2): the ones given, with
 * their counts, and for a member who may react a "+" that offers the whole set. Choosing one
 * gives or takes back the member's own; the server's counts replace the shown ones.
 */
export function ReactionBar({
  kind,
  id,
  reactions,
  canReact,
  canSeeWho,
  label,
}: {
  kind: ReactionSubjectKind;
  id: string;
  reactions: ReactionSummary;
  /** A signed-in active member who may react here. */
  canReact: boolean;
  /** Members see who reacted; visitors only the counts. */
  canSeeWho: boolean;
  /** What the reactions are on, for screen readers ("the comment by Sam"). */
  label: string;
}) {
  const [shown, setShown] = useState(reactions);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [who, setWho] = useState(false);
  if (!canReact && shown.length === 0) return null;
  const toggle = async (reaction: ReactionName) => {
    if (!canReact || busy) return;
    const mine = shown.find((r) => r.reaction === reaction)?.mine ?? false;
    setBusy(true);
    try {
      setShown((await setReaction(kind, id, reaction, !mine)).reactions);
      setPicking(false);
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const total = shown.reduce((sum, r) => sum + r.count, 0);
  return (
    <fieldset className="reaction-bar" aria-label={`Reactions to ${label}`}>
      {shown.map((r) => (
        <button
          key={r.reaction}
          type="button"
          className="reaction-pill"
          aria-pressed={r.mine}
          aria-label={`${REACTION_LABELS[r.reaction]}: ${r.count}${r.mine ? ', yours' : ''}`}
          disabled={!canReact || busy}
          onClick={() => toggle(r.reaction)}
        >
          <span aria-hidden="true">{REACTIONS[r.reaction]}</span>
          <span className="reaction-count">{r.count}</span>
        </button>
      ))}
      {canReact && (
        <button
          type="button"
          className="reaction-pill reaction-add"
          aria-expanded={picking}
          aria-label="Add a reaction"
          onClick={() => setPicking(!picking)}
        >
          <span aria-hidden="true">☺+</span>
        </button>
      )}
      {picking && (
        <fieldset className="reaction-picker" aria-label="Choose a reaction">
          {REACTION_NAMES.map((reaction) => (
            <button
              key={reaction}
              type="button"
              className="reaction-choice"
              aria-label={REACTION_LABELS[reaction]}
              title={REACTION_LABELS[reaction]}
              disabled={busy}
              onClick={() => toggle(reaction)}
            >
              <span aria-hidden="true">{REACTIONS[reaction]}</span>
            </button>
          ))}
        </fieldset>
      )}
      {canSeeWho && total > 0 && (
        <button type="button" className="link-button reaction-who" onClick={() => setWho(true)}>
          Who reacted
        </button>
      )}
      {who && <WhoReacted kind={kind} id={id} onClose={() => setWho(false)} />}
    </fieldset>
  );
}

function WhoReacted({ kind, id, onClose }: { kind: ReactionSubjectKind; id: string; onClose: () => void }) {
  const [answer, setAnswer] = useState<Awaited<ReturnType<typeof reactionWho>> | null>(null);
  const [error, setError] = useState('');
  const [asked, setAsked] = useState(false);
  if (!asked) {
    setAsked(true);
    reactionWho(kind, id).then(setAnswer, (caught) =>
      setError(errorMessage(caught, 'Could not load who reacted.')),
    );
  }
  return (
    <Dialog open title="Who reacted" onClose={onClose}>
      {error && <p role="alert">{error}</p>}
      {!answer && !error && <p role="status">Loading…</p>}
      {answer && (
        <ul className="reaction-who-list">
          {answer.reactions.map((r) => (
            <li key={r.reaction}>
              <span aria-hidden="true">{REACTIONS[r.reaction]}</span> {REACTION_LABELS[r.reaction]}:{' '}
              {r.members.map((m) => m.name).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
