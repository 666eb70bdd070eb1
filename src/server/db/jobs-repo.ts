import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
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

/**
 * Adds a job; pass the transaction of the change that causes it, so both land or neither does.
 * A job with a dedupe key that already exists is not added again.
 */
export async function insertJob(db: Db, job: NewJob, now: number): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      status: 'waiting',
      run_at: job.runAt,
      max_attempts: job.maxAttempts,
      locked_until: null,
      last_error: null,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export function jobsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Takes up to `limit` due jobs for this worker until `lockUntil`. On PostgreSQL, SKIP LOCKED
     * lets several instances claim side by side without ever taking the same job; SQLite runs one
     * write transaction at a time, so the UPDATE … RETURNING is already exclusive.
     */
    async claim(now: number, lockUntil: number, limit: number): Promise<JobRow[]> {
      const lock = dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
      const result = await sql<JobRow>`
        UPDATE jobs SET locked_until = ${lockUntil}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM jobs
          WHERE status = 'waiting' AND run_at <= ${now}
            AND (locked_until IS NULL OR locked_until < ${now})
          ORDER BY run_at LIMIT ${limit} ${lock}
        )
        RETURNING *`.execute(db);
      return result.rows.map((r) => ({ ...r, run_at: Number(r.run_at) }));
    },

    /**
     * Frees every claimed job. Only for SQLite at start: one process owns the file, so any claim
     * left in it belongs to a process that died (on PostgreSQL claims expire instead).
     */
    async releaseAllClaims(): Promise<void> {
      await db.updateTable('jobs').set({ locked_until: null }).where('status', '=', 'waiting').execute();
    },

    async complete(id: number, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'done', finished_at: now, locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** Records the failure; the job runs again at `retryAt`, or is dead when there is none. */
    async fail(id: number, error: string, retryAt: number | undefined, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set(
          retryAt === undefined
            ? { status: 'dead', finished_at: now, locked_until: null, last_error: error }
            : { run_at: retryAt, locked_until: null, last_error: error },
        )
        .where('id', '=', id)
        .execute();
    },

    /** Finished jobs are kept a while for operators to see, then dropped. */
    async deleteFinishedBefore(time: number): Promise<void> {
      await db.deleteFrom('jobs').where('status', '=', 'done').where('finished_at', '<', time).execute();
    },

    /** For health and metrics: waiting jobs, the age of the oldest due one, dead ones. */
    async stats(now: number): Promise<{ depth: number; oldestWaitingMs: number | null; dead: number }> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('status', '=', 'waiting').then(1).else(0).end()).as('depth'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'dead').then(1).else(0).end()).as('dead'),
          eb.fn
            .min<number>(eb.case().when('status', '=', 'waiting').then(eb.ref('run_at')).end())
            .as('oldest'),
        ])
        .executeTakeFirstOrThrow();
      const oldest = row.oldest === null ? null : Number(row.oldest);
      return {
        depth: Number(row.depth ?? 0),
        dead: Number(row.dead ?? 0),
        oldestWaitingMs: oldest === null || oldest > now ? null : now - oldest,
      };
    },
  };
}

export type JobsRepo = ReturnType<typeof jobsRepo>;
