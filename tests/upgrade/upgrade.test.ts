import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrations } from '../../src/server/db/migrations/all';
import { STATE_NAMES } from '../../src/shared/constants';

/**
 * The database of the last release, with its data, migrated forward by today's code on both
 * databases: what members had must still be there and still work. Every new migration runs
 * through this; refresh the fixtures at each release (docs/decisions/0008).
 */
const RELEASE = '689cdb7';
const fixtures = path.join(import.meta.dirname, 'fixtures');
const manifest = JSON.parse(fs.readFileSync(path.join(fixtures, `release-${RELEASE}.json`), 'utf8'));
const LATER = manifest.time + 60_000;

interface Member {
  username: string;
  userId: number;
  password: string;
  token: string;
  profile: Record<string, unknown>;
  images: Record<string, string>;
}

const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] upgrade from release ${RELEASE}`, () => {
    const data = manifest[kind] as { members: Member[]; resetToken: string; tetris: unknown[] };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-upgrade-'));
    const dbName = `club_upgrade_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let app: FastifyInstance;

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (kind === 'sqlite') {
        fs.copyFileSync(
          path.join(fixtures, `release-${RELEASE}.sqlite3`),
          path.join(dataDir, 'club.sqlite3'),
        );
      } else {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${dbName}`);
        await admin.end();
        databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
        const dump = path.join(fixtures, `release-${RELEASE}.pg.sql`);
        execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', dump, databaseUrl], { stdio: 'pipe' });
      }
      const config = {
        ...loadConfig({ LOG_LEVEL: 'silent', CONTENT_FILE: 'content/club.json' }),
        dataDir,
        webDir: path.join(dataDir, 'no-web'),
        databaseUrl,
      };
      app = await buildApp(config, { now: () => LATER });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    });

    it('applies every migration of today, in order', async () => {
      const rows = await app.deps.database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .orderBy('name' as never)
        .execute();
      expect(rows.map((r) => (r as { name: string }).name)).toEqual(Object.keys(migrations).sort());
    });

    it('keeps every member able to log in, and their sessions alive', async () => {
      for (const m of data.members) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: m.username, password: m.password },
        });
        expect(login.statusCode, m.username).toBe(200);
        const own = await app.inject({
          url: `/api/users/${m.userId}`,
          headers: { authorization: `Bearer ${m.token}` },
        });
        expect(own.statusCode).toBe(200);
        expect(own.json().username).toBe(m.username);
        // Migration 008: every member of before keeps a public, listed, indexable profile.
        expect(own.json()).toMatchObject({
          visibility: 'everyone',
          listed: true,
          contactvisibility: 'everyone',
          indexable: true,
        });
        // Migration 016: members of before keep reset mail to their unconfirmed address.
        expect(own.json()).toMatchObject({ recoveryEmailVerified: false, recoveryEmailGrandfathered: true });
        // Sessions of before have a public id (migration 007) and can be listed and ended.
        const sessions = await app.inject({
          url: '/api/sessions',
          headers: { authorization: `Bearer ${m.token}` },
        });
        const current = sessions.json().sessions.find((s: { current: boolean }) => s.current);
        expect(current?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }
    });

    it('gives every member of before an empty inbox with the default choices, which then records (023)', async () => {
      const [first, second] = data.members;
      const headers = { authorization: `Bearer ${first!.token}` };
      const inbox = await app.inject({ url: '/api/me/notifications', headers });
      expect(inbox.statusCode, inbox.body).toBe(200);
      expect(inbox.json()).toEqual({ notifications: [], unread: 0, next: null });
      const settings = await app.inject({ url: '/api/me/notification-settings', headers });
      const rsvps = settings.json().types.find((t: { type: string }) => t.type === 'event-rsvp');
      expect(rsvps.channels).toEqual({ inbox: true, push: true, email: false });
      await app.deps.transaction((trx) =>
        app.deps.notifications.record(trx, [
          {
            userId: first!.userId,
            type: 'signup-approved',
            subjectKind: '',
            subjectId: null,
            groupKey: 'signup-approved',
            actorId: second!.userId,
            data: {},
            at: LATER,
          },
        ]),
      );
      const after = await app.inject({ url: '/api/me/notifications/unread', headers });
      expect(after.json()).toEqual({ unread: 1 });
    });

    it('serves the same public profiles and the same photo bytes', async () => {
      for (const m of data.members) {
        const profile = await app.inject({ url: `/api/public/${m.username}` });
        expect(profile.statusCode).toBe(200);
        expect(profile.json()).toMatchObject(m.profile);
        for (const [url, sha] of Object.entries(m.images)) {
          const res = await app.inject({ url });
          expect(res.statusCode).toBe(200);
          expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(sha);
        }
      }
    });

    it('keeps the leaderboards, the search index and the state counts', async () => {
      const first = data.members[0]!;
      const auth = { authorization: `Bearer ${first.token}` };
      const tetris = await app.inject({ url: '/api/users/getscore?gameName=TETRIS', headers: auth });
      expect(tetris.json().results).toEqual(data.tetris);
      const found = (await app.inject({ url: '/api/search?query=wichita' })).json();
      expect(found.map((c: { username: string }) => c.username)).toContain('Ada.Stitch');
      const byProp = (await app.inject({ url: '/api/search?query=prop%20builder' })).json();
      expect(byProp.map((c: { username: string }) => c.username)).toContain('zoe_props');
      // The state filter reads member_states, filled from the members already there (021).
      const inKansas = (await app.inject({ url: '/api/search?state=Kansas' })).json();
      expect(inKansas.map((c: { username: string }) => c.username)).toContain('Ada.Stitch');
      const numbers = (await app.inject({ url: '/api/public/numbers' })).json().results;
      expect(numbers.find((n: { state: string }) => n.state === 'Kansas').count).toBe(1);
    });

    it("moves members' states and roles into their own tables, with the same answers (021)", async () => {
      const db = app.deps.database.db;
      const valuesOf = async (userId: number) => ({
        states: (
          await db
            .selectFrom('member_states')
            .select('state')
            .where('user_id', '=', userId)
            .orderBy('state')
            .execute()
        ).map((r) => r.state),
        roles: (
          await db
            .selectFrom('member_roles')
            .select('role')
            .where('user_id', '=', userId)
            .orderBy('role')
            .execute()
        ).map((r) => r.role),
      });
      const byName = new Map(data.members.map((m) => [m.username, m]));
      expect(await valuesOf(byName.get('Ada.Stitch')!.userId)).toEqual({
        states: ['Kansas'],
        roles: ['Cosplayer', 'Maker'],
      });
      expect(await valuesOf(byName.get('zoe_props')!.userId)).toEqual({
        states: ['Iowa', 'Missouri'],
        roles: ['Prop Builder'],
      });
      expect(await valuesOf(byName.get('quiet-one')!.userId)).toEqual({ states: [], roles: [] });

      // The state filter and the numbers answer what the release's own state lists say: every
      // club state's members are those whose text names it, as the text still shows.
      const numbers = (await app.inject({ url: '/api/public/numbers' })).json().results as Array<{
        state: string;
        count: number;
      }>;
      for (const state of STATE_NAMES) {
        const listing = data.members
          .filter((m) => String(m.profile.state).split(',').includes(state))
          .map((m) => m.username);
        const found = await app.inject({ url: `/api/search?state=${encodeURIComponent(state)}` });
        expect(
          found.json().map((c: { username: string }) => c.username),
          state,
        ).toEqual(listing);
        expect(found.headers['x-total-count'], state).toBe(String(listing.length));
        expect(numbers.find((n) => n.state === state)?.count, state).toBe(listing.length);
        for (const card of found.json() as Array<{ username: string; state: string; imawhat: string }>)
          expect(card).toMatchObject({
            state: byName.get(card.username)!.profile.state,
            imawhat: byName.get(card.username)!.profile.imawhat,
          });
      }
    });

    it('keeps a pending password-reset link working', async () => {
      const verify = await app.inject({
        url: `/api/resetpassword/verify-reset-token?token=${data.resetToken}`,
      });
      expect(verify.json()).toEqual({ valid: true });
      const reset = await app.inject({
        method: 'POST',
        url: `/api/resetpassword/token/${data.resetToken}`,
        payload: { password: 'Fresh#Start42' },
      });
      expect(reset.json()).toEqual({ success: true });
    });
  });
}
