import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database, JobsTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;
export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  payload?: unknown;
  runAt: number;
  maxAttempts: number;
  dedupeKey?: string;
}

export interface QueueStats {
  /** Jobs due now and not finished (work scheduled for later is not a backlog). */
  depth: number;
  /** How long the oldest due job has waited past its time; null when none is due. */
  oldestWaitingMs: number | null;
  /** Jobs that gave up, kept for operators. */
  dead: number;
}

/**
 * Adds a job; pass the transaction of the change that causes it, so both land or neither does.
 * A job with a dedupe key that already exists is not added again.
 */
async function insertJob(db: Db, job: NewJob, now: number): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      status: 'waiting',
      run_at: job.runAt,
      max_attempts: job.maxAttempts,
      locked_until: null,
      locked_by: null,
      last_error: null,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export function jobsRepo(db: Kysely<Database>, dialect: Dialect) {
  /** Adds a job (insertJob), in the transaction of the change that causes it when one is given. */
  const insert = (job: NewJob, now: number, trx?: Transaction<Database>) => insertJob(trx ?? db, job, now);
  /** Rows still claimed by this worker: a claim that ran out and was taken over is not ours. */
  const held = (ids: number[], worker: string) =>
    db
      .updateTable('jobs')
      .where('id', 'in', ids)
      .where('locked_by', '=', worker)
      .where('status', '=', 'waiting');

  return {
    insert,

    /**
     * Takes up to `limit` due jobs of the given kinds for `worker` until `lockUntil`, counting an
     * attempt each. On PostgreSQL, FOR UPDATE SKIP LOCKED lets instances claim side by side
     * without ever taking the same job. On SQLite the single UPDATE statement holds the file's
     * write lock from the start, so a second process on the same file waits, then sees the claim.
     */
    async claim(kinds: string[], now: number, lockUntil: number, worker: string, limit: number) {
      if (kinds.length === 0) return [];
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'waiting')
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .where('kind', 'in', kinds)
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({ locked_until: lockUntil, locked_by: worker, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
      // RETURNING keeps no order.
      return rows.sort((a, b) => a.run_at - b.run_at || a.id - b.id);
    },

    /** Extends this worker's claims while it works; returns how many it still held. */
    async renew(ids: number[], worker: string, lockUntil: number): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await held(ids, worker).set({ locked_until: lockUntil }).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gives back claimed jobs that were never started (shutdown): free at once, no attempt used. */
    async release(ids: number[], worker: string): Promise<void> {
      if (ids.length === 0) return;
      await held(ids, worker)
        .set((eb) => ({ locked_until: null, locked_by: null, attempts: eb('attempts', '-', 1) }))
        .execute();
    },

    /**
     * Replaces a running job's payload with what a later attempt must know (a mail's link nonce,
     * mail/job-link.ts); false when the worker named in `job` no longer holds it.
     */
    async keepPayload(job: JobRow, payload: unknown): Promise<boolean> {
      if (!job.locked_by) return false;
      const result = await held([job.id], job.locked_by)
        .set({ payload: JSON.stringify(payload) })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks the job done; false when this worker no longer held it. */
    async complete(id: number, worker: string, now: number): Promise<boolean> {
      const result = await held([id], worker)
        .set({ status: 'done', finished_at: now, locked_until: null, locked_by: null, last_error: null })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the failure; the job runs again at `retryAt`, or is dead when there is none. */
    async fail(id: number, worker: string, error: string, retryAt: number | undefined, now: number) {
      const unlocked = { locked_until: null, locked_by: null, last_error: error };
      await held([id], worker)
        .set(
          retryAt === undefined
            ? { ...unlocked, status: 'dead', finished_at: now }
            : { ...unlocked, run_at: retryAt },
        )
        .execute();
    },

    /** Finished jobs are kept a while for operators to see, then dropped (dead ones stay). */
    async deleteFinishedBefore(time: number): Promise<void> {
      await db.deleteFrom('jobs').where('status', '=', 'done').where('finished_at', '<', time).execute();
    },

    /** For health and metrics. */
    async stats(now: number): Promise<QueueStats> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => {
          const due = eb.and([eb('status', '=', 'waiting'), eb('run_at', '<=', now)]);
          return [
            eb.fn.sum<number>(eb.case().when(due).then(1).else(0).end()).as('depth'),
            eb.fn.sum<number>(eb.case().when('status', '=', 'dead').then(1).else(0).end()).as('dead'),
            eb.fn.min<number>(eb.case().when(due).then(eb.ref('run_at')).end()).as('oldest'),
          ];
        })
        .executeTakeFirstOrThrow();
      const oldest = row.oldest === null ? null : Number(row.oldest);
      return {
        depth: Number(row.depth ?? 0),
        dead: Number(row.dead ?? 0),
        oldestWaitingMs: oldest === null ? null : now - oldest,
      };
    },
  };
}

export type JobsRepo = ReturnType<typeof jobsRepo>;
