import type { PushDevice, PushSubscribeBody } from '../../../shared/api/push';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http-error';
import { reserveOrExplain } from '../../rate-limit/refusal';
import { endpointProblem } from './endpoint-rule';

interface DeviceRow {
  id: number;
  label: string;
  endpoint: string;
  created_at: number;
  last_push_at: number | null;
}

/** The push service's host: all a member is shown of an endpoint (a capability URL). */
export const serviceOf = (endpoint: string) => new URL(endpoint).hostname;

export function toDevice(row: DeviceRow, currentEndpoint: string | undefined): PushDevice {
  return {
    id: row.id,
    label: row.label,
    service: serviceOf(row.endpoint),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastPushAt: row.last_push_at === null ? null : new Date(Number(row.last_push_at)).toISOString(),
    current: row.endpoint === currentEndpoint,
  };
}

/**
 * Saves the asking browser's subscription for the member: the endpoint must be one the server
 * may send to (endpoint-rule.ts, 400 otherwise), and each save is counted per member (decision 3,
 * 429). Beyond the club's devices per member, the member's oldest device makes room: a phone
 * replaced or a browser reinstalled leaves a subscription nobody reads, which the push service
 * may only report when a push fails; refusing the new device would leave the member no way to
 * get pushes where they are now.
 */
export async function subscribe(
  deps: AppDeps,
  session: { userId: number; sessionId: string },
  body: PushSubscribeBody,
): Promise<PushDevice> {
  const { userId, sessionId } = session;
  const { push, rateLimits } = deps.config;
  const problem = endpointProblem(body.endpoint, push.allowLoopbackEndpoints);
  if (problem) throw badRequest(problem);
  await reserveOrExplain(
    deps.limits,
    [{ key: `push-subscribe:${userId}`, rule: rateLimits.pushSubscribesPerUser }],
    'You have turned on notifications on many devices today.',
  );
  const row = await deps.pushSubscriptions.save(
    {
      userId,
      sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      label: body.label,
    },
    deps.now(),
    push.maxDevicesPerMember,
  );
  return toDevice(row, body.endpoint);
}
