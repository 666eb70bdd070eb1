import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnedChange } from '../db/change-owners';
import { ioredis } from '../lib/ioredis';
import { changesMessage, parseChanges, splitMessage } from './bus-messages';
import { ANNOUNCE_WAIT_MS, hearingClock, PING_MS } from './heartbeat';

/** Tells every instance that the data behind cached answers changed. */
export interface InvalidationBus {
  /**
   * Resolves once every other listening instance has cleared its answers (or after `ackWaitMs`,
   * if one is slow), so a member who gets "saved" can no longer be served the old answer anywhere.
   * `changes`: what was written (db/change-owners.ts); none: anything may have changed.
   */
  announce(changes?: readonly OwnedChange[]): Promise<void>;
  /** Resolves once listening (or after `waitMs`: a Redis that is down must not hold up the start). */
  listening(waitMs: number): Promise<void>;
  /** Whether every other instance's changes reach this one now (cache/heartbeat.ts). */
  hearing(): boolean;
  close(): Promise<void>;
}

export interface BusHandlers {
  /** Another instance changed data: clear the answers these changes affect (or all of them). */
  onChange: (changes: readonly OwnedChange[] | 'everything') => void | Promise<void>;
  /** Listening (true) or not (false); while not, answers must not be cached at all. */
  onListening: (listening: boolean) => void;
}

/** A single process: nobody else to tell. */
export function localBus(handlers: BusHandlers): InvalidationBus {
  handlers.onListening(true);
  return {
    announce: async () => undefined,
    listening: async () => undefined,
    hearing: () => true,
    close: async () => undefined,
  };
}

const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 1000,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  // Re-subscribing is done by hand so that caching resumes only once the subscription is back.
  autoResubscribe: false,
  lazyConnect: true,
};

/**
 * Redis publish/subscribe between instances. A change is announced on one channel; each instance
 * clears its answers and acknowledges on the announcer's own channel, and the announcer waits for
 * as many acknowledgements as PUBLISH says there were listeners (less itself). An instance that
 * loses its subscription stops caching until it is subscribed again, since it may miss changes.
 *
 * A Redis that hangs (paused, or a link that drops packets) closes nothing, so each instance also
 * pings itself through Redis every PING_MS and serves nothing kept while its pings do not come
 * back (`hearing`). A writer that is not acknowledged by everyone waits ANNOUNCE_WAIT_MS: by then
 * every instance has received its change or is deaf (decision 24).
 */
export function redisBus(
  url: string,
  prefix: string,
  handlers: BusHandlers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): InvalidationBus {
  const self = randomUUID();
  const changes = `${prefix}answers:changed`;
  const acksTo = (instance: string) => `${prefix}answers:ack:${instance}`;
  const pings = `${prefix}answers:ping:${self}`;
  const clock = hearingClock();
  const { Redis } = ioredis();
  const subscriber = new Redis(url, REDIS_OPTIONS);
  const publisher = new Redis(url, REDIS_OPTIONS);
  /** Announcements waiting for acknowledgements (which may come before PUBLISH's own reply). */
  const waiting = new Map<string, { received: number; expected?: number; done: () => void }>();
  const settle = (wait: { received: number; expected?: number; done: () => void }) => {
    if (wait.expected !== undefined && wait.received >= wait.expected) wait.done();
  };
  let closing = false;
  let subscribed = false;
  let firstSubscribed: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    firstSubscribed = resolve;
  });
  const listening = (on: boolean) => {
    subscribed = on;
    if (!on) clock.forget();
    handlers.onListening(on);
  };
  listening(false);
  const ping = () => {
    if (publisher.status === 'ready') publisher.publish(pings, clock.stamp()).catch(() => undefined);
  };
  const pinger = setInterval(ping, PING_MS);
  pinger.unref();

  const subscribe = async () => {
    try {
      await subscriber.subscribe(changes, acksTo(self), pings);
      listening(true);
      ping();
    } catch (error) {
      log.warn({ err: error }, 'answer cache: could not subscribe to changes; caching stays off');
    }
  };
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => listening(false));
  subscriber.on('error', () => listening(false));
  publisher.on('error', () => undefined); // reported by the announce that fails
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === pings) {
      // Back from deafness: drop what was kept before it, which may have missed a clear.
      if (clock.heard(message)) void handlers.onChange('everything');
      if (clock.hearing()) firstSubscribed();
      return;
    }
    if (channel === changes) {
      const [from, id, written] = splitMessage(message);
      if (from === self || !from || !id) return;
      // Acknowledged once followed (the club content reloaded): the writer's "saved" holds here too.
      Promise.resolve(handlers.onChange(parseChanges(written)))
        .catch((error: unknown) => log.warn({ err: error }, 'answer cache: following a change failed'))
        .finally(() => publisher.publish(acksTo(from), id).catch(() => undefined));
      return;
    }
    const wait = waiting.get(message);
    if (wait) {
      wait.received += 1;
      settle(wait);
    }
  });
  subscriber.connect().catch(() => undefined);
  publisher.connect().catch(() => undefined);

  return {
    async announce(written) {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const acknowledged = new Promise<boolean>((resolve) => {
        waiting.set(id, { received: 0, done: () => resolve(true) });
        // Not told (a hung Redis answers nothing): after this, whoever did not get it is deaf.
        timer = setTimeout(() => resolve(false), ANNOUNCE_WAIT_MS);
      });
      publisher
        .publish(changes, written ? `${self} ${id} ${changesMessage(written)}` : `${self} ${id}`)
        .then((listeners) => {
          const wait = waiting.get(id);
          if (!wait) return;
          // This instance's own subscriber is one of the listeners, and does not acknowledge.
          wait.expected = listeners - (subscribed ? 1 : 0);
          settle(wait);
        })
        .catch((error: unknown) => log.warn({ err: error }, 'answer cache: could not announce a change'));
      try {
        if (!(await acknowledged))
          log.warn('answer cache: a change was not acknowledged by every instance; those not told are deaf');
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    async listening(waitMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([first, late]);
      clearTimeout(timer);
    },
    hearing: () => subscribed && clock.hearing(),
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(pinger);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
