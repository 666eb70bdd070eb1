import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** A member's unfinished project with a target day, and the minutes of tasks not done yet. */
export interface BuildInProgress {
  id: number;
  title: string;
  /** The con's first day, else the project's own target day. */
  target_date: string;
  con_name: string | null;
  remaining_minutes: number;
}

/** The weekly digest's read of the member's own builds (issue 36: warned when behind). */
export function digestBuilds(db: Kysely<Database>) {
  return {
    async buildsInProgress(userId: number): Promise<BuildInProgress[]> {
      const rows = await db
        .selectFrom('projects as pr')
        .leftJoin('conventions as c', 'c.id', 'pr.convention_id')
        .select([
          'pr.id',
          'pr.title',
          sql<string>`coalesce(c.starts_on, pr.target_date)`.as('target_date'),
          'c.name as con_name',
          (eb) =>
            eb
              .selectFrom('project_tasks as t')
              .select(sql<number>`coalesce(sum(t.estimate_minutes), 0)`.as('m'))
              .whereRef('t.project_id', '=', 'pr.id')
              .where('t.done_at', 'is', null)
              .as('remaining_minutes'),
        ])
        .where('pr.owner_id', '=', userId)
        .where('pr.status', '<>', 'done')
        .where('pr.hidden_at', 'is', null)
        .where(sql<boolean>`coalesce(c.starts_on, pr.target_date) is not null`)
        .orderBy('target_date')
        .orderBy('pr.id')
        .limit(50)
        .execute();
      return rows.map((r) => ({ ...r, remaining_minutes: Number(r.remaining_minutes ?? 0) }));
    },
  };
}
