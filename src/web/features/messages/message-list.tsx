import { useEffect, useRef, useState } from 'react';
import type { ConversationAnswer, Message } from '../../../shared/api/messages';
import { errorMessage } from '../../lib/error-message';
import { loadOlder } from '../../lib/messages-api';
import { longDate } from '../../lib/time-ago';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { MemberPhoto } from './member-photo';
import { MessageItem } from './message-item';

/** Runs of messages from one sender on one day, each day headed by its date. */
interface Run {
  day: string;
  newDay: boolean;
  messages: Message[];
}

const dayOf = (iso: string) => new Date(iso).toDateString();

function runsOf(messages: Message[]): Run[] {
  const runs: Run[] = [];
  for (const message of messages) {
    const last = runs.at(-1);
    const day = dayOf(message.createdAt);
    const sameSender = last?.messages[0]?.sender?.username === message.sender?.username;
    if (last && last.day === day && sameSender) last.messages.push(message);
    else runs.push({ day, newDay: last?.day !== day, messages: [message] });
  }
  return runs;
}

/** "Today", "Yesterday", else the date. */
function dayLabel(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  if (date.toDateString() === today.toDateString()) return 'Today';
  if (date.toDateString() === new Date(today.getTime() - 86_400_000).toDateString()) return 'Yesterday';
  return longDate(iso);
}

/**
 * The messages, oldest first (own on the right), grouped by sender and day; "Load older" fetches
 * the page before; "Seen" under the viewer's last message once others read it.
 */
export function MessageList({ data }: { data: ConversationAnswer }) {
  const [older, setOlder] = useState<{ messages: Message[]; before: number | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const id = data.conversation.id;
  const messages = [...(older?.messages ?? []), ...data.messages];
  const before = older ? older.before : data.before;
  const newest = data.messages.at(-1)?.id;

  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  async function more() {
    if (before === null) return;
    setLoading(true);
    setError('');
    try {
      const page = await loadOlder(id, before);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], before: page.before });
    } catch (caught) {
      setError(errorMessage(caught, 'Older messages could not be loaded.'));
    } finally {
      setLoading(false);
    }
  }

  const lastMine = [...messages].reverse().find((m) => m.mine && !m.deleted);
  const seenBy = lastMine
    ? data.readBy
        .filter((r) => r.lastReadId >= lastMine.id)
        .map((r) => data.conversation.members.find((m) => m.username === r.username)?.name ?? r.username)
    : [];
  const seen =
    seenBy.length === 0 ? '' : data.conversation.kind === 'direct' ? 'Seen' : `Seen by ${seenBy.join(', ')}`;

  return (
    <section className="msg-thread" aria-label="Messages in this conversation">
      {before !== null && (
        <div className="msg-older">
          <Button variant="quiet" onClick={more} disabled={loading}>
            {loading ? 'Loading…' : 'Load older messages'}
          </Button>
          <ErrorText>{error}</ErrorText>
        </div>
      )}
      {messages.length === 0 && <p className="msg-hint msg-thread-empty">No messages yet. Say hello.</p>}
      <ol className="msg-runs">
        {runsOf(messages).map((run) => {
          const first = run.messages[0]!;
          const mine = first.mine;
          return (
            <li key={first.id} className="msg-run-item">
              {run.newDay && (
                <p className="msg-day">
                  <time dateTime={first.createdAt}>{dayLabel(first.createdAt)}</time>
                </p>
              )}
              <div className={mine ? 'msg-run msg-run-mine' : 'msg-run'}>
                {!mine && <MemberPhoto member={first.sender} className="msg-photo msg-run-photo" />}
                <div className="msg-run-body">
                  {!mine && <p className="msg-sender">{first.sender?.name ?? 'A former member'}</p>}
                  <ul className="msg-bubbles">
                    {run.messages.map((message) => (
                      <li key={message.id}>
                        <MessageItem message={message} />
                        {message === lastMine && seen && <p className="msg-seen">{seen}</p>}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
    </section>
  );
}
