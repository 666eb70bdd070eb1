import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE_MESSAGES } from '../../../shared/api/messages';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { MESSAGES_KEY, markRead, useConversation, useConversationChanges } from '../../lib/messages-api';
import { useTitle } from '../../lib/use-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { Composer } from './composer';
import { GroupPanel } from './group-panel';
import { ConversationPhotos, conversationName } from './member-photo';
import { MessageList } from './message-list';

/** /messages/:conversationId — one conversation: its messages, a request's answer, the composer. */
export default function ConversationPage() {
  const id = Number(useParams().conversationId);
  const [params] = useSearchParams();
  const backTo = params.get('box') === 'requests' ? '/messages?box=requests' : '/messages';
  const query = useConversation(id);
  const changes = useConversationChanges(id);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [showGroup, setShowGroup] = useState(false);
  const data = query.data;
  const name = data ? conversationName(data.conversation) : 'Conversation';
  useTitle(`${name} · Messages`);

  // Shown means read: say so up to the newest message (an accepted conversation only).
  const newest = data?.messages.at(-1)?.id;
  const active = data?.conversation.state === 'active';
  const unread = data?.conversation.unread ?? 0;
  useEffect(() => {
    if (!newest || !active || unread === 0) return;
    markRead(id, newest).then(
      () => client.invalidateQueries({ queryKey: [...MESSAGES_KEY] }),
      () => undefined,
    );
  }, [id, newest, active, unread, client]);

  const back = (
    <Link to={backTo} className="msg-back">
      ← All conversations
    </Link>
  );
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="msg-pane">
        {back}
        {gone ? (
          <EmptyState title={MESSAGE_MESSAGES.notFound}>
            <p>It may have been left, ignored or closed by a block.</p>
          </EmptyState>
        ) : (
          <ErrorText>{errorMessage(query.error, 'This conversation could not be loaded.')}</ErrorText>
        )}
      </div>
    );
  }
  if (!data)
    return (
      <div className="msg-pane">
        {back}
        <p role="status">Loading…</p>
      </div>
    );

  const { conversation } = data;
  const isGroup = conversation.kind === 'group';
  const answer = async (which: 'accept' | 'ignore') => {
    try {
      const said = await changes[which].mutateAsync(undefined);
      if (which === 'accept') toast(said?.message || MESSAGE_MESSAGES.accepted);
      else {
        toast(said?.message || MESSAGE_MESSAGES.ignored);
        navigate('/messages?box=requests');
      }
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    }
  };

  return (
    <section className="msg-pane" aria-labelledby="msg-title">
      <header className="msg-pane-header">
        {back}
        <div className="msg-pane-who">
          <ConversationPhotos conversation={conversation} />
          <h2 id="msg-title" className="msg-pane-title">
            {conversation.kind === 'direct' && conversation.members[0] ? (
              <Link to={`/public/${encodeURIComponent(conversation.members[0].username)}`}>{name}</Link>
            ) : (
              name
            )}
          </h2>
          {isGroup && (
            <Button variant="quiet" aria-expanded={showGroup} onClick={() => setShowGroup((s) => !s)}>
              {showGroup ? 'Hide members' : 'Members'}
            </Button>
          )}
        </div>
      </header>
      {isGroup && showGroup && (
        <GroupPanel data={data} changes={changes} onLeft={() => navigate('/messages')} />
      )}
      {conversation.state === 'request' && (
        <section className="msg-request" aria-label="Message request">
          <p>
            <strong>{name}</strong> {isGroup ? 'added you to a group conversation' : 'wants to message you'}.
            Accept to reply; it then joins your messages.
          </p>
          <div className="cta-row">
            <Button onClick={() => answer('accept')} disabled={changes.accept.isPending}>
              Accept
            </Button>
            <Button variant="secondary" onClick={() => answer('ignore')} disabled={changes.ignore.isPending}>
              Ignore
            </Button>
          </div>
          <p className="msg-hint">They are not told if you ignore.</p>
        </section>
      )}
      <MessageList data={data} />
      {conversation.state === 'active' &&
        (data.canWrite ? (
          <Composer changes={changes} />
        ) : (
          <p className="msg-hint msg-cannot-write">{MESSAGE_MESSAGES.cannotWrite}</p>
        ))}
    </section>
  );
}
