import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../../shared/api/messages';
import type { ApiError } from '../../lib/api';
import { MESSAGES_KEY, messageReach, startConversation } from '../../lib/messages-api';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { sendErrorText } from './composer';
import { splitUsernames } from './group-panel';

/**
 * /messages/new?to=username — the first message, to one member or a new group (more usernames,
 * an optional title). Before sending it says who will get it as a request, and "No such member."
 */
export default function NewConversationPage() {
  useTitle('New message · Messages');
  const [params] = useSearchParams();
  const [to, setTo] = useState<string[]>(() => splitUsernames(params.get('to') ?? ''));
  const [adding, setAdding] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const viewer = useSession()?.userid ?? '';
  const id = useId();
  const reaches = useQueries({
    queries: to.map((username) => ({
      queryKey: [...MESSAGES_KEY, viewer, 'reach', username.toLowerCase()],
      queryFn: ({ signal }: { signal: AbortSignal }) => messageReach(username, signal),
      retry: false,
    })),
  });
  const missing = to.filter((_, i) => (reaches[i]?.error as ApiError | null)?.status === 404);
  const requests = to.filter((_, i) => reaches[i]?.data?.reach === 'request');

  const add = () => {
    const more = splitUsernames(adding).filter((u) => !to.some((t) => t.toLowerCase() === u.toLowerCase()));
    if (to.length + more.length > MESSAGE_LIMITS.groupMembers - 1) setError(MESSAGE_MESSAGES.full);
    else setTo([...to, ...more]);
    setAdding('');
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (to.length === 0) return setError('Choose who to write to.');
    if (missing.length > 0) return setError(MESSAGE_MESSAGES.noSuchMember);
    if (!body.trim()) return setError('Write something first.');
    setBusy(true);
    try {
      const { conversationId } = await startConversation({ to, title: title.trim(), body });
      await client.invalidateQueries({ queryKey: MESSAGES_KEY });
      navigate(`/messages/${conversationId}`, { replace: true });
    } catch (caught) {
      setError(sendErrorText(caught));
      setBusy(false);
    }
  }

  return (
    <section className="msg-pane msg-new" aria-labelledby={`${id}-h`}>
      <Link to="/messages" className="msg-back">
        ← All conversations
      </Link>
      <h2 id={`${id}-h`} className="msg-pane-title">
        New message
      </h2>
      <form className="form" onSubmit={send} noValidate>
        <fieldset className="msg-to">
          <legend>To</legend>
          {to.length > 0 && (
            <ul className="msg-to-list">
              {to.map((username, i) => (
                <li key={username} className="msg-to-chip">
                  @{username}
                  {missing.includes(username) && (
                    <span className="msg-to-missing"> · {MESSAGE_MESSAGES.noSuchMember}</span>
                  )}
                  {reaches[i]?.data?.reach === 'request' && <span className="msg-muted"> · request</span>}
                  <button
                    type="button"
                    className="msg-to-remove"
                    aria-label={`Remove ${username}`}
                    onClick={() => setTo(to.filter((t) => t !== username))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="msg-inline-form">
            <div className="field">
              <label htmlFor={`${id}-add`}>{to.length ? 'Add someone (for a group)' : 'Username'}</label>
              <input
                id={`${id}-add`}
                value={adding}
                autoCapitalize="none"
                onChange={(e) => setAdding(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  add();
                }}
              />
            </div>
            <Button variant="secondary" onClick={add} disabled={!adding.trim()}>
              Add
            </Button>
          </div>
        </fieldset>
        {requests.length > 0 && (
          <p className="msg-request-note" role="status">
            {to.length === 1 ? 'They' : requests.map((u) => `@${u}`).join(', ')} will see it as a request: it
            waits until they accept it.
          </p>
        )}
        {to.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-title`}>Group title (optional)</label>
            <input
              id={`${id}-title`}
              value={title}
              maxLength={MESSAGE_LIMITS.title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-body`}>Message</label>
          <textarea
            id={`${id}-body`}
            rows={4}
            value={body}
            maxLength={MESSAGE_LIMITS.body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </section>
  );
}
