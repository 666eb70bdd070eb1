import type { Kysely, Updateable } from 'kysely';
import type { Dialect } from './dialect';
import { lockMember } from './member-lock';
import { entryShown, projectVisibleTo } from './project-visibility';
import type { Database } from './schema';
import type { ProjectsTable } from './schema-projects';

/** The columns a project's maker writes (features/projects turns the API's names into these). */
export type ProjectValues = Pick<
  Updateable<ProjectsTable>,
  | 'title'
  | 'character'
  | 'series'
  | 'kind'
  | 'status'
  | 'visibility'
  | 'description'
  | 'convention_id'
  | 'target_date'
  | 'budget_cents'
  | 'cover_photo_id'
  | 'finished_at'
>;

/** Which projects a summary read wants: one, a maker's, or a page's (the feed). */
export type ProjectFilter = { id: number } | { ownerId: number } | { ids: readonly number[] };

/**
 * Costume projects (migration 034): the project rows, their summaries (batched: one query for
 * the rows, one for the counts, one for the makers' states) and the maker's writes. Every read
 * others can see goes through projectVisibleTo, so privacy is decided in the query.
 */
export function projectsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * A new project, unless the maker already keeps `cap` (decided under the maker's row lock,
     * so concurrent creations cannot pass it). The new id, or undefined when full.
     */
    async create(
      ownerId: number,
      values: ProjectValues & { title: string },
      cap: number,
      now: number,
    ): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, dialect, ownerId);
        const { n } = await trx
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= cap) return undefined;
        const row = await trx
          .insertInto('projects')
          .values({ ...values, owner_id: ownerId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** The project's row with its maker (no visibility rule: for the maker's own writes). */
    async ownerOf(id: number) {
      return db
        .selectFrom('projects')
        .select(['id', 'owner_id', 'status', 'visibility', 'cover_photo_id', 'convention_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Projects the viewer may see, with their maker and con, newest change first. */
    async visible(viewerId: number | null, filter: ProjectFilter, limit = 500) {
      let query = db
        .selectFrom('projects as pr')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .leftJoin('conventions as c', 'c.id', 'pr.convention_id')
        .selectAll('pr')
        .select(['u.username', 'u.firstname', 'c.slug as con_slug', 'c.name as con_name'])
        .select('c.starts_on as con_starts_on')
        .where(projectVisibleTo(viewerId));
      if ('id' in filter) query = query.where('pr.id', '=', filter.id);
      else if ('ownerId' in filter) query = query.where('pr.owner_id', '=', filter.ownerId);
      else if (filter.ids.length === 0) return [];
      else query = query.where('pr.id', 'in', [...filter.ids]);
      return query.orderBy('pr.updated_at', 'desc').orderBy('pr.id', 'desc').limit(limit).execute();
    },

    /** Log entries and minutes spent per project, over the entries the viewer may see. */
    async entryCounts(viewerId: number | null, projectIds: readonly number[]) {
      if (projectIds.length === 0) return new Map<number, { entries: number; minutes: number }>();
      const rows = await db
        .selectFrom('project_entries as e')
        .innerJoin('projects as pr', 'pr.id', 'e.project_id')
        .select('e.project_id')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('entries'),
          eb.fn.sum<string | number | null>('e.minutes_spent').as('minutes'),
        ])
        .where('e.project_id', 'in', [...projectIds])
        .where(entryShown(viewerId))
        .groupBy('e.project_id')
        .execute();
      return new Map(
        rows.map((r) => [
          Number(r.project_id),
          { entries: Number(r.entries), minutes: Number(r.minutes ?? 0) },
        ]),
      );
    },

    /** Each maker's states (member_states), in name order: the first one is their zone and their place. */
    async statesOf(userIds: readonly number[]): Promise<Map<number, string[]>> {
      const states = new Map<number, string[]>();
      if (userIds.length === 0) return states;
      const rows = await db
        .selectFrom('member_states')
        .select(['user_id', 'state'])
        .where('user_id', 'in', [...new Set(userIds)])
        .orderBy('state')
        .execute();
      for (const r of rows) states.set(r.user_id, [...(states.get(r.user_id) ?? []), r.state]);
      return states;
    },

    /** The maker changes their project (and its updated_at); false when it is not theirs. */
    async update(id: number, ownerId: number, values: ProjectValues, now: number): Promise<boolean> {
      const result = await db
        .updateTable('projects')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The maker deletes their project: plan, log and photos go with it (cascade). */
    async remove(id: number, ownerId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('projects')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ProjectsRepo = ReturnType<typeof projectsRepo>;
export type ProjectRow = Awaited<ReturnType<ProjectsRepo['visible']>>[number];
