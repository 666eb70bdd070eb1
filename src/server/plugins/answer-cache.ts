import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type AnswerArea,
  type AnswerCache,
  type CachedAnswer,
  createAnswerCache,
} from '../cache/answer-cache';
import { answerFormFor, variesByEncoding } from '../cache/answer-encodings';
import { etagOf, matchesIfNoneMatch } from '../cache/etag';
import { type InvalidationBus, localBus, redisBus } from '../cache/invalidation-bus';
import { watchOutsideWrites } from '../cache/outside-writes';
import { isOwnedArea } from '../cache/scopes';
import { createSessionCache, type SessionCache } from '../cache/session-cache';
import type { AppConfig } from '../config';
import type { OwnedChange } from '../db/change-owners';
import {
  type Changes,
  closeWriteLog,
  collectingReads,
  collectingWrites,
  newWriteLog,
  type WriteLog,
} from '../db/change-recorder';
import { type ReadFootprint, touches } from '../db/query-footprint';
import { withVary } from '../lib/vary';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerCache;
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** What the request wrote, collected until its answer goes out. */
    [writeLog]?: WriteLog;
  }
}

const writeLog = Symbol('writeLog');

/** How long an answer lives when nothing is written (see cache/answer-cache.ts). */
const DEFAULT_TTL_MS = 10_000;
/**
 * For this long after that, a request still gets the kept answer at once while one fresh
 * computation runs beside it (stale-while-revalidate): an answer that only timed out no longer
 * makes its next reader wait for the database. Writes through the API drop answers outright, so
 * nothing they change is ever served this way, and so do writes made outside the server (the
 * command line; see below). Answers the clock makes wrong (events that end) have no grace.
 */
const REVALIDATE_GRACE_MS = 10_000;
const MAX_BYTES = 8 * 1024 * 1024;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer cache (cache/answer-cache.ts) and what keeps it true: the data layer notes what
 * every statement writes (db/change-recorder.ts); a request's writes clear the answers they can
 * change (cache/scopes.ts) before its answer goes out, here and — through Redis — on every other
 * instance. Writes made outside a request (jobs, sweeps) do the same once done. Several instances
 * can only share a database with Redis beside it (README), so on PostgreSQL without Redis, where
 * nothing would tell one instance of another's writes, it stays off.
 */
export function registerAnswerCache(app: FastifyInstance, config: AppConfig): InvalidationBus {
  // Asked on every use of a kept answer or session: a deaf instance serves nothing kept.
  const hearing = () => bus.hearing();
  const cache = createAnswerCache({ now: app.deps.now, maxBytes: MAX_BYTES, hearing });
  const allowed = config.answerCache && (config.redisUrl !== undefined || config.databaseUrl === undefined);
  const content = followedContent(app);
  const handlers = {
    onChange: async (changes: readonly OwnedChange[] | 'everything') => {
      cache.clearFor(changes);
      await content.follow(changes);
    },
    onListening: (listening: boolean) => cache.setEnabled(allowed && listening),
  };
  const bus: InvalidationBus = config.redisUrl
    ? redisBus(config.redisUrl, config.redisKeyPrefix, handlers, app.log)
    : localBus(handlers);
  app.decorate('answers', cache);
  app.decorate('sessionCache', createSessionCache(cache, app.deps.now));
  // Serve from the start with the cache on, unless Redis cannot be reached (then it comes on later).
  app.addHook('onReady', () => bus.listening(2000));
  app.addHook('onClose', () => bus.close());
  // SQLite: writes made by another process (the command line) clear everything within a poll.
  // On PostgreSQL the command line announces its writes on the bus itself (ops/outside-change.ts).
  const { writtenElsewhere, changes: recorder } = app.deps.database;
  if (writtenElsewhere) {
    const stop = watchOutsideWrites(writtenElsewhere, () => {
      handlers
        .onChange('everything')
        .catch((error: unknown) => app.log.warn({ err: error }, 'following an outside write failed'));
    });
    app.addHook('onClose', async () => stop());
  }

  /** Clears what the changes can affect, here and on every other instance; `refused`: see below. */
  const announce = async (written: Changes, refused = false): Promise<void> => {
    const changes = written === 'everything' ? written : await app.deps.changeOwners.of(written);
    const cleared = cache.clearFor(changes);
    await content.follow(changes);
    // A refused request that touched nothing kept here (a failed login's counter) must not let
    // anyone flood the other instances.
    if (refused && cleared !== 'everything' && cleared.length === 0) return;
    await bus.announce(changes === 'everything' ? undefined : changes);
  };
  recorder.onLooseWrite((changes) => {
    announce(changes).catch((error: unknown) => app.log.warn({ err: error }, 'announcing a change failed'));
  });
  // A request that may write runs inside its own write log (ahead of every other hook's) until
  // its answer has gone out. Reads run outside any (db/change-recorder.ts says why): what they
  // write is their own bookkeeping, handed on like any write made outside a request.
  app.addHook('onRequest', (request, reply, done) => {
    if (READS.has(request.method)) return done();
    const log = newWriteLog();
    request[writeLog] = log;
    const { release } = collectingWrites(log, done);
    reply.raw.once('close', release);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const log = request[writeLog];
    const written = log && closeWriteLog(log);
    if (written) await announce(written, reply.statusCode >= 400 && reply.statusCode < 500);
    return payload;
  });
  return bus;
}

/**
 * The club content each instance holds in memory (server/content.ts) reloads when a change
 * touches what its loading read, here or on another instance (before that instance acknowledges
 * the change): a save shows everywhere at once, with the answer cache on or off.
 */
function followedContent(app: FastifyInstance) {
  const reads: ReadFootprint[] = [];
  const reload = async () => {
    const loaded = await collectingReads(() => app.deps.content.refresh());
    for (const read of loaded.reads) if (!reads.some((known) => sameRead(known, read))) reads.push(read);
  };
  app.addHook('onReady', reload);
  return {
    async follow(changes: readonly OwnedChange[] | 'everything'): Promise<void> {
      if (changes === 'everything' || changes.some((change) => reads.some((read) => touches(change, read))))
        await reload();
    },
  };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));
const sameRead = (a: ReadFootprint, b: ReadFootprint) => sameSet(a.words, b.words) && sameSet(a.star, b.star);

export interface Answer<T> {
  value: T;
  /** Headers that belong to this answer (a total count, a robots tag, its caching policy). */
  headers?: Record<string, string>;
  /** How long this answer may be kept, when it is shorter than the route's (counts kept elsewhere). */
  ttlMs?: number;
}

/**
 * Sends a read's answer from the cache, or computes, serializes (through the route's response
 * schema, as Fastify would) and keeps it. `area`, and `owner` for one member's own pages: what
 * the answer shows (cache/answer-cache.ts), so that the writes that change it clear it. `viewer` must name everything the answer depends on
 * besides the address (anonymous or member); `noCache` for answers only one person gets. Answers carry an ETag, and a matching If-None-Match
 * gets 304 with no body. A computation that throws (a 404) is not kept.
 */
export async function sendAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    area: AnswerArea;
    owner?: string;
    viewer: string;
    schema: z.ZodType<T>;
    ttlMs?: number;
    noCache?: boolean;
  },
  compute: () => Promise<Answer<T>>,
): Promise<void> {
  const cache = request.server.answers;
  const key = `${options.viewer} ${request.url}`;
  let keepMs = options.ttlMs ?? DEFAULT_TTL_MS;
  let graceMs = REVALIDATE_GRACE_MS;
  const finish = ({ value, headers = {}, ttlMs }: Answer<T>): CachedAnswer => {
    if (ttlMs !== undefined) {
      keepMs = Math.min(keepMs, ttlMs);
      graceMs = 0;
    }
    const body = Buffer.from(JSON.stringify(options.schema.encode(value)));
    return { body, etag: etagOf(body), headers };
  };
  if (isOwnedArea(options.area) && options.owner === undefined)
    throw new Error(`answers of the ${options.area} area must name their owner`);
  const scope = { area: options.area, owner: options.owner };
  const computeAndKeep = () =>
    cache.shared(scope, key, async (readGeneration) => {
      const { value, learnt } = await cache.learning(options.area, compute);
      const computed = finish(value);
      if (keepMs > 0 && learnt) cache.put(scope, key, computed, readGeneration, keepMs, graceMs);
      return computed;
    });
  let answer: CachedAnswer | undefined;
  if (options.noCache) answer = finish(await compute());
  else {
    answer = cache.get(options.area, key);
    if (!answer) {
      answer = cache.stale(options.area, key);
      if (answer) {
        // Sent as kept; the fresh one replaces it for the next reader. A failure (the member is
        // gone) drops it, so the next reader computes and gets the error.
        computeAndKeep().catch((error: unknown) => {
          cache.forget(options.area, key);
          request.log.warn({ err: error }, 'refreshing a kept answer failed');
        });
      } else answer = await computeAndKeep();
    }
  }
  await deliver(request, reply, answer, !options.noCache);
}

/**
 * Sends an answer computed for this request alone (what one viewer may see), never kept:
 * serialized through the route's response schema, compressed when large and accepted, with an
 * ETag (a matching If-None-Match gets 304) and `Cache-Control: no-store`.
 */
export async function sendPrivateAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): Promise<void> {
  const body = Buffer.from(JSON.stringify(schema.encode(value)));
  await deliver(
    request,
    reply,
    { body, etag: etagOf(body), headers: { 'cache-control': 'no-store' } },
    false,
  );
}

/** The answer in the form the client accepts, with its headers, or 304 when it has it already. */
async function deliver(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, kept: boolean) {
  const form = answerFormFor(answer, request.headers['accept-encoding'], kept);
  reply.headers(answer.headers);
  if (variesByEncoding(answer)) reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
  reply.header('etag', form.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], form.etag)) reply.code(304).send();
  else {
    if (form.encoding) reply.header('content-encoding', form.encoding);
    reply.header('content-type', JSON_TYPE).send(form.body);
  }
  // A reply is a thenable that settles once the answer has gone out: the handler ends with it.
  await reply;
}
