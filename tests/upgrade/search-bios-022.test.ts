import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocumentCallSql } from '../../src/server/db/search-document';
import { searchRepo } from '../../src/server/db/search-repo';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 022 over a database at 021 whose members wrote bios: afterwards their bios are found
 * (with their other fields, as before), a bio written later is found too, and PostgreSQL reads
 * the rebuilt trigram index, not the table.
 */
const members = [
  { username: 'quill', complete: 'Regency Gown', about: 'Beadwork and quillwork, mostly Regency.' },
  { username: 'zoe', complete: 'Zelda', about: 'Hi, I am Zoë ✂️ — worbla and foam' },
  { username: 'mateo', complete: 'Link', about: '' },
];

for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 022: bios in the search document`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const ids = new Map<string, number>();
    let before: number[] | undefined;

    const found = async (query: string) =>
      (await searchRepo(database.db, database.dialect).search(query, '', 0, 50, 'anonymous')).rows.map(
        (r) => r.username,
      );

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm022');
      await database.migrateTo(migrationBefore('022-search-bios'));
      const now = Date.now();
      for (const m of members) {
        const { username, ...bio } = m;
        ids.set(username, await insertLegacyMember(database.db, username, now, bio));
      }
      // Before: the bio is not in the document (today's repository calls 022's function).
      const oldDocument =
        kind === 'sqlite'
          ? sql`SELECT rowid AS id FROM users_search WHERE doc LIKE '%beadwork%'`
          : sql`SELECT id FROM users WHERE users_search_doc(username, firstname, lastname, imawhat,
              complete, inprogress, cosplaygroup, city, state) LIKE '%beadwork%'`;
      before = (await oldDocument.execute(database.db)).rows.map((r) => Number((r as { id: number }).id));
      await database.migrateToLatest();
    });

    afterAll(() => database?.dispose());

    it('finds the bios members wrote before the upgrade, and their other fields as before', async () => {
      expect(before).toEqual([]);
      expect(await found('beadwork')).toEqual(['quill']);
      expect(await found('regency quillwork')).toEqual(['quill']);
      expect(await found('worbla foam')).toEqual(['zoe']);
      expect(await found('"i am zoë"')).toEqual(['zoe']);
      expect(await found('zelda')).toEqual(['zoe']);
      expect(await found('link')).toEqual(['mateo']);
      expect(await found('legacy')).toEqual(['quill', 'zoe', 'mateo']);
    });

    it('keeps the document in step with bios written after it', async () => {
      await database.db
        .updateTable('users')
        .set({ about: 'Now into leatherwork' })
        .where('id', '=', ids.get('mateo')!)
        .execute();
      expect(await found('leatherwork')).toEqual(['mateo']);
      await database.db.updateTable('users').set({ about: '' }).where('id', '=', ids.get('quill')!).execute();
      expect(await found('beadwork')).toEqual([]);
      await database.db.deleteFrom('users').where('id', '=', ids.get('mateo')!).execute();
      expect(await found('leatherwork')).toEqual([]);
    });

    it('reads the rebuilt index (PostgreSQL) and leaves no old document behind', async () => {
      if (kind === 'sqlite') {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*) AS n FROM users_search WHERE doc LIKE '%regency gown%'`.execute(database.db);
        expect(Number(rows[0]?.n)).toBe(1);
        const terms = await sql<{ doc: number }>`
          SELECT doc FROM users_search_terms WHERE term = 'wor'`.execute(database.db);
        expect(Number(terms.rows[0]?.doc)).toBe(1);
        return;
      }
      const functions = await sql<{ args: number }>`
        SELECT pronargs AS args FROM pg_proc WHERE proname = 'users_search_doc'`.execute(database.db);
      expect(functions.rows.map((r) => Number(r.args))).toEqual([10]);
      await sql`SET enable_seqscan = off`.execute(database.db);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM users WHERE ${sql.raw(searchDocumentCallSql())} LIKE '%worbla%'`.execute(
        database.db,
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('users_search_doc_trgm');
    });
  });
}
