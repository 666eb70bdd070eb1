import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type ConversationAnswer, MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../../shared/api/messages';
import { errorMessage } from '../../lib/error-message';
import type { ConversationChanges } from '../../lib/messages-api';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { MemberPhoto } from './member-photo';

/** Usernames typed with commas or spaces, an "@" allowed. */
export const splitUsernames = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((u) => u.replace(/^@/, ''))
    .filter(Boolean);

/** A group's title (rename), its members ("invited" until they accept), Add members, Leave. */
export function GroupPanel({
  data,
  changes,
  onLeft,
}: {
  data: ConversationAnswer;
  changes: ConversationChanges;
  onLeft: () => void;
}) {
  const { conversation, pending } = data;
  const [title, setTitle] = useState(conversation.title);
  const [adding, setAdding] = useState('');
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const id = useId();
  // A pending member may or may not be among `members`: each is listed once, "invited" until they accept.
  const listed = new Set(conversation.members.map((m) => m.username));
  const pendingNames = new Set(pending.map((p) => p.username));
  const people = [...conversation.members, ...pending.filter((p) => !listed.has(p.username))];
  const count = 1 + people.length;
  const room = MESSAGE_LIMITS.groupMembers - count;

  const run = async (event: FormEvent, change: () => Promise<{ message?: string } | null>, done: string) => {
    event.preventDefault();
    setError('');
    try {
      const said = await change();
      toast(said?.message || done);
      return true;
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
      return false;
    }
  };
  const rename = (event: FormEvent) =>
    run(event, () => changes.rename.mutateAsync(title.trim()), 'Title saved.');
  const add = async (event: FormEvent) => {
    const usernames = splitUsernames(adding);
    if (usernames.length === 0) {
      event.preventDefault();
      setError('Type a username to add.');
      return;
    }
    if (usernames.length > room) {
      event.preventDefault();
      setError(MESSAGE_MESSAGES.full);
      return;
    }
    if (await run(event, () => changes.addMembers.mutateAsync(usernames), 'Added.')) setAdding('');
  };

  return (
    <section className="msg-group" aria-label="The group">
      <form className="msg-inline-form" onSubmit={rename}>
        <div className="field">
          <label htmlFor={`${id}-title`}>Group title</label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={MESSAGE_LIMITS.title}
            placeholder="Named by its members"
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={changes.rename.isPending}>
          Rename
        </Button>
      </form>
      <h3 className="msg-group-heading">
        Members{' '}
        <span className="msg-muted">
          {count} of {MESSAGE_LIMITS.groupMembers}
        </span>
      </h3>
      <ul className="msg-members">
        <li className="msg-member msg-muted">You</li>
        {people.map((member) => (
          <li key={member.username} className="msg-member">
            <MemberPhoto member={member} className="msg-photo msg-photo-small" />
            <Link to={`/public/${encodeURIComponent(member.username)}`}>{member.name}</Link>
            {pendingNames.has(member.username) && <Chip>invited</Chip>}
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <form className="msg-inline-form" onSubmit={add}>
          <div className="field">
            <label htmlFor={`${id}-add`}>Add members</label>
            <input
              id={`${id}-add`}
              value={adding}
              placeholder="Usernames, separated by commas"
              aria-describedby={`${id}-add-hint`}
              onChange={(e) => setAdding(e.target.value)}
            />
            <p id={`${id}-add-hint`} className="field-hint">
              Room for {room} more.
            </p>
          </div>
          <Button type="submit" variant="secondary" disabled={changes.addMembers.isPending}>
            Add
          </Button>
        </form>
      ) : (
        <p className="msg-hint">{MESSAGE_MESSAGES.full}</p>
      )}
      <ErrorText>{error}</ErrorText>
      <Button variant="danger" onClick={() => setLeaving(true)}>
        Leave conversation
      </Button>
      {leaving && (
        <ConfirmDialog
          title="Leave this conversation?"
          confirm="Leave"
          busyLabel="Leaving…"
          danger
          onConfirm={async () => {
            const said = await changes.leave.mutateAsync(undefined);
            toast(said?.message || MESSAGE_MESSAGES.left);
            onLeft();
          }}
          onClose={() => setLeaving(false)}
        >
          <p>You stop seeing its messages; the others are not asked. Someone must add you again to return.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
