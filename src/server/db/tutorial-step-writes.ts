import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** A step as a write stores it: its text, calculator, photos in order, and the entry it came from. */
export interface NewStep {
  entry_id: number | null;
  title: string;
  body: string;
  calculator: string | null;
  photoIds: readonly string[];
}

export type StepChange = Partial<Pick<NewStep, 'title' | 'body' | 'calculator'>> & {
  photoIds?: readonly string[];
};

/** Writes a step and its photos at `position` (tutorials-repo's create, and addStep). */
export async function insertStep(trx: Trx, tutorialId: number, step: NewStep, position: number, now: number) {
  const { photoIds, ...columns } = step;
  const row = await trx
    .insertInto('project_tutorial_steps')
    .values({ ...columns, tutorial_id: tutorialId, position, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setPhotos(trx, row.id, photoIds);
  return row.id;
}

async function setPhotos(trx: Trx, stepId: number, photoIds: readonly string[]) {
  await trx.deleteFrom('project_tutorial_step_photos').where('step_id', '=', stepId).execute();
  if (photoIds.length > 0)
    await trx
      .insertInto('project_tutorial_step_photos')
      .values(photoIds.map((photo_id, position) => ({ step_id: stepId, photo_id, position })))
      .execute();
}

/**
 * A tutorial's step writes (migration 037), spread into tutorialsRepo: each runs under the
 * tutorial's row lock (PostgreSQL; SQLite has one writer), so positions stay 0…n-1 and the step
 * cap holds under concurrent writes; each sets the tutorial's updated_at.
 */
export function tutorialStepWrites(db: Kysely<Database>, dialect: Dialect) {
  const lock = async (trx: Trx, tutorialId: number) => {
    const read = trx.selectFrom('project_tutorials').select('id').where('id', '=', tutorialId);
    await (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
  };
  const touch = (trx: Trx, tutorialId: number, now: number) =>
    trx.updateTable('project_tutorials').set({ updated_at: now }).where('id', '=', tutorialId).execute();
  const stepIdsOf = async (trx: Trx, tutorialId: number) =>
    (
      await trx
        .selectFrom('project_tutorial_steps')
        .select('id')
        .where('tutorial_id', '=', tutorialId)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));
  const renumber = async (trx: Trx, stepIds: readonly number[]) => {
    for (const [position, id] of stepIds.entries())
      await trx.updateTable('project_tutorial_steps').set({ position }).where('id', '=', id).execute();
  };
  return {
    /** A step at the end; false when the tutorial holds `cap` steps already. */
    async addStep(tutorialId: number, step: NewStep, cap: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, tutorialId);
        const ids = await stepIdsOf(trx, tutorialId);
        if (ids.length >= cap) return false;
        await insertStep(trx, tutorialId, step, ids.length, now);
        await touch(trx, tutorialId, now);
        return true;
      });
    },

    /** Changes a step of this tutorial (photos replaced when given); false when there is none. */
    async updateStep(tutorialId: number, stepId: number, change: StepChange, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const { photoIds, ...columns } = change;
        const step = await trx
          .selectFrom('project_tutorial_steps')
          .select('id')
          .where('id', '=', stepId)
          .where('tutorial_id', '=', tutorialId)
          .executeTakeFirst();
        if (!step) return false;
        if (Object.keys(columns).length > 0)
          await trx.updateTable('project_tutorial_steps').set(columns).where('id', '=', stepId).execute();
        if (photoIds) await setPhotos(trx, stepId, photoIds);
        await touch(trx, tutorialId, now);
        return true;
      });
    },

    /** Deletes a step of this tutorial and closes up the positions; false when there is none. */
    async removeStep(tutorialId: number, stepId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, tutorialId);
        const result = await trx
          .deleteFrom('project_tutorial_steps')
          .where('id', '=', stepId)
          .where('tutorial_id', '=', tutorialId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await renumber(trx, await stepIdsOf(trx, tutorialId));
        await touch(trx, tutorialId, now);
        return true;
      });
    },

    /** Puts the steps in this order; false unless it names every step of the tutorial once. */
    async reorder(tutorialId: number, stepIds: readonly number[], now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, tutorialId);
        const current = await stepIdsOf(trx, tutorialId);
        const sent = new Set(stepIds);
        if (sent.size !== stepIds.length || current.length !== stepIds.length) return false;
        if (current.some((id) => !sent.has(id))) return false;
        await renumber(trx, stepIds);
        await touch(trx, tutorialId, now);
        return true;
      });
    },
  };
}
