import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ProjectVisibility, Technique } from '../../src/shared/api/projects';

/**
 * Seeding for the projects' moderation and export tests, written straight into the test's
 * database: the projects' own API (features/projects) lands beside this work, not before it.
 * Once it has, these should create the same rows through POST /api/projects, …/entries and
 * …/photos instead. Each returns the new row's id.
 */

const db = (app: FastifyInstance) => app.deps.database.db;

/** A distinct small WebP (its colour from `seed`), as a stored display image. */
export const projectWebp = (seed: number) =>
  sharp({
    create: {
      width: 64 + (seed % 50),
      height: 48,
      channels: 3,
      background: { r: seed % 256, g: 90, b: 140 },
    },
  })
    .webp()
    .toBuffer();

export async function insertProject(
  app: FastifyInstance,
  ownerId: number,
  fields: { title?: string; visibility?: ProjectVisibility; description?: string; budgetCents?: number } = {},
): Promise<number> {
  const now = app.deps.now();
  const row = await db(app)
    .insertInto('projects')
    .values({
      owner_id: ownerId,
      title: fields.title ?? 'Mercy (Overwatch)',
      character: 'Mercy',
      series: 'Overwatch',
      kind: 'costume',
      status: 'building',
      visibility: fields.visibility ?? 'everyone',
      description: fields.description ?? 'Wings first, then the staff.',
      target_date: '2026-07-04',
      budget_cents: fields.budgetCents ?? 25_000,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A log entry of the project on `date`, with its techniques. */
export async function insertEntry(
  app: FastifyInstance,
  projectId: number,
  fields: { date?: string; body?: string; minutesSpent?: number; techniques?: Technique[] } = {},
): Promise<number> {
  const now = app.deps.now();
  const row = await db(app)
    .insertInto('project_entries')
    .values({
      project_id: projectId,
      entry_date: fields.date ?? '2026-05-12',
      body: fields.body ?? 'Cut the **wing** feathers from EVA foam.',
      minutes_spent: fields.minutesSpent ?? 90,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const technique of fields.techniques ?? ['eva-foam'])
    await db(app).insertInto('project_entry_techniques').values({ entry_id: row.id, technique }).execute();
  return row.id;
}

/** A photo of the project (in a log entry when `entryId` is given); returns its id and stored bytes. */
export async function insertProjectPhoto(
  app: FastifyInstance,
  projectId: number,
  fields: { entryId?: number; role?: 'entry' | 'reference' | 'project'; alt?: string; seed?: number } = {},
): Promise<{ id: string; display: Buffer }> {
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  const display = await projectWebp(fields.seed ?? 1);
  await db(app)
    .insertInto('project_photos')
    .values({
      id,
      project_id: projectId,
      entry_id: fields.entryId ?? null,
      role: fields.role ?? (fields.entryId ? 'entry' : 'project'),
      display,
      thumb: display,
      width: 64,
      height: 48,
      alt: fields.alt ?? 'The left wing, half covered',
      credit: 'Photo: Sam',
      created_at: app.deps.now(),
    })
    .execute();
  return { id, display };
}
