// Message delivery for the talk bench (bench/talk.ts): member A writes to member B on one
// instance, B's live stream (GET /api/me/live) is open on another (or the same, on SQLite), and
// each message is timed from its POST sent to B's "message" frame for it (SSE; across instances
// through Redis). Contract: src/shared/api/messages.ts.
import type { LiveMessageEvent, StartConversationRequest } from '../src/shared/api/messages';
import { type LiveEvent, openLiveStream } from '../tests/support/live-stream';
import type { HttpResult } from './http-bench';
import type { signedInLoadMix } from './load-setup';
import { memberCall } from './member-api';
import { mixedLoad } from './notifications';
import type { SignedIn } from './organiser-session';

/** How long one message may take to reach B's stream before the run fails: a lost one is a finding. */
const DELIVERY_TIMEOUT_MS = 30_000;

export interface DeliveryTimes {
  /** From the POST sent to B's frame for the message, ms, one per message. */
  toFrame: number[];
  /** From the POST sent to its answer read by A (the send's own time), ms. */
  toAnswer: number[];
}

/** One database's deliveries, quiet and beside the mixed load. */
export interface Deliveries {
  /** 2: sent on one instance, received on another through Redis; 1: the same process. */
  instances: number;
  quiet: DeliveryTimes;
  busy: DeliveryTimes;
  /** The mixed load beside the busy phase, against the sending instance. */
  load: HttpResult[];
}

type Stream = Awaited<ReturnType<typeof openLiveStream>>;

/** A's direct conversation with B, and B's stream open on the receiving instance. */
export interface MessagingPair {
  sendUrl: string;
  sender: SignedIn;
  conversationId: number;
  stream: Stream;
  /** B's unread messages after the last frame taken: each new message's frame carries one more. */
  unread: number;
}

const messageFrame = (conversation: number, after: number) => (e: LiveEvent) => {
  if (e.event !== 'message') return false;
  const data = e.data as LiveMessageEvent;
  return data.conversation === conversation && data.unread > after;
};

/**
 * A and B follow each other (so A's messages arrive directly, not as a request), B opens its live
 * stream on `streamUrl`, and A starts their conversation on `sendUrl` (not timed).
 */
export async function openPair(options: {
  sendUrl: string;
  streamUrl: string;
  a: SignedIn & { username: string };
  b: SignedIn & { username: string };
}): Promise<MessagingPair> {
  const { sendUrl, streamUrl, a, b } = options;
  await memberCall(sendUrl, a.token, 'PUT', `/api/me/following/${b.username}`);
  await memberCall(sendUrl, b.token, 'PUT', `/api/me/following/${a.username}`);
  const stream = await openLiveStream(streamUrl, b.token);
  if (stream.status !== 200) throw new Error(`B's live stream answered ${stream.status}`);
  // The stream's first "message" frame (conversation 0) carries B's counts as it opens.
  const opened = (await stream.next((e) => e.event === 'message', DELIVERY_TIMEOUT_MS))
    .data as LiveMessageEvent;
  const first: StartConversationRequest = { to: [b.username], body: 'Hi! Are you bringing the helmet?' };
  const started = await memberCall<{ conversationId: number }>(
    sendUrl,
    a.token,
    'POST',
    '/api/conversations',
    first,
    201,
  );
  const frame = (await stream.next(messageFrame(started.conversationId, opened.unread), DELIVERY_TIMEOUT_MS))
    .data as LiveMessageEvent;
  if (frame.requests !== opened.requests)
    throw new Error('the conversation arrived as a request: the follows should make it direct');
  return { sendUrl, sender: a, conversationId: started.conversationId, stream, unread: frame.unread };
}

/** `count` messages one after another, each waiting for B's frame before the next is sent. */
export async function timeDeliveries(
  pair: MessagingPair,
  count: number,
  label: string,
): Promise<DeliveryTimes> {
  const times: DeliveryTimes = { toFrame: [], toAnswer: [] };
  const path = `/api/conversations/${pair.conversationId}/messages`;
  for (let i = 0; i < count; i++) {
    // Stamped when the frame is read, which may be before the POST's answer (same instance).
    const arrival = pair.stream
      .next(messageFrame(pair.conversationId, pair.unread), DELIVERY_TIMEOUT_MS)
      .then((e) => ({ frame: e.data as LiveMessageEvent, at: performance.now() }));
    // Awaited below; this keeps a failed send from leaving its rejection unhandled.
    arrival.catch(() => undefined);
    const sent = performance.now();
    await memberCall(
      pair.sendUrl,
      pair.sender.token,
      'POST',
      path,
      { body: `${label} message ${i + 1}` },
      201,
    );
    times.toAnswer.push(performance.now() - sent);
    const { frame, at } = await arrival;
    times.toFrame.push(at - sent);
    pair.unread = frame.unread;
  }
  return times;
}

/**
 * Deliveries quiet, then beside the mixed load (`mix` signs its accounts in) against the sending
 * instance; B's stream is closed at the end.
 */
export async function benchDeliveries(
  pair: MessagingPair,
  count: number,
  mix: () => ReturnType<typeof signedInLoadMix>,
): Promise<Omit<Deliveries, 'instances'>> {
  try {
    const quiet = await timeDeliveries(pair, count, 'quiet');
    const endpoints = await mix();
    let stop = () => {};
    const running = mixedLoad(pair.sendUrl, endpoints, new Promise<void>((resolve) => (stop = resolve)));
    let busy: DeliveryTimes;
    try {
      busy = await timeDeliveries(pair, count, 'busy');
    } finally {
      stop();
    }
    return { quiet, busy, load: await running };
  } finally {
    pair.stream.close();
  }
}
