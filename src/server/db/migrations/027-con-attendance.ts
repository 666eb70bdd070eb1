import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Who's going to a con (issue 35, item 2): one row per member per con holding who may see it
 * (everyone, members, only them), and one row per day they attend with what they wear (character
 * and series, both free text, empty when not decided). Days are YYYY-MM-DD; the API keeps them
 * within the con's days. Everything goes with its member or its con (cascade), and the days with
 * their attendance row, so "not going" is one delete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('con_attendance')
    .addColumn('convention_id', 'integer', (c) =>
      c.notNull().references('conventions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('members').check(sql`visibility in ('public', 'members', 'private')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('con_attendance_pk', ['convention_id', 'user_id'])
    .execute();
  // A member's cons (their export, their day plan) without scanning every con's rows.
  await db.schema.createIndex('con_attendance_by_user').on('con_attendance').column('user_id').execute();
  await db.schema
    .createTable('con_attendance_days')
    .addColumn('convention_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('con_attendance_days_pk', ['convention_id', 'user_id', 'day'])
    .addForeignKeyConstraint(
      'con_attendance_days_attendance',
      ['convention_id', 'user_id'],
      'con_attendance',
      ['convention_id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The con page reads one con's days: by con, then day.
  await db.schema
    .createIndex('con_attendance_days_by_day')
    .on('con_attendance_days')
    .columns(['convention_id', 'day'])
    .execute();
}
