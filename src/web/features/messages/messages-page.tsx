import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, useMatch } from 'react-router';
import { type LiveMessage, useLiveMessages } from '../../lib/live-unread';
import { MESSAGES_KEY } from '../../lib/messages-api';
import { ButtonLink } from '../../ui/button';
import { Page } from '../../ui/page';
import { ConversationList } from './conversation-list';
import MessagesIndex from './messages-index';
import './messages.css';

/**
 * /messages and below (members only; issue 37 item 4): the member's conversations beside the open
 * one on a laptop; on a phone one at a time (the list at /messages, a conversation with a back
 * link). A live "message" frame refetches the list and the open conversation.
 */
export default function MessagesPage() {
  const atList = useMatch('/messages') !== null;
  const client = useQueryClient();
  const onLive = useCallback(
    (frame: LiveMessage) => {
      if (frame.kind === 'message') void client.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
    [client],
  );
  useLiveMessages(onLive);
  return (
    <Page
      wide
      title="Messages"
      className="messages-page"
      actions={
        <ButtonLink to="/messages/new" variant="secondary">
          New message
        </ButtonLink>
      }
    >
      <div className={atList ? 'msg-layout msg-at-list' : 'msg-layout msg-at-pane'}>
        <div className="msg-list-pane">
          <ConversationList />
        </div>
        <div className="msg-open-pane">{atList ? <MessagesIndex /> : <Outlet />}</div>
      </div>
    </Page>
  );
}
