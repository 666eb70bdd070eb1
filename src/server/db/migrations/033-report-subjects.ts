import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * What a report is about beyond the member (issue 35 item 6): a group cosplay, a photoshoot slot
 * or an album photo, by kind and id. Both null for a profile report and for every report written
 * before this release. No foreign key: the subject may be removed while the report waits, and
 * the queue then says so.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('subject_kind', 'text', (c) =>
      c.check(sql`subject_kind is null or subject_kind in ('con-group', 'shoot-slot', 'album-photo')`),
    )
    .execute();
  await db.schema.alterTable('reports').addColumn('subject_id', 'text').execute();
}
