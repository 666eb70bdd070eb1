import type { RecipientRule } from '../db/notifications-repo';
import type { AppDeps } from '../deps';
import type { JobPayload } from '../jobs/job-types';
import type { NOTIFY_JOB } from './queue-notification';

type NotifyPayload = JobPayload<typeof NOTIFY_JOB>;

/** What else happens once rows are recorded: pushes for those who want them (wired in jobs/handlers.ts). */
export type AfterRecorded = (
  recorded: { userId: number; id: number }[],
  payload: NotifyPayload,
) => Promise<void>;

/**
 * Records an occurrence in the inboxes of the members who get it now: those the payload names or
 * its rule finds, less the actor (nobody hears of their own doing), active, of the type's audience
 * and with the inbox on for the type. Then tells each one's open tabs their new unread count.
 * Safe to run twice: a second run joins the same unread rows (the actor counted once).
 */
export async function runNotify(deps: AppDeps, payload: NotifyPayload, after?: AfterRecorded): Promise<void> {
  const named =
    'members' in payload.to
      ? payload.to.members
      : await deps.notifications.recipients(payload.to as RecipientRule);
  const others = named.filter((id) => id !== payload.actorId);
  // News of a group's event goes only to those who may open the group (issue 38).
  const candidates =
    payload.subjectKind === 'event' && payload.subjectId !== null
      ? await deps.groupEvents.whoMayOpenEvent(Number(payload.subjectId), others)
      : others;
  const receiving = await deps.notifications.receiving(candidates, payload.type, 'inbox');
  if (receiving.length === 0) return;
  const recorded = await deps.transaction((trx) =>
    deps.notifications.record(
      trx,
      receiving.map((userId) => ({
        userId,
        type: payload.type,
        subjectKind: payload.subjectKind,
        subjectId: payload.subjectId,
        groupKey: payload.groupKey,
        actorId: payload.actorId,
        data: payload.data,
        at: payload.at,
      })),
    ),
  );
  await Promise.all(
    receiving.map(async (userId) =>
      deps.live.publish(userId, { kind: 'unread', unread: await deps.notifications.unread(userId) }),
    ),
  );
  if (after) await after(recorded, payload);
}
