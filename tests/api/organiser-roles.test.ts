import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { runClubCommand } from '../../src/server/ops/club-command';
import { addPasskey } from '../support/soft-authenticator';
import {
  bearer,
  describeEachDatabase,
  disposeTestDatabase,
  injectPost,
  makeOrganiser,
  signUp,
  testConfig,
} from './helpers';

/** Every organiser route, as the app registers it (each must refuse members and visitors). */
const organiserRoutes: Array<{ method: string; url: string }> = [];
function collect(route: RouteOptions) {
  if (!route.url.startsWith('/api/organisers')) return;
  for (const method of [route.method].flat()) {
    if (method !== 'HEAD') organiserRoutes.push({ method, url: route.url });
  }
}
/** A concrete address for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describeEachDatabase(
  'organiser role: granted on the server machine, carried in answers, checked on every route',
  (ctx) => {
    const db = () => ctx().app.deps.database.db;

    it('`organiser add` makes a member an organiser; login and GET /users/{id} carry the role', async () => {
      const member = await signUp(ctx().app);
      let login = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
      });
      expect(login.json()).toMatchObject({ role: 'member', status: 'active' });

      const said = await runClubCommand(
        ctx().app.deps,
        ['organiser', 'add', member.username.toUpperCase()],
        1,
      );
      expect(said).toBe(`${member.username} is now an organiser.`);
      login = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
      });
      expect(login.json()).toMatchObject({ role: 'organiser', status: 'active' });
      const own = await ctx().app.inject({
        url: `/api/users/${member.userId}`,
        headers: bearer(member.token),
      });
      expect(own.json()).toMatchObject({ role: 'organiser', status: 'active' });
      expect(await runClubCommand(ctx().app.deps, ['organiser', 'list'], 1)).toContain(member.username);

      // Taking the role away takes effect on the next request of a live session.
      const overview = () =>
        ctx().app.inject({ url: '/api/organisers/overview', headers: bearer(member.token) });
      // Organiser tools need a passkey too (issue 18; tests/api/passkeys.test.ts).
      await addPasskey(injectPost(ctx().app), member, ctx().config.publicUrl);
      expect((await overview()).statusCode).toBe(200);
      expect(await runClubCommand(ctx().app.deps, ['organiser', 'remove', member.username], 2)).toBe(
        `${member.username} is no longer an organiser.`,
      );
      expect((await overview()).statusCode).toBe(403);

      const audit = await db()
        .selectFrom('audit_log')
        .select(['actor_username', 'action', 'member_username'])
        .where('member_id', '=', member.userId)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor_username: 'server console', action: 'role.grant', member_username: member.username },
        { actor_username: 'server console', action: 'role.remove', member_username: member.username },
      ]);
    });

    it('the command refuses unknown members and bad arguments with a line saying why', async () => {
      await expect(runClubCommand(ctx().app.deps, ['organiser', 'add', 'nobody-at-all'], 1)).rejects.toThrow(
        'No member is called nobody-at-all.',
      );
      await expect(runClubCommand(ctx().app.deps, ['organiser', 'promote', 'x'], 1)).rejects.toThrow(
        'Usage:',
      );
      await expect(runClubCommand(ctx().app.deps, [], 1)).rejects.toThrow('Usage:');
    });

    it('the audit log only takes inserts: the database refuses to change or delete an entry', async () => {
      const member = await signUp(ctx().app);
      await makeOrganiser(ctx().app, member.username);
      await expect(sql`UPDATE audit_log SET reason = 'edited'`.execute(db())).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM audit_log`.execute(db())).rejects.toThrow(/append-only/);
      const rows = await db().selectFrom('audit_log').select('reason').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.reason !== 'edited')).toBe(true);
    });

    it('every /api/organisers route answers 401 without a token and 403 to a member', async () => {
      expect(organiserRoutes.length).toBeGreaterThan(0);
      const member = await signUp(ctx().app);
      const organiser = await signUp(ctx().app);
      await makeOrganiser(ctx().app, organiser.username);
      for (const route of organiserRoutes) {
        const request = { method: route.method as 'GET', url: concrete(route.url) };
        const anonymous = await ctx().app.inject(request);
        expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        const asMember = await ctx().app.inject({ ...request, headers: bearer(member.token) });
        expect(asMember.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
        expect(asMember.json().message).toBe('Only organisers can do this.');
        const asOrganiser = await ctx().app.inject({ ...request, headers: bearer(organiser.token) });
        expect([401, 403], `${route.method} ${route.url} as an organiser`).not.toContain(
          asOrganiser.statusCode,
        );
      }
    });
  },
  { build: { onRoute: collect } },
);

const run = promisify(execFile);

it('`npm run club -- organiser add` works from the command line with the configuration of npm start', async () => {
  // A club on SQLite with one member, then the command run as an organiser would, on that folder.
  const config = testConfig('sqlite');
  const app = await buildApp(config);
  const member = await signUp(app);
  await app.close();
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const env = { ...parentEnv, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' };
  const club = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/club.ts', ...args], { env }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  try {
    const missing = await club('organiser', 'add', 'ghost');
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No member is called ghost.') });
    expect((await club('organiser', 'add', member.username)).stdout).toContain(
      `${member.username} is now an organiser.`,
    );
    expect((await club('organiser', 'list')).stdout.trim()).toBe(member.username);
  } finally {
    await disposeTestDatabase(config);
  }
}, 30_000);
