import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import './suspended-panel.css';

export interface Suspension {
  reason: string;
  canAppeal: boolean;
}

/** The suspension a refused login (403) carries, or null for any other failure. */
export function suspensionOf(error: unknown): Suspension | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { suspension?: Partial<Suspension> } | null | undefined;
  const suspension = body?.suspension;
  if (!suspension || typeof suspension !== 'object') return null;
  return {
    reason: typeof suspension.reason === 'string' ? suspension.reason : '',
    canAppeal: suspension.canAppeal === true,
  };
}

const NOTE_MAX = 2000;

/**
 * What a suspended member sees when logging in: the organisers' reason and, once per suspension,
 * an appeal. The appeal sends the username and password just typed (a suspended member has no
 * session); they are held by the login page's state only.
 */
export function SuspendedPanel({
  suspension,
  username,
  password,
}: {
  suspension: Suspension;
  username: string;
  password: string;
}) {
  const headingId = useId();
  return (
    <section className="suspended-panel" aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId}>This account is suspended.</h2>
        {suspension.reason && (
          <p className="suspended-reason">
            <span className="suspended-label">The organisers’ reason: </span>
            {suspension.reason}
          </p>
        )}
      </div>
      {suspension.canAppeal ? (
        <AppealForm username={username} password={password} />
      ) : (
        <p>You have already appealed; an organiser will answer by email.</p>
      )}
    </section>
  );
}

function AppealForm({ username, password }: { username: string; password: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError('Tell the organisers why the suspension should be lifted.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await api<{ message?: string }>('/appeals', {
        method: 'POST',
        body: { username, password, note: note.trim() },
      });
      setSent(answer?.message || 'Your appeal was sent. An organiser will answer by email.');
    } catch (e) {
      setError(errorMessage(e, 'Your appeal could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p className="suspended-sent" role="status">
        {sent}
      </p>
    );
  }
  return (
    <form className="form suspended-appeal" onSubmit={submit} noValidate>
      <p>
        If you think this is a mistake, you can appeal once. An organiser reads your appeal and answers by
        email.
      </p>
      <div className="field">
        <label htmlFor={noteId}>Why should the suspension be lifted?</label>
        <textarea
          id={noteId}
          rows={4}
          required
          maxLength={NOTE_MAX}
          aria-invalid={error && !note.trim() ? true : undefined}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send appeal'}
        </Button>
      </div>
    </form>
  );
}
