import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { writeMemberListsFromText } from '../../src/server/db/member-values';
import { STATE_NAMES } from '../../src/shared/constants';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/**
 * The state filter reads a state's members from member_states (migration 021), written with the
 * member's state text by the data layer, and takes their privacy from users at every read. These
 * tests change a member every way a club can and check the state search — what a visitor and a
 * member get — and the state numbers follow at once, including privacy changed behind the
 * server's back.
 */
describeEachDatabase('search by state: only findable members, whoever changes them', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.deps.database.db;
  // Spelled differently each time (the filter ignores case and spaces), so no answer kept for
  // an earlier spelling can stand in for the query.
  let spelling = 0;
  const inState = async (state: string, token?: string) => {
    spelling += 1;
    const name = spelling % 2 ? state.toUpperCase() : state.toLowerCase().replace(/ /g, '');
    const res = await app().inject({
      url: `/api/search?state=${encodeURIComponent(name)}&limit=50&page=1&n=${spelling}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      names: (res.json() as Array<{ username: string }>).map((c) => c.username),
      total: Number(res.headers['x-total-count']),
    };
  };
  const save = async (m: { userId: number; token: string }, fields: Record<string, string>) => {
    const res = await putProfile(app(), m.userId, m.token, fields);
    expect(res.statusCode, res.body).toBe(200);
  };
  const statesOf = async (userId: number) =>
    (
      await db()
        .selectFrom('member_states')
        .select('state')
        .where('user_id', '=', userId)
        .orderBy('state')
        .execute()
    ).map((r) => r.state);
  const rolesOf = async (userId: number) =>
    (
      await db()
        .selectFrom('member_roles')
        .select('role')
        .where('user_id', '=', userId)
        .orderBy('role')
        .execute()
    ).map((r) => r.role);
  // The state numbers as the repository counts them (no kept answer between a write and them).
  const numbers = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await app().deps.profiles.stateCounts()).map((r) => [r.state, r.count]));

  it('lists a member under each state they name, and follows their privacy settings', async () => {
    const viewer = await signUp(app());
    const m = await signUp(app());
    await save(m, { state: 'Iowa,Ohio' });
    expect((await inState('Ohio')).names).toContain(m.username);
    expect((await inState('Iowa')).names).toContain(m.username);
    expect((await inState('Kansas')).names).not.toContain(m.username);

    await save(m, { visibility: 'members' });
    const anonymous = await inState('Ohio');
    expect(anonymous.names).not.toContain(m.username);
    const signedIn = await inState('Ohio', viewer.token);
    expect(signedIn.names).toContain(m.username);
    expect(signedIn.total).toBe(anonymous.total + 1);

    await save(m, { visibility: 'everyone', listed: 'false' });
    expect((await inState('Ohio')).names).not.toContain(m.username);
    expect((await inState('Ohio', viewer.token)).names).not.toContain(m.username);

    await save(m, { listed: 'true', state: 'Kansas' });
    expect((await inState('Ohio')).names).not.toContain(m.username);
    expect((await inState('Kansas')).names).toContain(m.username);
  });

  it('drops a member who deletes their account', async () => {
    const m = await signUp(app());
    await save(m, { state: 'Nebraska' });
    expect((await inState('Nebraska')).names).toContain(m.username);
    const res = await app().inject({
      method: 'DELETE',
      url: `/api/users/${m.userId}`,
      payload: { password: m.password },
      headers: bearer(m.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inState('Nebraska')).names).not.toContain(m.username);
    // Its rows stay until the account is erased (a restore brings the member back as they were).
    expect(await statesOf(m.userId)).toEqual(['Nebraska']);
  });

  it('knows every club state, one row each', async () => {
    const m = await signUp(app());
    await save(m, { state: STATE_NAMES.join(',') });
    for (const state of STATE_NAMES) expect((await inState(state)).names, state).toContain(m.username);
    expect(await statesOf(m.userId)).toEqual([...STATE_NAMES].sort());
  });

  it('writes the states and roles with the text, and rewrites them when the text changes', async () => {
    const m = await signUp(app());
    expect(await statesOf(m.userId)).toEqual([]);
    await save(m, { state: 'Ohio,Iowa', imawhat: 'Cosplayer,Maker' });
    expect(await statesOf(m.userId)).toEqual(['Iowa', 'Ohio']);
    expect(await rolesOf(m.userId)).toEqual(['Cosplayer', 'Maker']);
    // The API still shows the text as the member saved it.
    const own = await app().inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) });
    expect(own.json()).toMatchObject({ state: 'Ohio,Iowa', imawhat: 'Cosplayer,Maker' });

    await save(m, { state: 'Kansas', imawhat: '' });
    expect(await statesOf(m.userId)).toEqual(['Kansas']);
    expect(await rolesOf(m.userId)).toEqual([]);
    await save(m, { city: 'Topeka' });
    expect(await statesOf(m.userId)).toEqual(['Kansas']);
  });

  it("counts each state's findable members in the state numbers, whoever may see them", async () => {
    const before = await numbers();
    const m = await signUp(app());
    await save(m, { state: 'Wisconsin,Michigan' });
    const listed = await numbers();
    expect(listed.Wisconsin).toBe(before.Wisconsin! + 1);
    expect(listed.Michigan).toBe(before.Michigan! + 1);
    // Members-only profiles count (the numbers show no one); unlisted ones do not.
    await save(m, { visibility: 'members' });
    expect((await numbers()).Wisconsin).toBe(before.Wisconsin! + 1);
    await save(m, { listed: 'false' });
    expect((await numbers()).Wisconsin).toBe(before.Wisconsin);
    await save(m, { listed: 'true', state: 'Michigan' });
    const moved = await numbers();
    expect(moved.Wisconsin).toBe(before.Wisconsin);
    expect(moved.Michigan).toBe(before.Michigan! + 1);
  });

  it('follows privacy changed outside the server, and a member removed by hand', async () => {
    const viewer = await signUp(app());
    const m = await signUp(app());
    await save(m, { state: 'Minnesota' });
    const before = await numbers();
    // Privacy is read from users at every search: a hand-made update is followed at once.
    await sql`UPDATE users SET visibility = 'members' WHERE id = ${m.userId}`.execute(db());
    expect((await inState('Minnesota')).names).not.toContain(m.username);
    expect((await inState('Minnesota', viewer.token)).names).toContain(m.username);
    await sql`UPDATE users SET status = 'suspended' WHERE id = ${m.userId}`.execute(db());
    expect((await inState('Minnesota', viewer.token)).names).not.toContain(m.username);
    expect((await numbers()).Minnesota).toBe(before.Minnesota! - 1);
    await sql`UPDATE users SET status = 'active' WHERE id = ${m.userId}`.execute(db());
    expect((await inState('Minnesota', viewer.token)).names).toContain(m.username);
    await sql`DELETE FROM users WHERE id = ${m.userId}`.execute(db());
    expect(await statesOf(m.userId)).toEqual([]);
    expect((await numbers()).Minnesota).toBe(before.Minnesota! - 1);
  });

  it('counts a state right past a thousand hidden members of it', async () => {
    // Over the hidden members' cap of the state-only count (search-repo.ts), which then counts
    // the state's members one by one: 1,003 unlisted members in Illinois and 3 listed ones.
    const { db: kysely } = ctx().app.deps.database;
    const max = await kysely
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const visible = (await inState('Illinois')).total;
    const series =
      ctx().kind === 'postgres'
        ? sql`SELECT g AS n FROM generate_series(0, 1005) AS g`
        : sql`WITH RECURSIVE g(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM g WHERE n < 1005) SELECT n FROM g`;
    const now = Date.now();
    await sql`
      INSERT INTO users (username, username_key, firstname, lastname, birthdate, password_hash,
                         recoveryemail, state, listed, created_at, updated_at)
      SELECT 'hidden' || CAST(s.n AS INTEGER), 'hidden' || CAST(s.n AS INTEGER), 'Bulk', 'Plain',
             '1990-01-01', 'x', 'bulk@example.org', 'Illinois',
             CASE WHEN s.n < 3 THEN 1 ELSE 0 END, ${now}, ${now}
      FROM (${series}) AS s`.execute(kysely);
    await writeMemberListsFromText(kysely, Number(max?.id ?? 0) + 1);
    const found = await inState('Illinois');
    expect(found.total).toBe(visible + 3);
    expect(found.names).toEqual(expect.arrayContaining(['hidden0', 'hidden1', 'hidden2']));
    expect(found.names.filter((n) => n.startsWith('hidden'))).toHaveLength(3);
  }, 60_000);

  it('pages a state in id order, and counts what the pages hold', async () => {
    // Whoever earlier tests left in the state (lower ids) comes first.
    const members = (await inState('South Dakota')).names;
    while (members.length < 7) {
      const m = await signUp(app());
      await save(m, { state: 'South Dakota' });
      members.push(m.username);
    }
    const page = (n: number) => app().inject({ url: `/api/search?state=South%20Dakota&limit=3&page=${n}` });
    const pages = await Promise.all([1, 2, 3].map(page));
    const names = pages.flatMap((p) => (p.json() as Array<{ username: string }>).map((c) => c.username));
    expect(names).toEqual(members);
    expect(new Set(names).size).toBe(7);
    expect(pages.map((p) => p.headers['x-total-count'])).toEqual(['7', '7', '7']);
  });
});
