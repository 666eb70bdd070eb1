import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { insertJob, type JobRow, type JobsRepo } from '../db/jobs-repo';
import type { Database } from '../db/schema';

/** Runs one job; throwing means "try again later" (until the job's attempts run out). */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  runAt?: number;
  dedupeKey?: string;
  maxAttempts?: number;
  /** The transaction of the change that causes the job. */
  trx?: Transaction<Database>;
}

/** Waits after the 1st, 2nd, … failure; the last one repeats. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];
const LOCK_MS = 5 * 60_000;
const BATCH = 10;

/**
 * One database-backed queue for mail and scheduled work (docs/decisions/0009-job-queue.md).
 * Jobs survive restarts and run at least once; handlers are written so a second run is harmless.
 */
export function createJobQueue(options: {
  db: Kysely<Database>;
  repo: JobsRepo;
  now: () => number;
  log: FastifyBaseLogger;
  retryDelaysMs?: number[];
  pollMs?: number;
}) {
  const { repo, now, log } = options;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload), job);
      await repo.complete(job.id, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.max_attempts;
      const retryAt = last ? undefined : now() + (delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 0);
      await repo.fail(job.id, message.slice(0, 2000), retryAt, now());
      const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error };
      if (last)
        log.error(fields, `job ${job.kind} #${job.id} failed for good after ${job.attempts} attempts`);
      else
        log.warn(
          fields,
          `job ${job.kind} #${job.id} failed; retrying at ${new Date(retryAt!).toISOString()}`,
        );
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const t = now();
      const jobs = await repo.claim(t, t + LOCK_MS, BATCH);
      if (jobs.length === 0) return;
      for (const job of jobs) await runOne(job);
    }
  }

  /** Runs every due job (one run at a time in this process) and resolves when none is left. */
  async function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    runDue().catch((error) => log.error({ err: error }, 'job queue poll failed'));
  };

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },
    async enqueue(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<void> {
      await insertJob(
        opts.trx ?? options.db,
        {
          kind,
          payload,
          runAt: opts.runAt ?? now(),
          maxAttempts: opts.maxAttempts ?? 8,
          dedupeKey: opts.dedupeKey,
        },
        now(),
      );
      // Work added by this process starts at once (after the transaction, if any, commits).
      if (timer && !opts.trx) setImmediate(tick);
    },
    runDue,
    stats: () => repo.stats(now()),
    repo,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, options.pollMs ?? 1000);
      timer.unref();
      setImmediate(tick);
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
