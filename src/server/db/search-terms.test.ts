import SQLite from 'better-sqlite3';
import { Kysely, type KyselyPlugin, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { rarestPart, TERM_COUNT_MAX_AGE_MS, termCounts, trigramsOf } from './search-terms';

/** Document counts as in the seeded club of 10,000 "member<i>" usernames. */
const seeded: Record<string, number> = {
  mem: 10_000,
  emb: 10_000,
  mbe: 10_000,
  ber: 10_050,
  er1: 1_111,
  r12: 111,
  '123': 20,
};
const count = (counts: Record<string, number>) => (trigram: string) => counts[trigram] ?? 0;

describe('rarestPart', () => {
  it('asks the index for the rarest four characters of a term whose phrase reads long lists', () => {
    expect(rarestPart('member123', count(seeded))).toBe('r123');
  });

  it('keeps the whole phrase when no part is much cheaper (a broad word, evenly common)', () => {
    const even = { sti: 1_200, tit: 1_300, itc: 1_250, tch: 1_400 };
    expect(rarestPart('stitch', count(even))).toBeUndefined();
  });

  it('keeps short terms and any term that is not plain ASCII as they are', () => {
    expect(rarestPart('memb', count(seeded))).toBeUndefined();
    expect(rarestPart('mémber123', count({ ...seeded, mém: 0 }))).toBeUndefined();
  });

  it('splits a text into trigrams as FTS5 does', () => {
    expect(trigramsOf('r123')).toEqual(['r12', '123']);
    expect(trigramsOf('ab')).toEqual([]);
  });
});

describe('termCounts', () => {
  /** A vocabulary of two trigrams, and the number of statements that read it. */
  async function vocabulary() {
    const read = { statements: 0 };
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        read.statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`CREATE TABLE users_search_terms (term text, doc integer)`.execute(db);
    await sql`INSERT INTO users_search_terms VALUES ('mem', 10), ('r12', 2)`.execute(db);
    return { db: db.withPlugin(counting), read, close: () => db.destroy() };
  }

  it("keeps the counts by the injected clock's time, and reads them again once old", async () => {
    const { db, read, close } = await vocabulary();
    let time = 1_000;
    const terms = termCounts(db, { now: () => time });
    expect((await terms.of(['mem', 'r12']))('mem')).toBe(10);
    await terms.of(['mem', 'r12']);
    expect(read.statements).toBe(1);
    time += TERM_COUNT_MAX_AGE_MS + 1;
    expect((await terms.of(['r12']))('r12')).toBe(2);
    expect(read.statements).toBe(2);
    await close();
  });
});
