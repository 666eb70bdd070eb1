import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Direct messages and group conversations (issue 37 item 4; shared/api/messages.ts).
 * `conversations`: direct (`direct_key` "smallerId:largerId", unique, so a pair has one however
 * many first messages race) or a group (a title). `conversation_members`: who is in it and how —
 * 'active', 'request' (waiting for them to accept), 'ignored' (they ignored the request), 'left' —
 * with the newest message they read. `messages`: they go with their sender's account when it is
 * erased (after the restore window), for everyone; `deleted_at`: unsent by the sender (text and
 * photo gone), `hidden_at`: hidden by an organiser. `message_photos`: a photo message's encoded
 * copies, served only at signed addresses a member's conversation answer hands out.
 * The kinds and states are written here, not imported: migrations are frozen history.
 */
const KINDS = ['direct', 'group'];
const STATES = ['active', 'request', 'ignored', 'left'];

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('conversations')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('direct_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('conversations_kind', oneOf('kind', KINDS))
    .addCheckConstraint(
      'conversations_direct_key',
      sql`(kind = 'direct' and direct_key is not null) or (kind = 'group' and direct_key is null)`,
    )
    .execute();

  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'member_id'])
    .addCheckConstraint('conversation_members_state', oneOf('state', STATES))
    .execute();
  // A member's conversations and requests.
  await db.schema
    .createIndex('conversation_members_by_member')
    .on('conversation_members')
    .columns(['member_id', 'state'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', idType, id)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('hidden_at', 'bigint')
    .execute();
  // A conversation's pages, newest first, and its unread counts.
  await db.schema
    .createIndex('messages_by_conversation')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // The member's messages (export, the hourly limit).
  await db.schema
    .createIndex('messages_by_sender')
    .on('messages')
    .columns(['sender_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('message_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().unique().references('messages.id').onDelete('cascade'),
    )
    .addColumn('display', blob, (c) => c.notNull())
    .addColumn('thumb', blob, (c) => c.notNull())
    .addColumn('w480', blob)
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .execute();
}
