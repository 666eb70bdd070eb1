import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * A transaction of the data layer. Features get one from `deps.transaction` and only hand it on
 * to repository methods (and `deps.jobs.enqueue`), so every change of an action commits together.
 */
export type Trx = Transaction<Database>;

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export type RunInTransaction = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

export const transactionRunner =
  (db: Kysely<Database>): RunInTransaction =>
  (work) =>
    db.transaction().execute(work);
