import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';

/**
 * The cache key of a kept list of events for this caller (plugins/answer-cache.ts `viewer`).
 * Beyond being signed in, what a member sees of events depends only on the private groups they
 * are active in (db/group-access.ts), so the key names those: members of the same private groups
 * share a kept answer, and nobody is served another's. A change of membership changes the key at
 * once (the list is then read for the key's groups only: EventListFilter.privateGroups), and the lists' reads of group_members let the write clear what was kept (cache/scopes.ts).
 */
export async function eventsViewerKey(
  deps: AppDeps,
  user: SessionUser | undefined,
): Promise<{ key: string; privateGroups?: number[] }> {
  if (!user) return { key: 'anonymous' };
  const groups = await deps.groupEvents.privateGroupsOf(user.userId);
  return { key: groups.length === 0 ? 'member' : `member in ${groups.join(',')}`, privateGroups: groups };
}
