// Push latency: from the answer to an RSVP "going" to the host's Web Push reaching the push
// service (the local receiver of tests/support/push-receiver.ts, which can decrypt it). The RSVP
// queues the notify job (inbox row, live count), which queues the push job, which sends.
import { browserKeys, decryptPush, type startPushReceiver } from '../tests/support/push-receiver';
import { goTo, hostEvent, memberCall } from './member-api';
import type { SignedIn } from './organiser-session';

type Receiver = Awaited<ReturnType<typeof startPushReceiver>>;

export interface PushHost {
  token: string;
  endpoint: string;
  keys: ReturnType<typeof browserKeys>;
}

/** How long one push may take before the run fails: a lost push is a finding, not a figure. */
const PUSH_TIMEOUT_MS = 30_000;

/** Subscribes a device of `host` at the receiver and turns quiet hours off, so pushes go at once. */
export async function hostWithDevice(baseUrl: string, receiver: Receiver, host: SignedIn): Promise<PushHost> {
  const keys = browserKeys();
  const endpoint = receiver.endpoint();
  const device = { endpoint, keys: keys.json, label: 'Bench phone' };
  await memberCall(baseUrl, host.token, 'POST', '/api/me/push-subscriptions', device, 201);
  await memberCall(baseUrl, host.token, 'PUT', '/api/me/quiet-hours', { from: 0, to: 0 });
  return { token: host.token, endpoint, keys };
}

export interface PushTimes {
  /** From the RSVP's answer read by the client to the push's arrival, ms, one per RSVP. */
  afterAnswer: number[];
  /** From the RSVP sent to the push's arrival (includes the RSVP's own time), ms. */
  afterRequest: number[];
}

/**
 * One RSVP after another, each by its own guest to its own event of the host (so each push is
 * told apart by its URL), each waiting for its push before the next.
 */
export async function timePushes(
  baseUrl: string,
  receiver: Receiver,
  host: PushHost,
  guests: SignedIn[],
): Promise<PushTimes> {
  const times: PushTimes = { afterAnswer: [], afterRequest: [] };
  const events: number[] = [];
  for (const [i] of guests.entries()) events.push(await hostEvent(baseUrl, host.token, `Push bench ${i}`));
  for (const [i, guest] of guests.entries()) {
    const eventId = events[i]!;
    const arrival = receiver.nth(host.endpoint, receiver.to(host.endpoint).length + 1, PUSH_TIMEOUT_MS);
    // Awaited below; this keeps a failed RSVP from leaving its rejection unhandled.
    arrival.catch(() => undefined);
    const sent = performance.now();
    await goTo(baseUrl, guest.token, eventId);
    const answered = performance.now();
    const push = await arrival;
    const message = JSON.parse(decryptPush(push.body, host.keys)) as { url: string };
    if (message.url !== `/events/${eventId}`)
      throw new Error(`push for ${message.url}, not event ${eventId}`);
    times.afterAnswer.push(push.at - answered);
    times.afterRequest.push(push.at - sent);
  }
  return times;
}
