import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { lockProject } from './project-plan-repo';
import type { Database } from './schema';
import type { ProjectPhotosTable } from './schema-projects';

/** A processed photo (images/process-image.ts) with the maker's texts and its place. */
export type NewProjectPhoto = Pick<
  ProjectPhotosTable,
  'id' | 'display' | 'thumb' | 'w480' | 'w960' | 'width' | 'height' | 'alt'
> & { credit: string; role: 'entry' | 'reference' | 'project'; entry_id: number | null };

export type ProjectPhotoSize = 'display' | 'thumb' | 'w480' | 'w960';

const PHOTO_COLUMNS = ['id', 'project_id', 'entry_id', 'role', 'width', 'height', 'alt', 'credit'] as const;

/**
 * Project photos (migration 034): their encoded copies live in the rows. Which photos an answer
 * shows follows from the project or entries the viewer may see (the routes read those through
 * projectVisibleTo first); the bytes are served only at the signed addresses those answers hand out.
 */
export function projectPhotosRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Stores a photo unless the project holds `caps.project` photos, or its entry `caps.entry`
     * (counted under the project's row lock). 'full-project', 'full-entry' or 'ok'.
     */
    async add(
      projectId: number,
      photo: NewProjectPhoto,
      caps: { project: number; entry: number },
      now: number,
    ): Promise<'ok' | 'full-project' | 'full-entry'> {
      return db.transaction().execute(async (trx) => {
        await lockProject(trx, dialect, projectId);
        const count = (entryId?: number) =>
          trx
            .selectFrom('project_photos')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where('project_id', '=', projectId)
            .$if(entryId !== undefined, (qb) => qb.where('entry_id', '=', entryId as number))
            .executeTakeFirstOrThrow()
            .then((r) => Number(r.n));
        if ((await count()) >= caps.project) return 'full-project';
        if (photo.entry_id !== null && (await count(photo.entry_id)) >= caps.entry) return 'full-entry';
        await trx
          .insertInto('project_photos')
          .values({ ...photo, project_id: projectId, created_at: now })
          .execute();
        await trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
        return 'ok';
      });
    },

    /** A project's photos of these roles, oldest first. */
    async ofProject(projectId: number, roles: readonly string[]) {
      return db
        .selectFrom('project_photos')
        .select(PHOTO_COLUMNS)
        .where('project_id', '=', projectId)
        .where('role', 'in', [...roles])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The photos of these entries (one query for a page), oldest first. */
    async ofEntries(entryIds: readonly number[]) {
      if (entryIds.length === 0) return [];
      return db
        .selectFrom('project_photos')
        .select(PHOTO_COLUMNS)
        .where('entry_id', 'in', [...entryIds])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** These photos (the covers of a page of summaries), each only with its own project. */
    async covers(projects: ReadonlyArray<{ id: number; cover_photo_id: string | null }>) {
      const ids = projects.flatMap((p) => (p.cover_photo_id ? [p.cover_photo_id] : []));
      if (ids.length === 0) return [];
      return db
        .selectFrom('project_photos')
        .select(PHOTO_COLUMNS)
        .where('id', 'in', ids)
        .where(
          'project_id',
          'in',
          projects.map((p) => p.id),
        )
        .execute();
    },

    /** A photo with its project's maker (no visibility rule: for the maker's own writes). */
    async ownerOf(photoId: string) {
      return db
        .selectFrom('project_photos as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .select(['p.id', 'p.project_id', 'p.entry_id', 'pr.owner_id', 'pr.cover_photo_id'])
        .where('p.id', '=', photoId)
        .executeTakeFirst();
    },

    async one(photoId: string) {
      return db
        .selectFrom('project_photos')
        .select(PHOTO_COLUMNS)
        .where('id', '=', photoId)
        .executeTakeFirst();
    },

    /** The maker changes a photo's alt text or credit; false when it is not theirs. */
    async update(photoId: string, ownerId: number, change: { alt?: string; credit?: string }, now: number) {
      return db.transaction().execute(async (trx) => {
        const photo = await trx
          .selectFrom('project_photos as p')
          .innerJoin('projects as pr', 'pr.id', 'p.project_id')
          .select(['p.project_id'])
          .where('p.id', '=', photoId)
          .where('pr.owner_id', '=', ownerId)
          .executeTakeFirst();
        if (!photo) return false;
        if (Object.keys(change).length > 0)
          await trx.updateTable('project_photos').set(change).where('id', '=', photoId).execute();
        await trx
          .updateTable('projects')
          .set({ updated_at: now })
          .where('id', '=', photo.project_id)
          .execute();
        return true;
      });
    },

    /** The maker deletes a photo; the project's cover is cleared when it was the cover. */
    async remove(photoId: string, ownerId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const photo = await trx
          .selectFrom('project_photos as p')
          .innerJoin('projects as pr', 'pr.id', 'p.project_id')
          .select(['p.project_id', 'pr.cover_photo_id'])
          .where('p.id', '=', photoId)
          .where('pr.owner_id', '=', ownerId)
          .executeTakeFirst();
        if (!photo) return false;
        await trx.deleteFrom('project_photos').where('id', '=', photoId).execute();
        await trx
          .updateTable('projects')
          .set(
            photo.cover_photo_id === photoId
              ? { updated_at: now, cover_photo_id: null }
              : { updated_at: now },
          )
          .where('id', '=', photo.project_id)
          .execute();
        return true;
      });
    },

    /**
     * A photo's bytes for the image route, which only answers signed addresses (handed out to
     * viewers who may see it); still nothing once its maker is no longer active.
     */
    async bytes(photoId: string, size: ProjectPhotoSize): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('project_photos as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .select(['p.display', `p.${size} as data`])
        .where('p.id', '=', photoId)
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      // A narrower copy is not stored when the photo is not wider: the display image serves.
      return row ? (row.data ?? row.display) : undefined;
    },
  };
}

export type ProjectPhotosRepo = ReturnType<typeof projectPhotosRepo>;
export type ProjectPhotoRow = Awaited<ReturnType<ProjectPhotosRepo['ofEntries']>>[number];
