import { Link, useParams, useSearchParams } from 'react-router';
import type { ConversationSummary } from '../../../shared/api/messages';
import { errorMessage } from '../../lib/error-message';
import { type Box, useConversations } from '../../lib/messages-api';
import { localDateTime } from '../../lib/time-ago';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { ConversationPhotos, conversationName, shortTime } from './member-photo';

/** The member's conversations (newest first) or their requests, under two tabs. */
export function ConversationList() {
  const [params] = useSearchParams();
  const box: Box = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const list = useConversations(box);
  const openId = Number(useParams().conversationId);
  const requests = list.data?.requests;
  const search = box === 'requests' ? '?box=requests' : '';
  return (
    <section className="msg-list" aria-label="Your conversations">
      <nav className="msg-tabs" aria-label="Messages or requests">
        <Link to="/messages" aria-current={box === 'inbox' ? 'page' : undefined} className="msg-tab">
          Messages
        </Link>
        <Link
          to="/messages?box=requests"
          aria-current={box === 'requests' ? 'page' : undefined}
          className="msg-tab"
        >
          Requests{requests ? ` (${requests})` : ''}
        </Link>
      </nav>
      {list.isError ? (
        <ErrorText>{errorMessage(list.error, 'Your conversations could not be loaded.')}</ErrorText>
      ) : !list.data ? (
        <p role="status">Loading…</p>
      ) : list.data.conversations.length === 0 ? (
        box === 'requests' ? (
          <EmptyState title="No requests">
            <p>
              When a member you do not follow back writes to you, their message waits here until you accept or
              ignore it.
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            title="No conversations yet"
            action={<ButtonLink to="/messages/new">Write a message</ButtonLink>}
          >
            <p>Write to a member from their profile’s Message button, or start one here.</p>
          </EmptyState>
        )
      ) : (
        <ul className="msg-rows">
          {list.data.conversations.map((c) => (
            <ConversationRow key={c.id} conversation={c} open={c.id === openId} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationRow({
  conversation,
  open,
  search,
}: {
  conversation: ConversationSummary;
  open: boolean;
  search: string;
}) {
  const { last, unread } = conversation;
  const name = conversationName(conversation);
  const preview = last ? (last.mine ? `You: ${last.preview}` : last.preview) : 'No messages yet';
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}${search}`}
        className={unread > 0 ? 'msg-row msg-row-unread' : 'msg-row'}
        aria-current={open ? 'page' : undefined}
      >
        <ConversationPhotos conversation={conversation} />
        <span className="msg-row-text">
          <span className="msg-row-top">
            <span className="msg-row-name">{name}</span>
            {last && (
              <time className="msg-row-time" dateTime={last.createdAt} title={localDateTime(last.createdAt)}>
                {shortTime(last.createdAt)}
              </time>
            )}
          </span>
          <span className="msg-row-bottom">
            <span className="msg-row-preview">{preview}</span>
            {unread > 0 && (
              <span className="msg-unread">
                {unread > 99 ? '99+' : unread}
                <span className="visually-hidden"> unread</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
