import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { STATE_NAMES } from '../../src/shared/constants';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/**
 * The state filter reads a state's members from findable_states (migration 019), which triggers
 * on users keep. These tests change a member every way a club can and check the state search —
 * what a visitor and a member get — follows at once, including writes made behind the server's
 * back.
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
  const rowsOf = (userId: number) =>
    db()
      .selectFrom('findable_states')
      .select(['state', 'members_only'])
      .where('user_id', '=', userId)
      .orderBy('state')
      .execute();

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
    expect(await rowsOf(m.userId)).toEqual([]);
  });

  it('knows every club state (the migration froze the list: a new state needs a new one)', async () => {
    const m = await signUp(app());
    await save(m, { state: STATE_NAMES.join(',') });
    for (const state of STATE_NAMES) expect((await inState(state)).names, state).toContain(m.username);
    expect((await rowsOf(m.userId)).map((r) => r.state)).toEqual([...STATE_NAMES].sort());
  });

  it('follows writes made outside the server: a hand-made update, and a member removed', async () => {
    const m = await signUp(app());
    await save(m, { state: 'Minnesota' });
    await sql`UPDATE users SET visibility = 'members' WHERE id = ${m.userId}`.execute(db());
    expect(await rowsOf(m.userId)).toEqual([{ state: 'Minnesota', members_only: 1 }]);
    await sql`UPDATE users SET state = 'Missouri,Wisconsin', status = 'suspended' WHERE id = ${m.userId}`.execute(
      db(),
    );
    expect(await rowsOf(m.userId)).toEqual([]);
    await sql`UPDATE users SET status = 'active' WHERE id = ${m.userId}`.execute(db());
    expect(await rowsOf(m.userId)).toEqual([
      { state: 'Missouri', members_only: 1 },
      { state: 'Wisconsin', members_only: 1 },
    ]);
    await sql`DELETE FROM users WHERE id = ${m.userId}`.execute(db());
    expect(await rowsOf(m.userId)).toEqual([]);
  });

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
