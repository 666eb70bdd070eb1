import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Meetups at a con (issue 35 item 5): an event may name the con and the con day it is held on.
 * Both null for every other event (and every event from before). A con that goes leaves its
 * events as plain events (set null). The index serves the con page's read: a con's meetups by day
 * and start.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('convention_id', 'integer', (c) => c.references('conventions.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('events').addColumn('con_day', 'text').execute();
  await db.schema
    .createIndex('events_by_convention')
    .on('events')
    .columns(['convention_id', 'con_day', 'starts_at'])
    .execute();
}
