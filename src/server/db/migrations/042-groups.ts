import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Groups: chapters, crews, circles and con groups (issue 38 item 1; shared/api/groups.ts;
 * decision 37).
 * - `groups`: `slug` names its page (/groups/{slug}); `visibility` 'public' (anyone),
 *   'members' (signed-in members) or 'private' (its members only: 404 to everyone else);
 *   `join_policy` 'open' (members join at once), 'request' (moderators approve) or 'invite'
 *   (only invited members join). `hidden_at`: hidden by an organiser.
 * - `group_members`: who is in it and how. `role` owner, moderator or member; `state` 'active',
 *   'invited' (waiting for them to accept) or 'requested' (waiting for a moderator). Only an
 *   active member holds a role above member, and a group has at most one owner (a partial unique
 *   index: two racing transfers cannot leave two).
 * - `group_projects`: the projects members chose to show in the group.
 * - `group_covers`: one cover photo, like an event's.
 * - `events.group_id`: an event of the group; it goes with the group.
 * The kinds and states are written here, not imported: migrations are frozen history.
 */
const KINDS = ['chapter', 'crew', 'circle', 'con'];
const VISIBILITIES = ['public', 'members', 'private'];
const JOIN_POLICIES = ['open', 'request', 'invite'];
const ROLES = ['owner', 'moderator', 'member'];
const STATES = ['active', 'invited', 'requested'];

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('groups')
    .addColumn('id', idType, id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('join_policy', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .addCheckConstraint('groups_kind', oneOf('kind', KINDS))
    .addCheckConstraint('groups_visibility', oneOf('visibility', VISIBILITIES))
    .addCheckConstraint('groups_join_policy', oneOf('join_policy', JOIN_POLICIES))
    // Nobody can find a private group to ask to join it, nor join one at will.
    .addCheckConstraint('groups_private_join', sql`visibility <> 'private' or join_policy = 'invite'`)
    .execute();
  await db.schema.createIndex('groups_by_state').on('groups').columns(['state', 'name']).execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('joined_at', 'bigint')
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'member_id'])
    .addCheckConstraint('group_members_role', oneOf('role', ROLES))
    .addCheckConstraint('group_members_state', oneOf('state', STATES))
    .addCheckConstraint('group_members_role_active', sql`role = 'member' or state = 'active'`)
    .execute();
  await db.schema
    .createIndex('group_members_one_owner')
    .on('group_members')
    .column('group_id')
    .unique()
    .where(sql.ref('role'), '=', 'owner')
    .execute();
  // A member's groups, invitations and requests.
  await db.schema
    .createIndex('group_members_by_member')
    .on('group_members')
    .columns(['member_id', 'state'])
    .execute();

  await db.schema
    .createTable('group_projects')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_projects_pk', ['group_id', 'project_id'])
    .execute();
  await db.schema
    .createIndex('group_projects_by_project')
    .on('group_projects')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('group_covers')
    .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('og', blob)
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('events_by_group').on('events').columns(['group_id', 'starts_at']).execute();
}
