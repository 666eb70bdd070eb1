import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, type Migration, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations/all';
import type { Database } from '../../src/server/db/schema';
import { searchDocumentCallSql } from '../../src/server/db/search-document';
import { searchRepo } from '../../src/server/db/search-repo';
import { openSqlite } from '../../src/server/db/sqlite-connection';

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

const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 022: bios in the search document`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-022-'));
    const dbName = `club_022_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let handle: DatabaseHandle;
    const ids = new Map<string, number>();
    let before: number[] | undefined;

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    const migrator = () =>
      new Migrator({
        db: handle.db,
        provider: {
          async getMigrations() {
            const out: Record<string, Migration> = {};
            for (const [name, m] of Object.entries(migrations))
              out[name] = { up: (db) => m.up(db, handle.dialect) };
            return out;
          },
        },
      });
    const found = async (query: string) =>
      (await searchRepo(handle.db, handle.dialect).search(query, '', 0, 50, 'anonymous')).rows.map(
        (r) => r.username,
      );

    beforeAll(async () => {
      if (kind === 'sqlite') handle = openSqlite(dataDir, true);
      else {
        await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${dbName}`);
        const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${dbName}`), max: 2 });
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        handle = { db, dialect: 'postgres', close: () => db.destroy() } as DatabaseHandle;
      }
      const to021 = await migrator().migrateTo('021-member-states-and-roles');
      if (to021.error) throw to021.error;
      const now = Date.now();
      for (const m of members) {
        const row = await handle.db
          .insertInto('users')
          .values({
            ...m,
            username_key: m.username,
            firstname: 'Legacy',
            lastname: 'Member',
            birthdate: '1990-01-01',
            password_hash: 'x',
            recoveryemail: '',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(m.username, row.id);
      }
      // Before: the bio is not in the document (today's repository calls 022's function).
      const oldDocument =
        kind === 'sqlite'
          ? sql`SELECT rowid AS id FROM users_search WHERE doc LIKE '%beadwork%'`
          : sql`SELECT id FROM users WHERE users_search_doc(username, firstname, lastname, imawhat,
              complete, inprogress, cosplaygroup, city, state) LIKE '%beadwork%'`;
      before = (await oldDocument.execute(handle.db)).rows.map((r) => Number((r as { id: number }).id));
      const latest = await migrator().migrateToLatest();
      if (latest.error) throw latest.error;
    });

    afterAll(async () => {
      await handle?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

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
      await handle.db
        .updateTable('users')
        .set({ about: 'Now into leatherwork' })
        .where('id', '=', ids.get('mateo')!)
        .execute();
      expect(await found('leatherwork')).toEqual(['mateo']);
      await handle.db.updateTable('users').set({ about: '' }).where('id', '=', ids.get('quill')!).execute();
      expect(await found('beadwork')).toEqual([]);
      await handle.db.deleteFrom('users').where('id', '=', ids.get('mateo')!).execute();
      expect(await found('leatherwork')).toEqual([]);
    });

    it('reads the rebuilt index (PostgreSQL) and leaves no old document behind', async () => {
      if (kind === 'sqlite') {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*) AS n FROM users_search WHERE doc LIKE '%regency gown%'`.execute(handle.db);
        expect(Number(rows[0]?.n)).toBe(1);
        const terms = await sql<{ doc: number }>`
          SELECT doc FROM users_search_terms WHERE term = 'wor'`.execute(handle.db);
        expect(Number(terms.rows[0]?.doc)).toBe(1);
        return;
      }
      const functions = await sql<{ args: number }>`
        SELECT pronargs AS args FROM pg_proc WHERE proname = 'users_search_doc'`.execute(handle.db);
      expect(functions.rows.map((r) => Number(r.args))).toEqual([10]);
      await sql`SET enable_seqscan = off`.execute(handle.db);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM users WHERE ${sql.raw(searchDocumentCallSql())} LIKE '%worbla%'`.execute(
        handle.db,
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('users_search_doc_trgm');
    });
  });
}
