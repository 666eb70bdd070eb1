import type { PushMessage } from '../../../shared/api/push';
import type { AppDeps } from '../../deps';
import type { JobName, JobPayload } from '../../jobs/job-types';
import { sendPush } from './push-sender';
import { vapidKeys } from './vapid-keys';

export const PUSH_JOB = 'push-notification' satisfies JobName;

/**
 * What a notification's push shows, made when the job runs (so a push never shows more than the
 * member may see then); null: the notification is gone or no longer the member's to see, and
 * nothing is sent. The notifications feature gives it (wired in jobs/handlers.ts).
 */
export type PushRenderer = (userId: number, notificationId: number) => Promise<PushMessage | null>;

/** The push service's answers that mean the subscription is gone for good (RFC 8030). */
const GONE = new Set([404, 410]);

export class PushNotDeliveredError extends Error {}

/**
 * The handler of `push-notification`: the rendered message to each of the member's devices.
 * Suspended, pending and deleted members get nothing. A device whose subscription is gone
 * (404/410) is removed; any other failure is counted, and a device failing `maxFailures` times in
 * a row is removed. The job is retried (it throws) only when no device got the push and one may
 * still: a retry sends to all of them again, so retrying after a partial success would repeat it.
 */
export function pushNotificationJob(deps: AppDeps, render: PushRenderer) {
  return async ({ userId, notificationId }: JobPayload<typeof PUSH_JOB>): Promise<void> => {
    const member = await deps.users.findById(userId);
    if (member?.status !== 'active' || member.deleted_at !== null) return;
    const targets = await deps.pushSubscriptions.targetsOf(userId, deps.now());
    if (targets.length === 0) return;
    const message = await render(userId, notificationId);
    if (!message) return;

    const { push } = deps.config;
    const settings = {
      keys: await vapidKeys(deps),
      subject: push.subject,
      ttlSeconds: push.ttlSeconds,
      allowLoopbackEndpoints: push.allowLoopbackEndpoints,
    };
    let delivered = 0;
    const failures: string[] = [];
    for (const target of targets) {
      const outcome = await sendPush(target, message, settings);
      if (outcome.status >= 200 && outcome.status < 300) {
        delivered += 1;
        await deps.pushSubscriptions.markPushed(target.id, deps.now());
      } else if (GONE.has(outcome.status)) {
        await deps.pushSubscriptions.removeByEndpoint(target.endpoint);
      } else {
        const removed = await deps.pushSubscriptions.countFailure(target.id, push.maxFailures);
        if (!removed) failures.push(outcome.error ?? `the push service answered ${outcome.status}`);
      }
    }
    if (delivered === 0 && failures.length > 0)
      throw new PushNotDeliveredError(`push not delivered to any device: ${failures.join('; ')}`);
  };
}
