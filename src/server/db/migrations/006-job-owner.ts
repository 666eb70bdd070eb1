import type { Kysely } from 'kysely';

/**
 * Which worker holds a job's claim: a worker renews, finishes or fails only the jobs it still
 * holds, so one whose claim ran out (and was taken over) cannot overwrite the new owner's work.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
}
