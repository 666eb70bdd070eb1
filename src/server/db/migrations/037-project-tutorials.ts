import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Tutorials (issue 36 item 6): a project's chosen log entries as an ordered step-by-step page.
 * One tutorial per project; a draft until its maker publishes it; it follows its project's
 * visibility. A step may start from a log entry (kept if the entry goes: set null), carries its own
 * title and Markdown, the photos chosen for it (project photos: a photo that goes leaves the step),
 * and may name one of the measurement calculators it uses.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('project_tutorials')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().unique().references('projects.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();

  await db.schema
    .createTable('project_tutorial_steps')
    .addColumn('id', idType, id)
    .addColumn('tutorial_id', 'integer', (c) =>
      c.notNull().references('project_tutorials.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.references('project_entries.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('calculator', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_tutorial_steps_by_tutorial')
    .on('project_tutorial_steps')
    .columns(['tutorial_id', 'position'])
    .execute();

  await db.schema
    .createTable('project_tutorial_step_photos')
    .addColumn('step_id', 'integer', (c) =>
      c.notNull().references('project_tutorial_steps.id').onDelete('cascade'),
    )
    .addColumn('photo_id', 'text', (c) => c.notNull().references('project_photos.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_tutorial_step_photos_pk', ['step_id', 'photo_id'])
    .execute();
  await db.schema
    .createIndex('project_tutorial_step_photos_by_photo')
    .on('project_tutorial_step_photos')
    .columns(['photo_id'])
    .execute();
}
