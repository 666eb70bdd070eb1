import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Group cosplays at a con (issue 35 item 3). A member (the lead) starts a group for a con and one
 * of its days (or the whole con); its characters are a list of names; members claim them.
 *
 * The database decides who gets a character, not the page: con_group_claims is unique on
 * (character_id, seat). `seat` is 0 in a group without doubles, so a second claim of a character
 * fails; with doubles allowed it is the claimer's id, so every member may claim it once. Turning
 * doubles off sets every seat back to 0, which fails while a character has two claims. One claim
 * per member per group: unique (group_id, user_id).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (name: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id('con_groups')
    .addColumn('convention_id', 'integer', (c) =>
      c.notNull().references('conventions.id').onDelete('cascade'),
    )
    // The group goes with its lead's account (erased); hidden while the lead is not a live member.
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('series', 'text', (c) => c.notNull())
    // One of the con's days (YYYY-MM-DD), or null for the whole con.
    .addColumn('day', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allow_doubles', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`allow_doubles in (0, 1)`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('con_groups_by_con')
    .on('con_groups')
    .columns(['convention_id', 'day'])
    .execute();
  await db.schema.createIndex('con_groups_by_lead').on('con_groups').column('lead_id').execute();

  await id('con_group_characters')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('con_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('con_group_characters_name', ['group_id', 'name'])
    .execute();

  await id('con_group_claims')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('con_groups.id').onDelete('cascade'))
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('con_group_characters.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('con_group_claims_seat', sql`seat = 0 or seat = user_id`)
    .addUniqueConstraint('con_group_claims_one_seat', ['character_id', 'seat'])
    .addUniqueConstraint('con_group_claims_one_per_member', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('con_group_claims_by_member')
    .on('con_group_claims')
    .column('user_id')
    .execute();
}
