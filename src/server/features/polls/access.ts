import type { PollSubjectKind } from '../../../shared/api/polls';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';

/** What the caller may do with the polls of one group or event they may see. */
export interface PollPlace {
  /** Start polls: a group's owner or moderators, an event's host or an organiser. */
  create: boolean;
  /** Vote: a group's active members; any signed-in member who may see the event. */
  vote: boolean;
  /** Close or delete any poll there, and always see results: as `create`, and organisers. */
  moderate: boolean;
}

/**
 * The caller's place at a group or event, or undefined when they may not see it (the group's
 * content by group-access.ts, the event by the rules its page uses: comment-subjects.ts), which
 * the routes answer as not found.
 */
export async function pollPlace(
  deps: AppDeps,
  kind: PollSubjectKind,
  id: number,
  viewer: SessionUser | undefined,
): Promise<PollPlace | undefined> {
  const viewerId = viewer?.userId ?? null;
  const organiser = viewer?.role === 'organiser';
  if (kind === 'event') {
    const event = await deps.comments.subjects.find('event', String(id), viewerId);
    if (!event) return undefined;
    const hosts = viewer !== undefined && (event.ownerId === viewer.userId || organiser);
    return { create: hosts, vote: viewer !== undefined, moderate: hosts };
  }
  const group = await deps.polls.groupPlace(id, viewerId);
  if (!group) return undefined;
  const leads = group.role === 'owner' || group.role === 'moderator';
  return { create: leads, vote: group.role !== null, moderate: leads || organiser };
}
