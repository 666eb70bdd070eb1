import { expect, it } from 'vitest';
import { memberBatches } from '../../bench/member-rows';
import { describeEachDatabase } from './helpers';

// db/search-terms.ts: on SQLite a long term may be looked up by its rarest four characters; the
// members found that way must still hold the whole term. The seeded rows share "member" in
// every username, so "member99z" is looked up by "r99z" there.
describeEachDatabase('search by the rarest part of a term finds exactly the whole term', (ctx) => {
  it('a member holding only the rare part is not found; the one holding the term is', async () => {
    const { db } = ctx().app.deps.database;
    for (const rows of memberBatches(120, 'not-a-hash', 120))
      await db.insertInto('users').values(rows).execute();
    await db
      .updateTable('users')
      .set({ city: 'Club member99z Hall' })
      .where('username', '=', 'member5')
      .execute();
    await db.updateTable('users').set({ city: 'Ber99z' }).where('username', '=', 'member6').execute();

    const res = await ctx().app.inject({ url: '/api/search?query=member99z' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ username: string }>).map((m) => m.username)).toEqual(['member5']);
    expect(res.headers['x-total-count']).toBe('1');
  });
});
