import type { AppDeps } from '../../deps';

/**
 * Tells the open tabs of these members, on every instance, that the conversation changed, each
 * with their own message counts (SSE "message", shared/api/messages.ts liveMessageEvent). The
 * words never travel: the tab refetches the conversation as its member may see it.
 */
export async function announceConversation(
  deps: AppDeps,
  conversationId: number,
  memberIds: readonly number[],
): Promise<void> {
  await Promise.all(
    [...new Set(memberIds)].map(async (memberId) => {
      const counts = await deps.conversations.counts(memberId);
      deps.live.publish(memberId, { kind: 'message', conversation: conversationId, ...counts });
    }),
  );
}

/** Every member still in the conversation (active or asked; not those who ignored it or left). */
export async function announceToMembers(deps: AppDeps, conversationId: number): Promise<void> {
  const members = await deps.conversations.membersIn(conversationId, ['active', 'request']);
  await announceConversation(
    deps,
    conversationId,
    members.map((m) => m.member_id),
  );
}

/**
 * The member read the conversation: its notices ("new message", "message request") in their inbox
 * are read too, and their tabs' bell says so, so the bell never repeats what /messages shows.
 */
export async function clearConversationNotices(
  deps: AppDeps,
  memberId: number,
  conversationId: number,
): Promise<void> {
  const groups = [`message:${conversationId}`, `message-request:${conversationId}`];
  if (!(await deps.notifications.markGroupsRead(memberId, deps.now(), groups))) return;
  deps.live.publish(memberId, { kind: 'unread', unread: await deps.notifications.unread(memberId) });
}
