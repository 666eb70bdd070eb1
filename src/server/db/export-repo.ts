import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface ScoreRecord {
  id: number;
  gameName: string;
  score: number;
  createdAt: number;
}

/**
 * The reads an export needs that the other repositories do not offer. Every one is bound to the member's id,
 * so another member's scores or photos can never be read into their archive.
 */
export function exportRepo(db: Kysely<Database>) {
  return {
    /** One page of the member's scores, in the order they were saved, after the given id. */
    async scoresAfter(userId: number, afterId: number, limit: number): Promise<ScoreRecord[]> {
      const rows = await db
        .selectFrom('scores')
        .select(['id', 'game_name', 'score', 'created_at'])
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        gameName: r.game_name,
        score: Number(r.score),
        createdAt: Number(r.created_at),
      }));
    },

    /** Which of these image ids are stored as the member's own photos (ids only, no bytes). */
    async ownImageIds(userId: number, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('images')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The display-size WebP of one of the member's photos. */
    async photo(userId: number, id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('images')
        .select('display')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.display;
    },
  };
}

export type ExportQueries = ReturnType<typeof exportRepo>;
