import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/api/events';
import type { PushMessage } from '../../../shared/api/push';
import { quietUntil } from '../../../shared/notifications/quiet-hours';
import { isNotificationType } from '../../../shared/notifications/types';
import { zoneOfState } from '../../../shared/time/state-zones';
import type { AppDeps } from '../../deps';
import type { JobName } from '../../jobs/job-types';
import type { AfterRecorded } from '../../notify/notify-job';
import { pushMessageOf } from './present';

const PUSH_JOB = 'push-notification' satisfies JobName;

/**
 * After a notification is recorded: one push job per member who wants this type pushed (and has
 * it in their inbox, which a push only ever repeats). Queued after the inbox row committed, so it
 * starts at once (or when the member's quiet hours end); named after the row and the occurrence,
 * so a repeated notify job pushes once.
 */
export function queuePushes(deps: AppDeps): AfterRecorded {
  return async (recorded, payload) => {
    const pushing = new Set(
      await deps.notifications.receiving(
        recorded.map((r) => r.userId),
        payload.type,
        'push',
      ),
    );
    const timing = await deps.notifications.pushTiming([...pushing]);
    for (const { userId, id } of recorded) {
      if (!pushing.has(userId)) continue;
      const member = timing.get(userId);
      // Quiet hours hold it until morning, in the zone of the member's (first) state.
      const zone = zoneOfState(member?.state ?? '') ?? DEFAULT_EVENT_TIME_ZONE;
      const runAt = member ? quietUntil(deps.now(), zone, member.quiet) : undefined;
      await deps.jobs.enqueue(
        PUSH_JOB,
        { userId, notificationId: id },
        { dedupeKey: `push:${id}:${payload.at}`, runAt },
      );
    }
  };
}

/**
 * The push of one inbox row, made when the push job runs: nothing once the member read it, turned
 * the type's pushes off, or may no longer see it (the inbox's own read decides that).
 */
export async function pushMessageFor(
  deps: AppDeps,
  userId: number,
  notificationId: number,
): Promise<PushMessage | null> {
  const row = await deps.notifications.one(userId, notificationId);
  if (!row || row.readAt !== null || !isNotificationType(row.type)) return null;
  const [still] = await deps.notifications.receiving([userId], row.type, 'push');
  if (still !== userId) return null;
  return pushMessageOf(row, deps.content.clubName);
}
