import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { SEARCH_MAX_RESULTS } from '../../shared/constants';
import type { Dialect } from './connection';
import type { Database } from './schema';
import { searchDocumentCallSql } from './search-document';
import { ftsQuery, likeEscape, stateFilter } from './search-filters';
import { mayHaveRarerPart, rarestPart, type TermCountOptions, termCounts, trigramsOf } from './search-terms';
import { searchWords } from './search-words';

/** The columns of a member card (search results and the member list). */
export const CARD_COLUMNS = [
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

/** Who is asking: a signed-in member sees members-only profiles, an anonymous visitor does not. */
export type Viewer = 'anonymous' | 'member';

/**
 * Who may be found at all: listed, active members not being deleted; an anonymous visitor finds
 * only profiles everyone may see, `anyone` counts members whoever may see them. The conditions
 * migration 019 kept findable_states to, read from users' own columns.
 */
export const findable = (viewer: Viewer | 'anyone') => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    eb('users.listed', '=', 1),
    eb('users.deleted_at', 'is', null),
    eb('users.status', '=', 'active'),
    ...(viewer === 'anonymous' ? [eb('users.visibility', '=', 'everyone')] : []),
  ]);

/**
 * The opposite of `findable(viewer)`, spelled so that both databases read it from migration 021's
 * partial index users_not_public, which holds only the members an anonymous visitor cannot find:
 * its predicate appears here word for word, with literals (SQLite uses a partial index only for a
 * query whose WHERE holds its predicate as a term, and a bound parameter never matches).
 */
export function hiddenFrom(viewer: Viewer | 'anyone') {
  const notPublic = sql<boolean>`(users.listed <> 1 OR users.deleted_at IS NOT NULL OR users.status <> 'active' OR users.visibility <> 'everyone')`;
  return viewer === 'anonymous'
    ? notPublic
    : sql<boolean>`${notPublic} AND (users.listed <> 1 OR users.deleted_at IS NOT NULL OR users.status <> 'active')`;
}

/**
 * A state's hidden members are counted up to this many; past it, the state's count checks each
 * member's privacy instead (see the state-only search).
 */
const HIDDEN_CAP = 1000;

/**
 * Counts stop here: pages past the first SEARCH_MAX_RESULTS matches are refused, so a total of
 * 1,001 says "more than 1,000" and counting further would only cost time.
 */
export const SEARCH_TOTAL_CAP = SEARCH_MAX_RESULTS + 1;

export function searchRepo(db: Kysely<Database>, dialect: Dialect, options: TermCountOptions = {}) {
  const terms = dialect === 'sqlite' ? termCounts(db, options) : undefined;

  /**
   * SQLite: for each text, the part the FTS index is asked for — the whole text, or its rarest
   * four characters (search-terms.ts), the whole then checked on the members found.
   */
  const partsToMatch = async (texts: string[]): Promise<Map<string, string>> => {
    const parts = new Map<string, string>();
    const candidates = texts.filter(mayHaveRarerPart);
    // No statement for short terms, states only, or PostgreSQL.
    if (!terms || candidates.length === 0) return parts;
    const documentsWith = await terms.of(candidates.flatMap(trigramsOf));
    for (const text of candidates) {
      const part = rarestPart(text, documentsWith);
      if (part) parts.set(text, part);
    }
    return parts;
  };

  /** PostgreSQL: the search document contains every text (read from its trigram index). */
  const documentContains = (texts: string[]) =>
    sql<boolean>`${sql.join(
      texts.map(
        (t) => sql<boolean>`${sql.raw(searchDocumentCallSql())} LIKE ${`%${likeEscape(t)}%`} ESCAPE '\\'`,
      ),
      sql` AND `,
    )}`;

  /** At most `cap` rows of a selection, counted: cost bounded by the cap, not the match set. */
  const cappedCount = <T extends keyof Database>(
    cap: number,
    rows: SelectQueryBuilder<Database, T, object>,
  ) =>
    db
      .selectFrom(rows.select(sql`1`.as('one')).limit(cap).as('matches'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
  const countUpTo = async <T extends keyof Database>(
    cap: number,
    rows: SelectQueryBuilder<Database, T, object>,
  ): Promise<number> => Number((await cappedCount(cap, rows).executeTakeFirstOrThrow()).n);

  return {
    /**
     * Substring search over names, roles, cosplays, groups, cities, states and bios, index-backed:
     * FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL. Every word of the query must be in the
     * member's document (search-words.ts: quotes make a phrase, "KS" stands for Kansas). One
     * stable order on both databases: for a one-word query, usernames starting with it first, by
     * username (a range of the unique username index), then every other match by id. A lone word
     * under 3 characters (too short for trigrams) matches the start of usernames only; an empty
     * query lists the state's members by id, from member_states for a club state (migration
     * 021), else through the document index. A page reads at most `offset + limit` rows of one
     * part and never sorts the match set; the total is exact up to SEARCH_TOTAL_CAP.
     * See docs/decisions/0004-search.md and 0027-search-words-and-states.md.
     */
    async search(
      query: string,
      state: string,
      offset = 0,
      limit = SEARCH_LIMIT,
      viewer: Viewer = 'anonymous',
    ) {
      const words = searchWords(query);
      const q = words.prefix;
      const noWords = words.texts.length === 0 && !q;
      const filter = state.trim() ? stateFilter(state.trim()) : undefined;
      // A query of nothing but quotes, and no state: nothing asked.
      if (noWords && !filter) return { rows: [], total: 0 };
      // Privacy in the query: unlisted members never; members-only profiles only for members.
      const filtered = () => {
        const select = db.selectFrom('users').where(findable(viewer));
        return filter ? select.where(filter.condition) : select;
      };

      if (noWords && filter?.known) {
        // A club state: its members from member_states' state index in id order, each checked
        // against users' privacy columns; no document search, so no parts to look up.
        const known = filter.known;
        const inState = () =>
          db
            .selectFrom('member_states')
            .innerJoin('users', 'users.id', 'member_states.user_id')
            .where('member_states.state', '=', known)
            .where(findable(viewer));
        // Counted as the state's rows (its index alone) less those of its members the viewer may
        // not find (from the partial index of such members): a count costs what findable_states'
        // did while few members hide. Both counts are capped; the total is exact up to
        // SEARCH_TOTAL_CAP as long as fewer than HIDDEN_CAP of the state's members hide, else the
        // state's members are counted one by one (bounded by the cap too). Both counts are one
        // statement (a statement costs about as much as these counts at 10k members).
        const [rows, counts] = await Promise.all([
          inState()
            .select(CARD_COLUMNS)
            .orderBy('member_states.user_id')
            .limit(limit)
            .offset(offset)
            .execute(),
          db
            .selectNoFrom([
              cappedCount(
                SEARCH_TOTAL_CAP + HIDDEN_CAP,
                db.selectFrom('member_states').where('member_states.state', '=', known),
              ).as('all'),
              cappedCount(
                HIDDEN_CAP,
                db
                  .selectFrom('users')
                  .innerJoin('member_states', 'member_states.user_id', 'users.id')
                  .where('member_states.state', '=', known)
                  .where(hiddenFrom(viewer)),
              ).as('hidden'),
            ])
            .executeTakeFirstOrThrow(),
        ]);
        const all = Number(counts.all);
        const hidden = Number(counts.hidden);
        const total =
          hidden < HIDDEN_CAP
            ? Math.min(SEARCH_TOTAL_CAP, all - hidden)
            : await countUpTo(SEARCH_TOTAL_CAP, inState());
        return { rows, total };
      }

      const stateTexts = filter?.documentText ? [filter.documentText] : [];
      // Every text the document must hold, each once ("KS" with the state filter Kansas).
      const texts = [...new Set([...words.texts, ...stateTexts])];
      const parts = await partsToMatch(texts);
      /**
       * Members whose document contains every text, in id order. SQLite drives it from the FTS
       * table, whose matches come in rowid (= id) order, so ORDER BY needs no sort; PostgreSQL
       * reads the trigram index or walks the primary key.
       */
      const containing = (texts: string[]) => {
        if (dialect !== 'sqlite') return filtered().where(documentContains(texts));
        let select = filtered()
          .innerJoin('users_search', 'users_search.rowid', 'users.id')
          .where(sql<boolean>`users_search MATCH ${ftsQuery(texts.map((t) => parts.get(t) ?? t))}`);
        // Found by a part: the whole text must be in the document too.
        for (const text of texts) {
          if (parts.has(text)) select = select.where(sql<boolean>`instr(users_search.doc, ${text}) > 0`);
        }
        return select;
      };
      const idOrder = dialect === 'sqlite' ? sql.ref('users_search.rowid') : sql.ref('users.id');

      if (noWords) {
        // A state too short for trigrams (an unknown two-letter name) has no index to use.
        const members = () => (stateTexts.length ? containing(stateTexts) : filtered());
        const order = stateTexts.length ? idOrder : sql.ref('users.id');
        const [rows, total] = await Promise.all([
          members().select(CARD_COLUMNS).orderBy(order).limit(limit).offset(offset).execute(),
          countUpTo(SEARCH_TOTAL_CAP, members()),
        ]);
        return { rows, total };
      }

      if (!q) {
        // Several words or a phrase: no username holds a space, so every match is of the second
        // part, by id. The page and the count side by side, as for a state.
        const [rows, total] = await Promise.all([
          containing(texts).select(CARD_COLUMNS).orderBy(idOrder).limit(limit).offset(offset).execute(),
          countUpTo(SEARCH_TOTAL_CAP, containing(texts)),
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
      const others = () =>
        containing(texts).where(sql<boolean>`users.username_key NOT LIKE ${prefixPattern} ESCAPE '\\'`);

      // Both parts counted in one statement. The prefix is counted in username order, so even a
      // range covering most members ("me") is read from the username index rather than the
      // table; the others are counted only while the prefix is under the cap (both databases
      // evaluate a CASE branch's subquery only when it is taken), so a prefix thousands of
      // usernames share ("member12" at 100k) runs no document search at all. A lone short word
      // has no others (no trigrams), unless it is a state's abbreviation ("ks": Kansas).
      const othersCount =
        words.texts.length === 0
          ? sql<number>`0`
          : sql<number>`CASE WHEN prefix_total.n >= ${SEARCH_TOTAL_CAP} THEN 0 ELSE (${cappedCount(SEARCH_TOTAL_CAP, others())}) END`;
      const counts = await db
        .with('prefix_total', () => cappedCount(SEARCH_TOTAL_CAP, prefix().orderBy('username_key')))
        .selectFrom('prefix_total')
        .select(['prefix_total.n as prefixTotal', othersCount.as('othersTotal')])
        .executeTakeFirstOrThrow();
      const prefixTotal = Number(counts.prefixTotal);
      const othersTotal = Number(counts.othersTotal);
      const total = Math.min(SEARCH_TOTAL_CAP, prefixTotal + othersTotal);
      const rows =
        offset < prefixTotal
          ? await prefix().select(CARD_COLUMNS).orderBy('username_key').limit(limit).offset(offset).execute()
          : [];
      const wanted = limit - rows.length;
      if (wanted > 0 && othersTotal > 0) {
        const from = Math.max(0, offset - prefixTotal);
        rows.push(
          ...(await others().select(CARD_COLUMNS).orderBy(idOrder).limit(wanted).offset(from).execute()),
        );
      }
      return { rows, total };
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
