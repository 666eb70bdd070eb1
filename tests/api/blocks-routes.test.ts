import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { MAX_BLOCKS, RELATION_MESSAGES } from '../../src/shared/api/relations';
import { setStatus } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { block, myRelations, relate, unblock } from './relation-helpers';
import { unzip } from './zip-helpers';

const clock = { now: Date.parse('2026-06-01T10:00:00Z') };

/** Blocking and muting, the member's own routes (issue 37 item 5). */
describeEachDatabase(
  'blocks and mutes: the routes',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const stateOf = async (token: string, username: string) => {
      const res = await app().inject({ url: `/api/me/relations/${username}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };
    const rowsOf = (blockerId: number) =>
      app()
        .deps.database.db.selectFrom('member_blocks')
        .selectAll()
        .where('blocker_id', '=', blockerId)
        .execute();

    it('refuses visitors (401), yourself (400) and members who are not there (404)', async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      for (const kind of ['blocks', 'mutes'] as const) {
        expect((await relate(app(), 'PUT', kind, b.username)).statusCode).toBe(401);
        expect((await relate(app(), 'DELETE', kind, b.username)).statusCode).toBe(401);
        const self = await relate(app(), 'PUT', kind, a.username, a.token);
        expect(self.statusCode).toBe(400);
        expect(self.json().message).toBe(RELATION_MESSAGES.notYourself);
        const nobody = await relate(app(), 'PUT', kind, 'nobody-here-at-all', a.token);
        expect(nobody.statusCode).toBe(404);
        expect(nobody.json().message).toBe(RELATION_MESSAGES.noSuchMember);
      }
      expect((await app().inject({ url: '/api/me/relations' })).statusCode).toBe(401);
      expect((await app().inject({ url: `/api/me/relations/${b.username}` })).statusCode).toBe(401);
      expect(
        (await app().inject({ url: '/api/me/relations/nobody-at-all', headers: bearer(a.token) })).statusCode,
      ).toBe(404);
    });

    it('answers 404 for a member deleting their account (in the restore window) or suspended', async () => {
      const a = await signUp(app());
      const leaving = await signUp(app());
      const suspended = await signUp(app());
      await app()
        .deps.database.db.updateTable('users')
        .set({ deleted_at: clock.now })
        .where('id', '=', leaving.userId)
        .execute();
      await setStatus(app(), suspended.userId, 'suspended');
      for (const m of [leaving, suspended]) {
        const res = await relate(app(), 'PUT', 'blocks', m.username, a.token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(RELATION_MESSAGES.noSuchMember);
      }
      expect(await rowsOf(a.userId)).toEqual([]);
    });

    it('blocks once however often asked, says so, and unblocks', async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      const first = await relate(app(), 'PUT', 'blocks', b.username, a.token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: RELATION_MESSAGES.blocked });
      expect(first.headers['cache-control']).toBe('no-store');
      const since = (await myRelations(app(), a.token)).blocked[0]?.since;
      await block(app(), a.token, b.username.toUpperCase());
      expect(await rowsOf(a.userId)).toHaveLength(1);
      expect((await myRelations(app(), a.token)).blocked[0]?.since).toBe(since);
      expect(await stateOf(a.token, b.username)).toEqual({ blocked: true, muted: false });
      // B learns nothing: their own state towards A is empty.
      expect(await stateOf(b.token, a.username)).toEqual({ blocked: false, muted: false });

      const undone = await relate(app(), 'DELETE', 'blocks', b.username, a.token);
      expect(undone.json()).toEqual({ message: RELATION_MESSAGES.unblocked });
      expect(await rowsOf(a.userId)).toEqual([]);
      await unblock(app(), a.token, b.username);
      expect(await stateOf(a.token, b.username)).toEqual({ blocked: false, muted: false });
    });

    it('mutes and unmutes apart from blocks', async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      const muted = await relate(app(), 'PUT', 'mutes', b.username, a.token);
      expect(muted.json()).toEqual({ message: RELATION_MESSAGES.muted });
      await block(app(), a.token, b.username, 'mutes');
      expect(await stateOf(a.token, b.username)).toEqual({ blocked: false, muted: true });
      const lists = await myRelations(app(), a.token);
      expect(lists.blocked).toEqual([]);
      expect(lists.muted.map((m) => m.username)).toEqual([b.username]);
      const unmuted = await relate(app(), 'DELETE', 'mutes', b.username, a.token);
      expect(unmuted.json()).toEqual({ message: RELATION_MESSAGES.unmuted });
      expect(await stateOf(a.token, b.username)).toEqual({ blocked: false, muted: false });
    });

    it('lists the blocked and muted newest first, with name, thumbnail and since', async () => {
      const a = await signUp(app());
      const b = await signUp(app(), { firstname: 'Bea', lastname: 'Stone' });
      const c = await signUp(app(), { firstname: 'Cal', lastname: 'Moss' });
      clock.now = Date.parse('2026-06-01T10:00:00Z');
      await block(app(), a.token, b.username);
      clock.now += 60_000;
      await block(app(), a.token, c.username);
      await block(app(), a.token, b.username, 'mutes');
      const lists = await myRelations(app(), a.token);
      expect(lists.blocked).toEqual([
        {
          username: c.username,
          name: 'Cal Moss',
          thumbnail: expect.any(String),
          since: '2026-06-01T10:01:00.000Z',
        },
        {
          username: b.username,
          name: 'Bea Stone',
          thumbnail: expect.any(String),
          since: '2026-06-01T10:00:00.000Z',
        },
      ]);
      expect(lists.muted.map((m) => [m.username, m.name])).toEqual([[b.username, 'Bea Stone']]);
      // Nobody else's lists change.
      expect(await myRelations(app(), b.token)).toEqual({ blocked: [], muted: [] });
    });

    it('puts the members blocked and muted, with since when, in the data export', async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      const c = await signUp(app());
      clock.now = Date.parse('2026-07-01T09:00:00Z');
      await block(app(), a.token, b.username);
      await block(app(), a.token, c.username, 'mutes');
      const res = await app().inject({ url: '/api/me/export', headers: bearer(a.token) });
      expect(res.statusCode).toBe(200);
      const files = await unzip(res.rawPayload);
      expect(JSON.parse(files.get('relations.json')!.toString('utf8'))).toEqual({
        blocked: [{ username: b.username, since: '2026-07-01T09:00:00.000Z' }],
        muted: [{ username: c.username, since: '2026-07-01T09:00:00.000Z' }],
      });
      // The blocked member's export says nothing of it.
      const theirs = await app().inject({ url: '/api/me/export', headers: bearer(b.token) });
      expect(JSON.parse((await unzip(theirs.rawPayload)).get('relations.json')!.toString('utf8'))).toEqual({
        blocked: [],
        muted: [],
      });
    });

    it('30 concurrent blocks of the same member leave one row and all answer 200', async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => relate(app(), 'PUT', 'blocks', b.username, a.token)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
      expect(await rowsOf(a.userId)).toHaveLength(1);
      const mutes = await Promise.all(
        Array.from({ length: 30 }, () => relate(app(), 'PUT', 'mutes', b.username, a.token)),
      );
      expect(mutes.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    });

    it(`refuses a block past ${MAX_BLOCKS} members, decided by the database`, async () => {
      const a = await signUp(app());
      const b = await signUp(app());
      const { db } = app().deps.database;
      // Filler rows straight in the database: the cap counts rows, whoever they name.
      const others = await db.selectFrom('users').select('id').where('id', '<>', a.userId).execute();
      const filler = others.filter((o) => o.id !== b.userId).slice(0, 1);
      expect(filler.length).toBe(1);
      await db
        .insertInto('member_blocks')
        .values({ blocker_id: a.userId, blocked_id: filler[0]!.id, created_at: 1 })
        .execute();
      // A cap of one row reached: the route's cap is MAX_BLOCKS, so ask the repository with a small one.
      expect(await app().deps.relations.add('block', a.userId, b.userId, 1, 2)).toBe('full');
      expect(await app().deps.relations.add('block', a.userId, filler[0]!.id, 1, 2)).toBe('kept');
      expect(await app().deps.relations.add('block', a.userId, b.userId, 2, 2)).toBe('added');
    });
  },
  { build: { now: () => clock.now } },
);
