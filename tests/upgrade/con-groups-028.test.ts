import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations/all';
import type { Database } from '../../src/server/db/schema';
import { openSqlite } from '../../src/server/db/sqlite-connection';

/**
 * Migration 028 over a database at 026 with a member: a character is claimed once (seat 0), or
 * once per member (seat = their id) when doubles are allowed; one claim per member per group; a
 * seat is 0 or the member's id; groups and claims go with their member.
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 028: group cosplays at a con`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-028-'));
    const dbName = `club_028_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let handle: DatabaseHandle;
    let userId = 0;

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
    let otherId = 0;
    let characterId = 0;
    let groupId = 0;
    const claim = (user: number, seat: number) => ({
      group_id: groupId,
      character_id: characterId,
      user_id: user,
      seat,
      created_at: 0,
      updated_at: 0,
    });

    beforeAll(async () => {
      if (kind === 'sqlite') handle = openSqlite(dataDir, true);
      else {
        await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${dbName}`);
        const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${dbName}`), max: 2 });
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        handle = { db, dialect: 'postgres', close: () => db.destroy() } as DatabaseHandle;
      }
      const to026 = await migrator().migrateTo('026-conventions');
      if (to026.error) throw to026.error;
      const now = Date.now();
      const legacy = (name: string) => ({
        username: name,
        username_key: name,
        firstname: 'Legacy',
        lastname: 'Member',
        birthdate: '1990-01-01',
        password_hash: 'x',
        recoveryemail: '',
      });
      const row = await handle.db
        .insertInto('users')
        .values({ ...legacy('legacy'), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
      otherId = (
        await handle.db
          .insertInto('users')
          .values({ ...legacy('other'), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const latest = await migrator().migrateToLatest();
      if (latest.error) throw latest.error;
      const con = await handle.db
        .selectFrom('conventions')
        .select('id')
        .where('slug', '=', 'gen-con')
        .executeTakeFirstOrThrow();
      groupId = (
        await handle.db
          .insertInto('con_groups')
          .values({
            convention_id: con.id,
            lead_id: userId,
            series: 'S',
            day: null,
            title: 'S',
            created_at: 0,
            updated_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      characterId = (
        await handle.db
          .insertInto('con_group_characters')
          .values({ group_id: groupId, name: 'Lumine', created_at: 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    afterAll(async () => {
      await handle?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    it('holds a character once at seat 0, once per member at their own seat, one claim per member', async () => {
      await handle.db.insertInto('con_group_claims').values(claim(userId, 0)).execute();
      await expect(
        handle.db.insertInto('con_group_claims').values(claim(otherId, 0)).execute(),
      ).rejects.toThrow();
      // A seat is 0 or the claimer's id.
      await expect(
        handle.db.insertInto('con_group_claims').values(claim(otherId, userId)).execute(),
      ).rejects.toThrow();
      await handle.db.insertInto('con_group_claims').values(claim(otherId, otherId)).execute();
      // One claim per member per group, whatever the seat.
      await expect(
        handle.db.insertInto('con_group_claims').values(claim(userId, userId)).execute(),
      ).rejects.toThrow();
      // Doubles off (every seat back to 0) fails while two claims hold the character.
      await expect(
        handle.db.updateTable('con_group_claims').set({ seat: 0 }).where('group_id', '=', groupId).execute(),
      ).rejects.toThrow();
      const rows = await handle.db
        .selectFrom('con_group_claims')
        .select(['user_id', 'seat', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { user_id: userId, seat: 0, status: 'pending' },
        { user_id: otherId, seat: otherId, status: 'pending' },
      ]);
    });

    it("erases the lead's group, with its characters and claims, with the lead", async () => {
      await handle.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await handle.db.selectFrom('con_groups').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('con_group_claims').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('con_group_characters').select('id').execute()).toEqual([]);
    });
  });
}
