import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Polls in a group or on an event (issue 38 item 4; shared/api/polls.ts; decision 40).
 * `polls`: on `subject_kind` 'group' or 'event' and its id; single or `multiple` choice,
 * `anonymous` (names never shown) or named, `results` shown 'always', to 'voters' once they voted,
 * or once 'closed'; `closes_at` (null: until its author closes it, `closed_at`). It goes with its
 * subject (no foreign key can name two tables: the routes delete a subject's polls with it, and
 * the hourly sweep removes any left). `poll_options`: its choices in order, each a text and, for a
 * date poll, the instant it proposes. `poll_votes`: one row per member and option chosen; a
 * member's votes go with their account.
 * The kinds are written here, not imported: migrations are frozen history.
 */
const SUBJECT_KINDS = ['group', 'event'];
const RESULTS = ['always', 'voters', 'closed'];

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('polls')
    .addColumn('id', idType, id)
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('polls_subject_kind', oneOf('subject_kind', SUBJECT_KINDS))
    .addCheckConstraint('polls_results', oneOf('results', RESULTS))
    .execute();
  await db.schema
    .createIndex('polls_by_subject')
    .on('polls')
    .columns(['subject_kind', 'subject_id', 'id'])
    .execute();

  await db.schema
    .createTable('poll_options')
    .addColumn('id', idType, id)
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addUniqueConstraint('poll_options_position', ['poll_id', 'position'])
    .execute();

  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('poll_options.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['option_id', 'member_id'])
    .execute();
  // A member's votes in a poll (replaced together), and the export's.
  await db.schema
    .createIndex('poll_votes_by_member')
    .on('poll_votes')
    .columns(['member_id', 'poll_id'])
    .execute();
}
