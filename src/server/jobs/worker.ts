import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRow, JobsRepo } from '../db/jobs-repo';
import { DeadJobError } from './job-types';

/**
 * Runs one job; throwing means "try again later" (until the job's attempts run out), except a
 * DeadJobError (a payload that can never run), which makes it dead at once.
 */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

function readPayload(job: JobRow): unknown {
  try {
    return JSON.parse(job.payload);
  } catch {
    throw new DeadJobError(`the payload of job ${job.kind} is not JSON`);
  }
}

/** Jobs claimed at a time; they run one after another, under one renewed lease. */
const BATCH = 10;

/**
 * Claims due jobs and runs them: done, or on failure logged and retried after a back-off, or
 * dead after the last attempt. One drain at a time in this process; other instances claim other
 * jobs (see jobsRepo.claim).
 */
export function createWorker(options: {
  repo: JobsRepo;
  handlers: ReadonlyMap<string, JobHandler>;
  now: () => number;
  log: FastifyBaseLogger;
  retryDelaysMs: number[];
  leaseMs: number;
  /** Runs one job's work with its writes announced together when it is done (db/change-recorder.ts). */
  batch?: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const { repo, handlers, now, log, retryDelaysMs: delays, leaseMs } = options;
  const batch = options.batch ?? ((work) => work());
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;

  async function runOne(job: JobRow): Promise<void> {
    const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (job.attempts > job.max_attempts) {
      // Each attempt so far ended with its worker gone (its lease ran out): this job may be what
      // kills them, so it is not run again.
      const reason = `gave up: the worker stopped during each of its ${job.max_attempts} attempts`;
      log.error(fields, `job ${job.kind} #${job.id} is dead: ${reason}`);
      await repo.fail(job.id, worker, reason, undefined, now());
      return;
    }
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await batch(() => handler(readPayload(job), job));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.max_attempts || error instanceof DeadJobError;
      const retryAt = last ? undefined : now() + (delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 0);
      // Logged before it is recorded: even if the database is gone now, the error is not lost.
      if (last)
        log.error({ ...fields, err: error }, `job ${job.kind} #${job.id} failed for good; it is dead`);
      else
        log.warn(
          { ...fields, err: error, retryAt },
          `job ${job.kind} #${job.id} failed; retrying at ${new Date(retryAt!).toISOString()}`,
        );
      await repo.fail(job.id, worker, message.slice(0, 2000), retryAt, now());
      return;
    }
    if (!(await repo.complete(job.id, worker, now())))
      log.warn(
        fields,
        `job ${job.kind} #${job.id} finished after its lease ran out and another worker took it`,
      );
  }

  /** Runs a claimed batch, renewing the lease meanwhile; what is left at shutdown is given back. */
  async function runBatch(jobs: JobRow[]): Promise<void> {
    const held = new Set(jobs.map((j) => j.id));
    const renew = setInterval(() => {
      repo
        .renew([...held], worker, now() + leaseMs)
        .catch((error) => log.warn({ err: error }, 'could not renew the lease of running jobs'));
    }, leaseMs / 3);
    renew.unref();
    try {
      for (const job of jobs) {
        if (stopping) break;
        await runOne(job);
        held.delete(job.id);
      }
    } finally {
      clearInterval(renew);
      await repo.release([...held], worker);
    }
  }

  async function drain(): Promise<void> {
    while (!stopping) {
      const t = now();
      const jobs = await repo.claim([...handlers.keys()], t, t + leaseMs, worker, BATCH);
      if (jobs.length === 0) return;
      await runBatch(jobs);
    }
  }

  return {
    /** Runs every due job and resolves when none is left (or the worker is stopping). */
    runDue(): Promise<void> {
      if (stopping) return Promise.resolve();
      if (running) {
        again = true; // something may have become due after the running drain looked
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain();
        } while (again && !stopping);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Finishes the job in flight, gives back the rest of its batch, and runs nothing more. */
    async stop(): Promise<void> {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
