import { type Kysely, sql, type Updateable } from 'kysely';
import { STATE_NAMES } from '../../shared/constants';
import type { Dialect } from './connection';
import { deleteImagesExcept, type ImageDetailsUpdate, insertImages, updateImageDetails } from './images-repo';
import { deleteResetsOf } from './resets-repo';
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
  'users.visibility',
] as const;
export const SEARCH_LIMIT = 50;

/** The profile's photo columns: the photo URL and the slideshow's JSON list of URLs. */
export interface PhotoColumns {
  image: string;
  slideshow: string;
}

export interface ProfileSave {
  userId: number;
  /** Columns to set, other than the photo columns. */
  changes: Updateable<UsersTable>;
  newImages: ImagesTable[];
  /**
   * Given the photo columns as they are now (read under the row lock, so another save's photos
   * are seen), the new ones, the ids of every image they reference and what the member wrote
   * about the photos now in the slots.
   */
  photos: (
    current: PhotoColumns,
  ) => PhotoColumns & { keepImageIds: string[]; details?: ImageDetailsUpdate[] };
  /** When the password changes, every other session of the member ends; this one stays. */
  keepSessionHash?: string;
}

/** Who is asking: a signed-in member sees members-only profiles, an anonymous visitor does not. */
export type Viewer = 'anonymous' | 'member';

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
    /**
     * A profile as a visitor may see it: members-only profiles exist only for signed-in members
     * (anonymous visitors get exactly what an unknown username gets).
     */
    async findVisible(username: string, viewer: Viewer) {
      let query = db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active');
      if (viewer === 'anonymous') query = query.where('visibility', '=', 'everyone');
      return query.executeTakeFirst();
    },

    async findByUsername(username: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** One page of the member list: listed members only. */
    async page(offset: number, limit: number) {
      return db
        .selectFrom('users')
        .select(CARD_COLUMNS)
        .where('listed', '=', 1)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Listed members: the member list's total. */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .where('listed', '=', 1)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Substring search over names, roles, cosplays, groups, cities and states, index-backed:
     * FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL. One stable order on both databases:
     * usernames starting with the query first, by username (a range of the unique username
     * index), then every other match by id. Queries under 3 characters (too short for trigrams)
     * match the start of usernames only; an empty query lists the state's members by id.
     * A page reads at most `offset + limit` rows of one part and never sorts the match set;
     * the total is a count over the same indexes. See docs/decisions/0004-search.md.
     */
    async search(
      query: string,
      state: string,
      offset = 0,
      limit = SEARCH_LIMIT,
      viewer: Viewer = 'anonymous',
    ) {
      const q = query.trim().toLowerCase();
      // Privacy in the query: unlisted members never; members-only profiles only for members.
      const filtered = () => {
        let select = db
          .selectFrom('users')
          .where('users.listed', '=', 1)
          .where('users.deleted_at', 'is', null)
          .where('users.status', '=', 'active');
        if (viewer === 'anonymous') select = select.where('users.visibility', '=', 'everyone');
        return state.trim() ? select.where(stateCondition(state.trim())) : select;
      };
      const countOf = async (rows: Promise<{ n: number | string | bigint }>) => Number((await rows).n);

      if (!q) {
        const [rows, total] = await Promise.all([
          filtered().select(CARD_COLUMNS).orderBy('users.id').limit(limit).offset(offset).execute(),
          countOf(
            filtered()
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow(),
          ),
        ]);
        return { rows, total };
      }

      const prefixPattern = `${likeEscape(q)}%`;
      const prefix = () =>
        filtered()
          .where('username_key', '>=', q)
          .where('username_key', '<', `${q}\uffff`)
          .where(sql<boolean>`username_key LIKE ${prefixPattern} ESCAPE '\\'`);
      // Every match whose username does not start with the query: the second part of the order.
      // SQLite drives it from the FTS table, whose matches come in rowid (= id) order, so ORDER BY
      // needs no sort; PostgreSQL uses the trigram GIN index or walks the primary key.
      const others = () =>
        dialect === 'sqlite'
          ? filtered()
              .innerJoin('users_search', 'users_search.rowid', 'users.id')
              .where(sql<boolean>`users_search MATCH ${`"${q.replace(/"/g, '""')}"`}`)
              .where(sql<boolean>`users.username_key NOT LIKE ${prefixPattern} ESCAPE '\\'`)
          : filtered()
              .where(sql<boolean>`${sql.raw(searchDocumentSql())} LIKE ${`%${likeEscape(q)}%`} ESCAPE '\\'`)
              .where(sql<boolean>`username_key NOT LIKE ${prefixPattern} ESCAPE '\\'`);
      const othersOrder = dialect === 'sqlite' ? sql.ref('users_search.rowid') : sql.ref('users.id');

      const [prefixTotal, othersTotal] = await Promise.all([
        countOf(
          prefix()
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
        q.length < 3
          ? Promise.resolve(0)
          : countOf(
              others()
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow(),
            ),
      ]);
      const total = prefixTotal + othersTotal;
      const rows =
        offset < prefixTotal
          ? await prefix().select(CARD_COLUMNS).orderBy('username_key').limit(limit).offset(offset).execute()
          : [];
      const wanted = limit - rows.length;
      if (wanted > 0 && othersTotal > 0) {
        const from = Math.max(0, offset - prefixTotal);
        rows.push(
          ...(await others().select(CARD_COLUMNS).orderBy(othersOrder).limit(wanted).offset(from).execute()),
        );
      }
      return { rows, total };
    },

    /** Members per club state in one pass over the table. */
    /**
     * The members who changed their profile most recently and have a photo (profile or
     * slideshow), newest first: the landing page's mosaic. Only listed members whose profile
     * everyone may see.
     */
    async recentWithPhotos(limit: number) {
      return db
        .selectFrom('users')
        .select(['username', 'firstname', 'lastname', 'image', 'slideshow'])
        .where('listed', '=', 1)
        .where('visibility', '=', 'everyone')
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('image', '!=', ''), eb('slideshow', 'like', '%/api/images/%')]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async stateCounts(): Promise<Array<{ state: string; count: number }>> {
      const sums = STATE_NAMES.map(
        (name, i) =>
          sql`SUM(CASE WHEN (',' || state || ',') LIKE ${`%,${name},%`} THEN 1 ELSE 0 END) AS ${sql.ref(`s${i}`)}`,
      );
      const row = (
        await sql<
          Record<string, number | string | null>
        >`SELECT ${sql.join(sums)} FROM users WHERE state <> '' AND listed = 1 AND deleted_at IS NULL AND status = 'active'`.execute(
          db,
        )
      ).rows[0];
      return STATE_NAMES.map((state, i) => ({ state, count: Number(row?.[`s${i}`] ?? 0) }));
    },

    /**
     * One transaction: the member's row is locked and re-read, the new images go in, the row is
     * updated, and every image of the member the new profile does not reference is deleted.
     * Saves of one member therefore run one after another from the read on (PostgreSQL: FOR
     * UPDATE; SQLite runs one transaction at a time), so two overlapping saves can neither lose
     * each other's photos nor leave a replaced one stored. False when the member is gone.
     */
    async save(save: ProfileSave): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const read = trx.selectFrom('users').select(['image', 'slideshow']).where('id', '=', save.userId);
        const current = await (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
        if (!current) return false;
        const { keepImageIds, details = [], ...photoColumns } = save.photos(current);
        await insertImages(trx, save.newImages);
        await updateImageDetails(trx, save.userId, details);
        await trx
          .updateTable('users')
          .set({ ...save.changes, ...photoColumns })
          .where('id', '=', save.userId)
          .execute();
        await deleteImagesExcept(trx, save.userId, keepImageIds);
        if (save.changes.password_hash) {
          // A new password ends pending reset links too: one mailed earlier must not undo it.
          await deleteResetsOf(trx, save.userId);
          if (save.keepSessionHash)
            await trx
              .deleteFrom('sessions')
              .where('user_id', '=', save.userId)
              .where('token_hash', '!=', save.keepSessionHash)
              .execute();
        }
        return true;
      });
    },
  };
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
