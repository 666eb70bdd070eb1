import { Route, Routes } from 'react-router';
import type {
  ConversationAnswer,
  ConversationMember,
  ConversationSummary,
  Message,
} from '../../../shared/api/messages';
import { renderAt } from '../../test-support/render-route';
import ConversationPage from './conversation-page';
import MessagesPage from './messages-page';
import NewConversationPage from './new-conversation-page';

/* What the messages pages' tests share: members, conversations, messages and the routes. */

export const sam: ConversationMember = { username: 'sam', name: 'Sam Stitch', thumbnail: '' };
export const ada: ConversationMember = { username: 'ada', name: 'Ada Lace', thumbnail: '' };
export const robin: ConversationMember = { username: 'robin', name: 'Robin Hood', thumbnail: '' };

export function summary(over: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 5,
    kind: 'direct',
    title: '',
    members: [sam],
    state: 'active',
    last: {
      preview: 'See you at the con',
      senderName: 'Sam Stitch',
      mine: false,
      createdAt: new Date().toISOString(),
    },
    unread: 0,
    ...over,
  };
}

export function message(id: number, over: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: 5,
    sender: sam,
    body: `Message ${id}`,
    html: `<p>Message ${id}</p>`,
    photo: null,
    createdAt: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
    deleted: false,
    mine: false,
    ...over,
  };
}

export function conversation(over: Partial<ConversationAnswer> = {}): ConversationAnswer {
  return {
    conversation: summary(),
    canWrite: true,
    readBy: [{ username: 'sam', lastReadId: 0 }],
    pending: [],
    messages: [message(1), message(2, { sender: robin, mine: true })],
    before: null,
    ...over,
  };
}

/** The messages pages as the router nests them, at `path`. */
export function showMessages(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route path="messages" element={<MessagesPage />}>
        <Route index element={null} />
        <Route path="new" element={<NewConversationPage />} />
        <Route path=":conversationId" element={<ConversationPage />} />
      </Route>
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
  );
}
