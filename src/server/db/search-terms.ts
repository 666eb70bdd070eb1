import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** How long a trigram's document count is used before it is read again. */
export const TERM_COUNT_MAX_AGE_MS = 10 * 60_000;
/** Trigrams remembered at most; past it the counts start over (the alphabet bounds them anyway). */
const MAX_TERMS = 50_000;
/**
 * Checking one candidate's whole document costs about as much as reading this many entries of a
 * trigram's list (measured with better-sqlite3 on the seeded club: a content lookup per row).
 */
const CHECK_COST = 50;

/** Five characters or more (a part is four), plain ASCII (see rarestPart). */
export const mayHaveRarerPart = (text: string): boolean => text.length >= 5 && /^[ -~]*$/.test(text);

/**
 * The four characters of `text` whose trigrams are rarest, when searching the index for them
 * and then checking the whole text on the few members found costs well under matching the whole
 * phrase; undefined to match the phrase as it is. SQLite's FTS5 matches a phrase by reading the
 * list of every document holding each of its trigrams: for "member123" four of its seven
 * trigrams ("mem", "emb", "mbe", "ber") are in every seeded username, so the phrase reads tens
 * of thousands of entries to find eleven members, where "r123" reads a few hundred.
 * Only for ASCII text: SQLite's lower() (which made the document) folds ASCII alone, so only
 * there does checking the lower-cased text match exactly what FTS5's case folding matches.
 */
export function rarestPart(text: string, documentsWith: (trigram: string) => number): string | undefined {
  if (!mayHaveRarerPart(text)) return undefined;
  const counts = Array.from({ length: text.length - 2 }, (_, i) => documentsWith(text.slice(i, i + 3)));
  const whole = counts.reduce((sum, n) => sum + n, 0);
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < counts.length; i++) {
    const a = counts[i] ?? 0;
    const b = counts[i + 1] ?? 0;
    const cost = a + b + CHECK_COST * Math.min(a, b);
    if (cost < bestCost) {
      best = i;
      bestCost = cost;
    }
  }
  return best >= 0 && bestCost * 2 < whole ? text.slice(best, best + 4) : undefined;
}

export interface TermCountOptions {
  /** The clock the counts' age is read from (deps.now). */
  now?: () => number;
}

/**
 * How many members' documents hold each trigram, read from the index's vocabulary
 * (`users_search_terms`, migration 018) when first needed and kept TERM_COUNT_MAX_AGE_MS: the
 * search's own statistics, as a query planner keeps them, never an answer, so they are kept with
 * the answer cache off too (ANSWER_CACHE=off keeps no answer; decision 26). A count a little
 * out of date only makes a search pick a less rare part; the result is the same.
 */
export function termCounts(db: Kysely<Database>, { now = Date.now }: TermCountOptions = {}) {
  const counts = new Map<string, { documents: number; readAt: number }>();
  return {
    /** The counts of these trigrams, reading the missing or old ones in one statement. */
    async of(trigrams: readonly string[]): Promise<(trigram: string) => number> {
      const at = now();
      const missing = [...new Set(trigrams)].filter((t) => {
        const count = counts.get(t);
        return !count || at - count.readAt > TERM_COUNT_MAX_AGE_MS;
      });
      if (missing.length > 0) {
        const { rows } = await sql<{ term: string; doc: number }>`
          SELECT term, doc FROM users_search_terms WHERE term IN (${sql.join(missing)})`.execute(db);
        if (counts.size + missing.length > MAX_TERMS) counts.clear();
        for (const t of missing) counts.set(t, { documents: 0, readAt: at });
        for (const row of rows) counts.set(row.term, { documents: Number(row.doc), readAt: at });
      }
      return (trigram) => counts.get(trigram)?.documents ?? 0;
    },
  };
}

/** The trigrams of a text, as FTS5's trigram tokenizer splits it. */
export const trigramsOf = (text: string): string[] =>
  Array.from({ length: Math.max(0, text.length - 2) }, (_, i) => text.slice(i, i + 3));
