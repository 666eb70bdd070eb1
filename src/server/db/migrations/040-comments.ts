import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Comments and reactions (issue 37 items 1 and 2). `comments`: on an event, a con page, a project
 * log entry, a tutorial or an album photo (`subject_kind`, and the thing's id as text: album photos
 * have text ids); one level of replies (`parent_id`, going with the comment it answers). The author
 * may go (erased after the restore window): the comment stays, from "a former member".
 * `deleted_at`: deleted by its author but kept as a placeholder for its replies; `hidden_at`: hidden
 * by an organiser. `comment_policies`: who may comment on a thing, when its owner chose (no row:
 * open). `comment_mentions`: the members a comment may name. `reactions`: one row per member, thing and emoji; they go with the member.
 * The kinds and names are written here, not imported: migrations are frozen history.
 */
const COMMENT_KINDS = ['event', 'con', 'project-entry', 'tutorial', 'album-photo'];
const REACTION_KINDS = ['comment', 'project-entry', 'project-photo', 'album-photo', 'tutorial'];
const REACTIONS = ['heart', 'fire', 'clap', 'wow', 'laugh', 'sparkles'];
const POLICIES = ['open', 'members', 'off'];

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('comments')
    .addColumn('id', idType, id)
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('edited_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('hidden_at', 'bigint')
    .addCheckConstraint('comments_subject_kind', oneOf('subject_kind', COMMENT_KINDS))
    .execute();
  await db.schema
    .createIndex('comments_by_subject')
    .on('comments')
    .columns(['subject_kind', 'subject_id', 'id'])
    .execute();
  // Replies of a page's comments, and "has it replies?" when one is deleted.
  await db.schema.createIndex('comments_by_parent').on('comments').columns(['parent_id']).execute();
  // The member's comments (export, the hourly limit's neighbours) without a scan.
  await db.schema.createIndex('comments_by_author').on('comments').columns(['author_id']).execute();

  // Whom a comment names (@username) and may name: checked when it is written or edited (the
  // member exists, may see the thing, no block with the author); its page links them, they heard of it.
  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('comment_mentions_by_member')
    .on('comment_mentions')
    .columns(['member_id'])
    .execute();

  await db.schema
    .createTable('comment_policies')
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_policies_pk', ['subject_kind', 'subject_id'])
    .addCheckConstraint('comment_policies_subject_kind', oneOf('subject_kind', COMMENT_KINDS))
    .addCheckConstraint('comment_policies_policy', oneOf('policy', POLICIES))
    .execute();

  await db.schema
    .createTable('reactions')
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reactions_pk', ['subject_kind', 'subject_id', 'member_id', 'reaction'])
    .addCheckConstraint('reactions_subject_kind', oneOf('subject_kind', REACTION_KINDS))
    .addCheckConstraint('reactions_reaction', oneOf('reaction', REACTIONS))
    .execute();
  // The primary key's index answers a thing's reactions (its first two columns); this one the member's.
  await db.schema.createIndex('reactions_by_member').on('reactions').columns(['member_id']).execute();
}
