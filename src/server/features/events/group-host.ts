import { EVENT_MESSAGES } from '../../../shared/api/events';
import { GROUP_MESSAGES } from '../../../shared/api/groups';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http-error';

/**
 * An event goes into a group only by an active member of it (issue 38): 404 for a group the
 * member may not open (as if there were none), 403 for one they may read but are not in. An edit
 * that keeps the event's group needs no check (a host who left may still fix a typo).
 */
export async function checkGroupHost(
  deps: AppDeps,
  memberId: number,
  groupId: number | null | undefined,
  currentGroupId: number | null = null,
): Promise<void> {
  if (groupId === null || groupId === undefined || groupId === currentGroupId) return;
  const may = await deps.groupEvents.mayHostIn(groupId, memberId);
  if (may === 'notOpen') throw notFound(GROUP_MESSAGES.notFound);
  if (may === 'notMember') throw forbidden(EVENT_MESSAGES.groupMembersOnly);
}
