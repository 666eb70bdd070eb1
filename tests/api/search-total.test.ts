import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { writeMemberListsFromText } from '../../src/server/db/member-values';
import { SEARCH_TOTAL_CAP } from '../../src/server/db/search-repo';
import { SEARCH_MAX_DEPTH } from '../../src/server/features/profiles/public-routes';
import { describeEachDatabase, type TestContext } from './helpers';

/**
 * Inserts members numbered from..to-1 in one statement (signing up ten thousand would take
 * minutes); the FTS triggers (SQLite) and the trigram index (PostgreSQL) see them as usual, and
 * their states go to member_states as the bench's bulk seeds write them.
 */
async function insertMembers(
  ctx: () => TestContext,
  rows: { from: number; to: number; username: string; lastname: string; state?: string; listed?: number },
) {
  const { db } = ctx().app.deps.database;
  const series =
    ctx().kind === 'postgres'
      ? sql`SELECT g AS n FROM generate_series(${rows.from}::int, ${rows.to - 1}::int) AS g`
      : sql`WITH RECURSIVE g(n) AS (SELECT ${rows.from} UNION ALL SELECT n + 1 FROM g WHERE n < ${rows.to - 1}) SELECT n FROM g`;
  const now = Date.now();
  const before = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await sql`
    INSERT INTO users (username, username_key, firstname, lastname, birthdate, password_hash,
                       recoveryemail, city, state, listed, about, created_at, updated_at)
    SELECT ${rows.username} || CAST(s.n AS INTEGER), ${rows.username} || CAST(s.n AS INTEGER), 'Bulk', ${rows.lastname}, '1990-01-01', 'x',
           'bulk@example.org', 'Elsewhere', ${rows.state ?? ''}, ${rows.listed ?? 1}, '', ${now}, ${now}
    FROM (${series}) AS s`.execute(db);
  await writeMemberListsFromText(db, Number(before?.id ?? 0) + 1);
}

describeEachDatabase('search: the total, exact below the cap', (ctx) => {
  const total = async (params: string) =>
    Number((await ctx().app.inject({ url: `/api/search?${params}` })).headers['x-total-count']);

  it('is one past the deepest page the route serves', () => {
    expect(SEARCH_TOTAL_CAP).toBe(SEARCH_MAX_DEPTH + 1);
  });

  it('counts both parts exactly up to 1,000 and says 1,001 ("more than 1,000") beyond', async () => {
    // 400 usernames start with the term, 600 members have it in their last name only, and
    // unlisted members who would match are never counted.
    await insertMembers(ctx, { from: 0, to: 400, username: 'capterm', lastname: 'Plain' });
    await insertMembers(ctx, { from: 0, to: 600, username: 'other', lastname: 'Capterm' });
    await insertMembers(ctx, { from: 0, to: 50, username: 'hidden', lastname: 'Capterm', listed: 0 });
    expect(await total('query=capterm')).toBe(1000);

    await insertMembers(ctx, { from: 600, to: 605, username: 'other', lastname: 'Capterm' });
    // Another spelling of the same search: these rows came behind the API's back, so an answer
    // cached for the first URL would not know of them.
    expect(await total('query=CapTerm')).toBe(SEARCH_TOTAL_CAP);
    expect(await total('query=capte')).toBe(SEARCH_TOTAL_CAP);
    // The deepest page still answers, in the documented order (others by id).
    const last = await ctx().app.inject({ url: '/api/search?query=capterm&page=20&limit=50' });
    expect(last.statusCode).toBe(200);
    const usernames = (last.json() as Array<{ username: string }>).map((c) => c.username);
    expect(usernames).toEqual(Array.from({ length: 50 }, (_, i) => `other${550 + i}`));
    const deeper = await ctx().app.inject({ url: '/api/search?query=capterm&page=21&limit=50' });
    expect(deeper.statusCode).toBe(400);
  }, 60_000);

  it('says more than 1,000 when the usernames starting with the term pass it alone, and pages them by username', async () => {
    // 1,010 usernames start with the term; three more members have it in their last name only,
    // which the prefix has already outnumbered (their count is not needed for the total).
    await insertMembers(ctx, { from: 0, to: 1010, username: 'capfull', lastname: 'Plain' });
    await insertMembers(ctx, { from: 0, to: 3, username: 'namesake', lastname: 'Capfull' });
    expect(await total('query=capfull')).toBe(SEARCH_TOTAL_CAP);
    const byUsername = Array.from({ length: 1010 }, (_, i) => `capfull${i}`).sort();
    const last = await ctx().app.inject({ url: '/api/search?query=capfull&page=20&limit=50' });
    expect(last.statusCode).toBe(200);
    expect((last.json() as Array<{ username: string }>).map((c) => c.username)).toEqual(
      byUsername.slice(950, 1000),
    );
  }, 60_000);

  it('counts a state exactly, and only members whose state list holds it', async () => {
    await insertMembers(ctx, { from: 0, to: 30, username: 'buckeye', lastname: 'Plain', state: 'Ohio' });
    await insertMembers(ctx, {
      from: 0,
      to: 5,
      username: 'twostate',
      lastname: 'Plain',
      state: 'Kansas,Ohio',
    });
    // "ohio" in the name, but not in Ohio: the index finds them, the state condition drops them.
    await insertMembers(ctx, { from: 0, to: 7, username: 'ohiofan', lastname: 'Ohioan', state: 'Iowa' });
    await insertMembers(ctx, {
      from: 0,
      to: 4,
      username: 'prairie',
      lastname: 'Plain',
      state: 'North Dakota',
    });
    expect(await total('state=Ohio')).toBe(35);
    expect(await total('state=ohio&query=twostate')).toBe(5);
    expect(await total('state=Iowa&query=ohio')).toBe(7);
    expect(await total('state=northdakota')).toBe(4);
    const page = await ctx().app.inject({ url: '/api/search?state=Ohio&limit=50' });
    const states = (page.json() as Array<{ state: string }>).map((c) => c.state);
    expect(states).toHaveLength(35);
    expect(states.every((s) => s.split(',').includes('Ohio'))).toBe(true);
  }, 60_000);
});
