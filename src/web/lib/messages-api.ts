import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationAnswer,
  ConversationsAnswer,
  MessageReachAnswer,
  StartConversationRequest,
} from '../../shared/api/messages';
import type { ReportReason } from '../../shared/api/moderation';
import { api } from './api';
import { setMessageCounts } from './live-unread';
import { useSession } from './session';

/**
 * Direct messages and group conversations (issue 37 item 4; contract: shared/api/messages.ts).
 * Every query starts with MESSAGES_KEY and the viewer, so any change (or a live "message" frame)
 * refreshes the list and the open conversation together.
 */
export const MESSAGES_KEY = ['messages'] as const;

export type Box = 'inbox' | 'requests';
type Said = { message?: string };

const conversationPath = (id: number) => `/conversations/${id}`;

/** GET /api/conversations?box=: the member's conversations or requests; sets the menu's counts. */
export function useConversations(box: Box) {
  const viewer = useSession()?.userid ?? '';
  return useQuery({
    queryKey: [...MESSAGES_KEY, viewer, 'list', box],
    queryFn: async ({ signal }) => {
      const answer = await api<ConversationsAnswer>(`/conversations?box=${box}`, { auth: true, signal });
      setMessageCounts(answer);
      return answer;
    },
  });
}

/** GET /api/conversations/{id}: its newest page of messages (older pages: loadOlder). */
export function useConversation(id: number) {
  const viewer = useSession()?.userid ?? '';
  return useQuery({
    queryKey: [...MESSAGES_KEY, viewer, 'conversation', id],
    queryFn: ({ signal }) => api<ConversationAnswer>(conversationPath(id), { auth: true, signal }),
  });
}

/** GET /api/conversations/{id}?before=: the page of messages before that one. */
export function loadOlder(id: number, before: number) {
  return api<ConversationAnswer>(`${conversationPath(id)}?before=${before}`, { auth: true });
}

/** GET /api/me/message-reach/{username}: whether a message arrives or waits as a request. */
export function messageReach(username: string, signal?: AbortSignal) {
  return api<MessageReachAnswer>(`/me/message-reach/${encodeURIComponent(username)}`, {
    auth: true,
    signal,
  });
}

/** POST /api/conversations: the first message, to one member or a new group. */
export function startConversation(body: StartConversationRequest) {
  return api<{ conversationId: number }>('/conversations', { method: 'POST', auth: true, body });
}

/** POST /api/messages/{id}/reports. */
export function reportMessage(messageId: number, reason: ReportReason, note: string) {
  return api<Said>(`/messages/${messageId}/reports`, {
    method: 'POST',
    auth: true,
    body: { reason, note },
  });
}

/** DELETE /api/messages/{id}: the sender unsends it ("Message deleted" for everyone). */
export function deleteMessage(messageId: number) {
  return api<Said>(`/messages/${messageId}`, { method: 'DELETE', auth: true });
}

/** PUT /api/conversations/{id}/read: what the member has seen. */
export function markRead(id: number, upTo: number) {
  return api<unknown>(`${conversationPath(id)}/read`, { method: 'PUT', auth: true, body: { upTo } });
}

/**
 * What a member does in a conversation, each refreshing every messages query once it is done.
 * Accept, ignore, leave and delete are not spelled out in the contract's routes: their addresses
 * are here only, so they change in one place.
 */
export function useConversationChanges(id: number) {
  const path = conversationPath(id);
  const post = (to: string) => () => api<Said>(`${path}/${to}`, { method: 'POST', auth: true });
  return {
    send: useChange((body: string) =>
      api<Said>(`${path}/messages`, { method: 'POST', auth: true, body: { body } }),
    ),
    sendPhoto: useChange((form: FormData) =>
      api<Said>(`${path}/photos`, { method: 'POST', auth: true, body: form }),
    ),
    accept: useChange(post('accept')),
    ignore: useChange(post('ignore')),
    leave: useChange(post('leave')),
    rename: useChange((title: string) => api<Said>(path, { method: 'PATCH', auth: true, body: { title } })),
    addMembers: useChange((usernames: string[]) =>
      api<Said>(`${path}/members`, { method: 'POST', auth: true, body: { usernames } }),
    ),
  };
}

/** One change: once it is done, every messages query is refetched. */
function useChange<T>(run: (input: T) => Promise<Said | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

export type ConversationChanges = ReturnType<typeof useConversationChanges>;
