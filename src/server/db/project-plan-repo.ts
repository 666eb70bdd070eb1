import type { Kysely } from 'kysely';
import type { PlanList } from '../../shared/api/projects';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** Each plan list's table. */
export const PLAN_TABLES = {
  references: 'project_references',
  components: 'project_components',
  materials: 'project_materials',
  tasks: 'project_tasks',
} as const satisfies Record<PlanList, keyof Database>;

type PlanTable = (typeof PLAN_TABLES)[PlanList];
/** A plan row's own columns (the route turns the API's fields into these). */
export type PlanValues = Record<string, string | number | null>;

/** Serialises a project's writes that count its own rows (PostgreSQL; SQLite has one writer). */
export async function lockProject(trx: Trx, dialect: Dialect, projectId: number): Promise<void> {
  if (dialect === 'postgres')
    await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
}

/**
 * A project's plan (migration 034): reference links, components, materials and tasks, one
 * implementation for the four lists. Rows are always addressed under their project, so a row of
 * another project is simply not found. Every write sets the project's updated_at.
 */
export function projectPlanRepo(db: Kysely<Database>, dialect: Dialect) {
  const touch = (trx: Trx, projectId: number, now: number) =>
    trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
  // The four tables share id, project_id and created_at; their own columns come from the route.
  const table = (list: PlanList) => PLAN_TABLES[list] as PlanTable;

  return {
    /** The four lists of a project, oldest row first (the route has checked who may see it). */
    async lists(projectId: number) {
      const [references, components, materials, tasks] = await Promise.all([
        db
          .selectFrom('project_references')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_components')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_materials')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_tasks')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('id')
          .execute(),
      ]);
      return { references, components, materials, tasks };
    },

    /**
     * Adds a row unless the list already holds `cap` (counted under the project's row lock, so
     * concurrent adds cannot pass it). The new id, or undefined when the list is full.
     */
    async add(
      list: PlanList,
      projectId: number,
      values: PlanValues,
      cap: number,
      now: number,
    ): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockProject(trx, dialect, projectId);
        const { n } = await trx
          .selectFrom(table(list))
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= cap) return undefined;
        const row = await trx
          .insertInto(table(list))
          .values({ ...values, project_id: projectId, created_at: now } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await touch(trx, projectId, now);
        return row.id;
      });
    },

    /** A row of this project and list, as stored; undefined when there is none. */
    async row(list: PlanList, projectId: number, rowId: number) {
      return db
        .selectFrom(table(list))
        .selectAll()
        .where('id', '=', rowId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },

    /** Changes a row of this project; false when there is no such row. */
    async update(
      list: PlanList,
      projectId: number,
      rowId: number,
      values: PlanValues,
      now: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const query = trx
          .updateTable(table(list))
          .where('id', '=', rowId)
          .where('project_id', '=', projectId);
        const result =
          Object.keys(values).length === 0
            ? await trx
                .selectFrom(table(list))
                .select('id')
                .where('id', '=', rowId)
                .where('project_id', '=', projectId)
                .execute()
                .then((rows) => ({ numUpdatedRows: BigInt(rows.length) }))
            : await query.set(values as never).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await touch(trx, projectId, now);
        return true;
      });
    },

    /** Deletes a row of this project; false when there is no such row. */
    async remove(list: PlanList, projectId: number, rowId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom(table(list))
          .where('id', '=', rowId)
          .where('project_id', '=', projectId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await touch(trx, projectId, now);
        return true;
      });
    },
  };
}

export type ProjectPlanRepo = ReturnType<typeof projectPlanRepo>;
