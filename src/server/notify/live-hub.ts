import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ioredis } from '../lib/ioredis';

/**
 * What a member's open tabs hear: the unread count of their inbox; that a comment thread changed
 * (only the thing's kind and id: the tab refetches the thread as its member may see it); that a
 * conversation of theirs has a new message or was read (its id and the member's own message counts,
 * never the words: features/messages/live.ts); and, among the streams of one member only, which
 * thread a stream now watches (never sent to the browser).
 */
export type LiveMessage =
  | { kind: 'unread'; unread: number }
  | { kind: 'message'; conversation: number; unread: number; requests: number }
  | { kind: 'comment'; subject: { kind: string; id: string } }
  | { kind: 'watch'; stream: string; thread: { kind: string; id: string } | null };

type Listener = (message: LiveMessage) => void;

/**
 * The live channel's fan-out (GUIDE "Live and push"): each instance keeps its own open
 * server-sent-event streams per member; a message for a member reaches the streams of every
 * instance, through Redis publish/subscribe when there are several. Best effort by design: a
 * message lost while Redis is away is repaired by the next one, and each stream starts with the
 * current count when (re)opened.
 */
export interface LiveHub {
  /** Sends to every open stream of the member, on every instance. */
  publish(userId: number, message: LiveMessage): void;
  /**
   * Sends to every open stream of every member, on every instance; each stream passes on only what
   * concerns it (a thread it watches: features/notifications/live-routes.ts).
   */
  broadcast(message: LiveMessage): void;
  /** A stream of this instance listens; returns how to stop. */
  listen(userId: number, listener: Listener): () => void;
  /** Open streams on this instance (metrics, tests, the per-member cap). */
  streams(userId?: number): number;
  close(): Promise<void>;
}

function localListeners() {
  const byMember = new Map<number, Set<Listener>>();
  return {
    deliver(userId: number | null, message: LiveMessage) {
      if (userId === null) {
        for (const set of byMember.values()) for (const listener of set) listener(message);
        return;
      }
      for (const listener of byMember.get(userId) ?? []) listener(message);
    },
    listen(userId: number, listener: Listener) {
      const set = byMember.get(userId) ?? new Set<Listener>();
      set.add(listener);
      byMember.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byMember.delete(userId);
      };
    },
    streams(userId?: number) {
      if (userId !== undefined) return byMember.get(userId)?.size ?? 0;
      let count = 0;
      for (const set of byMember.values()) count += set.size;
      return count;
    },
  };
}

/** One process: its own streams are all there is. */
export function localLiveHub(): LiveHub {
  const local = localListeners();
  return {
    publish: local.deliver,
    broadcast: (message) => local.deliver(null, message),
    listen: local.listen,
    streams: local.streams,
    close: async () => undefined,
  };
}

const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  lazyConnect: true,
};

/**
 * Several instances: a message is delivered here at once and published for the others, which
 * deliver it to their own streams (each skips what it published itself).
 */
export function redisLiveHub(url: string, prefix: string, log: Pick<FastifyBaseLogger, 'warn'>): LiveHub {
  const self = randomUUID();
  const channel = `${prefix}live`;
  const local = localListeners();
  const { Redis } = ioredis();
  const subscriber = new Redis(url, REDIS_OPTIONS);
  const publisher = new Redis(url, REDIS_OPTIONS);
  for (const client of [subscriber, publisher])
    client.on('error', (error) => log.warn({ err: error }, 'live channel: Redis error'));
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { from, userId, message } = JSON.parse(raw) as {
        from: string;
        /** null: every member (broadcast). */
        userId: number | null;
        message: LiveMessage;
      };
      if (from !== self) local.deliver(userId, message);
    } catch {
      // Not ours: ignore.
    }
  });
  void subscriber
    .connect()
    .then(() => subscriber.subscribe(channel))
    .catch((error) => log.warn({ err: error }, 'live channel: subscribing failed'));
  void publisher.connect().catch(() => undefined);
  const send = (userId: number | null, message: LiveMessage) => {
    local.deliver(userId, message);
    if (publisher.status === 'ready')
      publisher.publish(channel, JSON.stringify({ from: self, userId, message })).catch(() => undefined);
  };
  return {
    publish(userId, message) {
      send(userId, message);
    },
    broadcast(message) {
      send(null, message);
    },
    listen: local.listen,
    streams: local.streams,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
