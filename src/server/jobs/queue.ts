import type { FastifyBaseLogger } from 'fastify';
import type { JobRow, JobsRepo } from '../db/jobs-repo';
import { DatabaseFileError } from '../db/sqlite-file-guard';
import type { Trx } from '../db/transaction';
import { type JobName, type JobPayload, parsePayload } from './job-types';
import { createWorker, type JobHandler } from './worker';

export type { JobHandler } from './worker';

export interface EnqueueOptions {
  runAt?: number;
  dedupeKey?: string;
  maxAttempts?: number;
  /** The transaction of the change that causes the job. */
  trx?: Trx;
}

/** How often each instance looks for due jobs written by others (or scheduled for now). */
export const POLL_MS = 1000;
const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * One database-backed queue for mail and scheduled work (docs/decisions/0009-job-queue.md).
 * Jobs survive restarts and run at least once; handlers are written so a second run is harmless.
 */
export function createJobQueue(options: {
  repo: JobsRepo;
  now: () => number;
  log: FastifyBaseLogger;
  retryDelaysMs: number[];
  leaseMs: number;
  batch?: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const { repo, now, log } = options;
  const handlers = new Map<string, JobHandler>();
  const worker = createWorker({ ...options, handlers });
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  // The timer's runs: a database outage is logged once when it starts and once when it ends,
  // not every second.
  const tick = () => {
    worker.runDue().then(
      () => {
        if (failing) log.info('job queue: the database answers again');
        failing = false;
      },
      (error) => {
        // A lost SQLite file refuses every write, claims included: the queue waits (health and
        // refused requests log the file's problem as an error, once).
        if (!failing && error instanceof DatabaseFileError)
          log.warn(`job queue: paused, claiming nothing: ${error.detail}`);
        else if (!failing)
          log.error({ err: error }, 'job queue: looking for due jobs failed; trying every second');
        failing = true;
      },
    );
  };

  async function enqueueAny(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<void> {
    const job = {
      kind,
      payload,
      runAt: opts.runAt ?? now(),
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: opts.dedupeKey,
    };
    await repo.insert(job, now(), opts.trx);
    // Work this process adds starts at once. Inside a transaction it is not visible to the
    // worker until the commit; the next poll finds it then.
    if (timer && !opts.trx) setImmediate(tick);
  }

  return {
    /** The handler of a kind of job (jobs/handlers.ts): it receives the payload checked by its schema. */
    register<K extends JobName>(
      kind: K,
      handler: (payload: JobPayload<K>, job: JobRow) => Promise<void>,
    ): void {
      handlers.set(kind, (raw, job) => handler(parsePayload(kind, raw), job));
    },
    /** Queues a job of a kind of job-types.ts with its payload. */
    enqueue<K extends JobName>(kind: K, payload: JobPayload<K>, opts: EnqueueOptions = {}): Promise<void> {
      return enqueueAny(kind, payload, opts);
    },
    /** For the queue's own tests: kinds outside the app's list, payloads unchecked. */
    unchecked: {
      register: (kind: string, handler: JobHandler) => void handlers.set(kind, handler),
      enqueue: enqueueAny,
    },
    /** Runs every due job now and resolves when done (tests drive the queue with this). */
    runDue: worker.runDue,
    stats: () => repo.stats(now()),
    repo,
    /** Polls every POLL_MS; tests may leave it off and call runDue themselves. */
    start(): void {
      if (timer) return;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      setImmediate(tick);
    },
    /** Stops polling and waits for the job in flight. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await worker.stop();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
