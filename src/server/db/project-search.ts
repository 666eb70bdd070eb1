import { type Kysely, sql } from 'kysely';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';

/** A word as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Projects by words (the site's search, issue 36): every word, case-insensitively, somewhere in
 * the name, character or series, among the projects the viewer may see (privacy in the query).
 */
export function projectSearch(db: Kysely<Database>) {
  return {
    async ids(viewerId: number | null, words: readonly string[], limit: number): Promise<number[]> {
      if (words.length === 0) return [];
      let query = db
        .selectFrom('projects as pr')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .select('pr.id')
        .where(projectVisibleTo(viewerId));
      for (const word of words)
        query = query.where(
          sql<boolean>`lower(pr.title || ' ' || pr.character || ' ' || pr.series) like ${containing(word.toLowerCase())} escape '\\'`,
        );
      const rows = await query
        .orderBy('pr.updated_at', 'desc')
        .orderBy('pr.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },
  };
}
