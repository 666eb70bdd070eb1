import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { GROUP_LIMITS } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { GROUPS_KEY, inviteToGroup } from '../../lib/groups-api';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';

/** "a, b c" → ['a', 'b', 'c'] (commas, spaces or an @ before a name all work). */
export function usernamesIn(text: string): string[] {
  const names = text
    .split(/[\s,]+/)
    .map((n) => n.replace(/^@/, '').trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** Moderators invite members by username; the answer says who was invited. */
export function InviteForm({ slug }: { slug: string }) {
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const usernames = usernamesIn(text);
    setDone('');
    if (usernames.length === 0) return setError('Choose who to invite.');
    if (usernames.length > GROUP_LIMITS.invite)
      return setError(`Invite at most ${GROUP_LIMITS.invite} members at once.`);
    setBusy(true);
    setError('');
    try {
      const { invited } = await inviteToGroup(slug, usernames);
      setDone(
        invited.length === 0
          ? 'Nobody new was invited: they are in the group or invited already.'
          : `Invited: ${invited.join(', ')}.`,
      );
      setText('');
      await client.invalidateQueries({ queryKey: GROUPS_KEY });
    } catch (caught) {
      setError(errorMessage(caught, 'The invitations could not be sent. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="group-invite" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Invite members</label>
        <div className="group-search-row">
          <input
            id={id}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Inviting…' : 'Invite'}
          </Button>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          Their usernames, separated by commas or spaces. They see the invitation on their Groups page.
        </p>
      </div>
      <ErrorText>{error}</ErrorText>
      {done && (
        <p className="group-done" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
