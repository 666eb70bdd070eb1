import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** How the leaderboards name a member who chose not to be listed. */
export const UNLISTED_NAME = 'a member';

export function scoresRepo(db: Kysely<Database>) {
  return {
    async insert(userId: number, gameName: string, score: number, now: number): Promise<void> {
      await db
        .insertInto('scores')
        .values({ user_id: userId, game_name: gameName, score, created_at: now })
        .execute();
    },

    /**
     * The best players of a game: each player once with their best score, ties broken by who
     * reached that score first. A score of 0 is kept (the member did play) but never listed: a
     * top 10 is for scores someone can beat. Unlisted members show as "a member".
     */
    async top(gameName: string, limit: number) {
      const best = db
        .selectFrom('scores')
        .select(['user_id', (eb) => eb.fn.max('score').as('best')])
        .where('game_name', '=', gameName)
        .where('score', '>', 0)
        .groupBy('user_id')
        .as('b');
      const rows = await db
        .selectFrom('scores as s')
        .innerJoin(best, (join) => join.onRef('b.user_id', '=', 's.user_id').onRef('b.best', '=', 's.score'))
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          // Members who chose not to be listed keep their score, without their name.
          sql<string>`CASE WHEN u.listed = 1 AND u.deleted_at IS NULL AND u.status = 'active' THEN u.username ELSE ${UNLISTED_NAME} END`.as(
            'username',
          ),
          's.score as score',
          (eb) => eb.fn.min('s.created_at').as('reached_at'),
        ])
        .where('s.game_name', '=', gameName)
        .groupBy(['u.username', 'u.listed', 'u.deleted_at', 'u.status', 's.score', 's.user_id'])
        .orderBy('s.score', 'desc')
        .orderBy(sql`min(s.created_at)`, 'asc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ username: r.username, score: Number(r.score) }));
    },
  };
}
