import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Costume projects (issue 36): a member's build with its plan (reference links, components,
 * materials, tasks), its dated build log with techniques and photos. Photos keep their own
 * encoded copies (like album photos), served only by the project photo route, which checks the
 * project's visibility. Everything goes with the maker's account (cascade); a con that goes
 * leaves the project without it (set null). `hidden_at`: hidden by an organiser.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const decimal = dialect === 'postgres' ? 'double precision' : 'real';
  const withId = (name: string): CreateTableBuilder<string, string> => {
    const table = db.schema.createTable(name);
    return dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const ofProject = (c: ColumnDefinitionBuilder) => c.notNull().references('projects.id').onDelete('cascade');

  await withId('projects')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('costume'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('planning').check(sql`status in ('planning', 'building', 'done')`),
    )
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('members').check(sql`visibility in ('everyone', 'members', 'private')`),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('convention_id', 'integer', (c) => c.references('conventions.id').onDelete('set null'))
    .addColumn('target_date', 'text')
    .addColumn('budget_cents', 'integer')
    .addColumn('cover_photo_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema.createIndex('projects_by_owner').on('projects').columns(['owner_id']).execute();
  await db.schema.createIndex('projects_by_convention').on('projects').columns(['convention_id']).execute();

  await withId('project_references')
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId('project_components')
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('todo').check(sql`status in ('todo', 'building', 'done')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId('project_materials')
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('needed').check(sql`status in ('needed', 'ordered', 'arrived', 'owned')`),
    )
    .addColumn('quantity', decimal, (c) => c.notNull().defaultTo(1))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_cost_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shop', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId('project_tasks')
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('estimate_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['project_references', 'project_components', 'project_materials', 'project_tasks'])
    await db.schema.createIndex(`${table}_by_project`).on(table).columns(['project_id']).execute();

  await withId('project_entries')
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('entry_date', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minutes_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('project_entries_by_project')
    .on('project_entries')
    .columns(['project_id', 'entry_date', 'id'])
    .execute();
  await db.schema
    .createIndex('project_entries_by_created')
    .on('project_entries')
    .columns(['created_at'])
    .execute();

  await db.schema
    .createTable('project_entry_techniques')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('project_entries.id').onDelete('cascade'))
    .addColumn('technique', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_entry_techniques_pk', ['entry_id', 'technique'])
    .execute();
  await db.schema
    .createIndex('project_entry_techniques_by_technique')
    .on('project_entry_techniques')
    .columns(['technique', 'entry_id'])
    .execute();

  await db.schema
    .createTable('project_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', ofProject)
    .addColumn('entry_id', 'integer', (c) => c.references('project_entries.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('project').check(sql`role in ('entry', 'reference', 'project')`),
    )
    .addColumn('display', blob, (c) => c.notNull())
    .addColumn('thumb', blob, (c) => c.notNull())
    .addColumn('w480', blob)
    .addColumn('w960', blob)
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_photos_by_project')
    .on('project_photos')
    .columns(['project_id'])
    .execute();
  await db.schema.createIndex('project_photos_by_entry').on('project_photos').columns(['entry_id']).execute();
}
