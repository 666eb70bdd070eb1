import { type Kysely, sql, type Updateable } from 'kysely';
import { STATE_NAMES } from '../../shared/constants';
import type { Dialect } from './connection';
import { deleteImages, insertImages } from './images-repo';
import type { Database, ImagesTable, UsersTable } from './schema';
import { searchDocumentSql } from './search-document';

const CARD_COLUMNS = [
  'users.id',
  'users.username',
  'users.firstname',
  'users.lastname',
  'users.city',
  'users.state',
  'users.imawhat',
  'users.image',
] as const;
export const SEARCH_LIMIT = 50;

export interface ProfileSave {
  userId: number;
  changes: Updateable<UsersTable>;
  newImages: ImagesTable[];
  removedImageIds: string[];
  /** When the password changes, every other session of the member ends; this one stays. */
  keepSessionHash?: string;
}

/** Escapes LIKE wildcards so that a search for "50%" or "a_b" means those characters. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function profilesRepo(db: Kysely<Database>, dialect: Dialect) {
  /** Members whose comma-separated state list holds the state (by name), or a fuzzy match otherwise. */
  const stateCondition = (state: string) => {
    const known = STATE_NAMES.find(
      (s) =>
        s.toLowerCase() === state.toLowerCase() || s.replace(/ /g, '').toLowerCase() === state.toLowerCase(),
    );
    if (known) return sql<boolean>`(',' || state || ',') LIKE ${`%,${likeEscape(known)},%`} ESCAPE '\\'`;
    return sql<boolean>`lower(state) LIKE ${`%${likeEscape(state.toLowerCase())}%`} ESCAPE '\\'`;
  };

  return {
    async findByUsername(username: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async page(offset: number, limit: number) {
      return db.selectFrom('users').select(CARD_COLUMNS).orderBy('id').limit(limit).offset(offset).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Substring search over names, roles, cosplays, groups, cities and states, index-backed:
     * FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL. Usernames starting with the query come
     * first (a range scan of the unique username index), then other matches. Neither part sorts
     * the whole match set, so a broad term costs about the same at 100k members as at 10k.
     * Queries under 3 characters (too short for trigrams) match the start of usernames only.
     */
    async search(query: string, state: string) {
      const q = query.trim().toLowerCase();
      const filtered = () => {
        const select = db.selectFrom('users').select(CARD_COLUMNS);
        return state.trim() ? select.where(stateCondition(state.trim())) : select;
      };
      if (!q) return filtered().orderBy('id').limit(SEARCH_LIMIT).execute();

      const prefix = await filtered()
        .where('username_key', '>=', q)
        .where('username_key', '<', `${q}\uffff`)
        .where(sql<boolean>`username_key LIKE ${`${likeEscape(q)}%`} ESCAPE '\\'`)
        .orderBy('username_key')
        .limit(SEARCH_LIMIT)
        .execute();
      if (q.length < 3 || prefix.length === SEARCH_LIMIT) return prefix;

      // SQLite drives the query from the FTS table (a join, which stops at the limit; an IN
      // subquery would first collect every match). PostgreSQL uses the trigram GIN index.
      const others =
        dialect === 'sqlite'
          ? await filtered()
              .innerJoin('users_search', 'users_search.rowid', 'users.id')
              .where(sql<boolean>`users_search MATCH ${`"${q.replace(/"/g, '""')}"`}`)
              .limit(SEARCH_LIMIT + prefix.length)
              .execute()
          : await filtered()
              .where(sql<boolean>`${sql.raw(searchDocumentSql())} LIKE ${`%${likeEscape(q)}%`} ESCAPE '\\'`)
              .limit(SEARCH_LIMIT + prefix.length)
              .execute();
      const seen = new Set(prefix.map((r) => r.id));
      return [...prefix, ...others.filter((r) => !seen.has(r.id))].slice(0, SEARCH_LIMIT);
    },

    /** Members per club state in one pass over the table. */
    async stateCounts(): Promise<Array<{ state: string; count: number }>> {
      const sums = STATE_NAMES.map(
        (name, i) =>
          sql`SUM(CASE WHEN (',' || state || ',') LIKE ${`%,${name},%`} THEN 1 ELSE 0 END) AS ${sql.ref(`s${i}`)}`,
      );
      const row = (
        await sql<
          Record<string, number | string | null>
        >`SELECT ${sql.join(sums)} FROM users WHERE state <> ''`.execute(db)
      ).rows[0];
      return STATE_NAMES.map((state, i) => ({ state, count: Number(row?.[`s${i}`] ?? 0) }));
    },

    /** One transaction: new images in, profile row updated, replaced images out. */
    async save(save: ProfileSave): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await insertImages(trx, save.newImages);
        await trx.updateTable('users').set(save.changes).where('id', '=', save.userId).execute();
        await deleteImages(trx, save.userId, save.removedImageIds);
        if (save.changes.password_hash && save.keepSessionHash) {
          await trx
            .deleteFrom('sessions')
            .where('user_id', '=', save.userId)
            .where('token_hash', '!=', save.keepSessionHash)
            .execute();
        }
      });
    },
  };
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
