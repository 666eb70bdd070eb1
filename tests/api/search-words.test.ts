import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/**
 * Issue 33, item 4 (docs/decisions/0027-search-words-and-states.md): every word of a query in any
 * searched field, the bio included; "KS" as well as "Kansas"; privacy as for one word.
 */
describeEachDatabase('search by several words, state abbreviations and bios', (ctx) => {
  const app = () => ctx().app;
  const member = async (fields: Record<string, string>) => {
    const m = await signUp(app(), { firstname: 'Pat', lastname: 'Doe' });
    const res = await putProfile(app(), m.userId, m.token, fields);
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  const search = async (query: string, options: { state?: string; token?: string } = {}) => {
    const params = new URLSearchParams({ query, state: options.state ?? '' });
    const res = await app().inject({
      url: `/api/search?${params}`,
      headers: options.token ? bearer(options.token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      names: (res.json() as Array<{ username: string }>).map((c) => c.username),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('"foam armor" finds a member with "foam" in a cosplay and "armor" in the bio', async () => {
    const both = await member({ complete: 'Foam Knight', about: 'I build armor from scratch.' });
    const foamOnly = await member({ complete: 'Foam Knight', about: 'Sewing mostly.' });
    const armorOnly = await member({ inprogress: 'Armor of Light' });
    const found = await search('foam armor');
    expect(found.names).toEqual([both.username]);
    expect(found.total).toBe(1);
    // Each word alone finds its members; a phrase needs the words side by side.
    expect((await search('armor')).names.sort()).toEqual([both.username, armorOnly.username].sort());
    expect((await search('foam')).names.sort()).toEqual([both.username, foamOnly.username].sort());
    expect((await search('"foam armor"')).names).toEqual([]);
    expect((await search('"foam knight"')).total).toBe(2);
  });

  it('"Zelda BOTW" finds the member whose cosplay says both, in any field', async () => {
    const botw = await member({ complete: 'Zelda (BOTW)', city: 'Topeka' });
    const zelda = await member({ complete: 'Zelda', cosplaygroup: 'Hyrule Guild' });
    const split = await member({ inprogress: 'Link', about: 'Zelda fan since BotW came out' });
    expect((await search('zelda')).names).toEqual([botw.username, zelda.username, split.username]);
    expect((await search('Zelda BOTW')).names).toEqual([botw.username, split.username]);
    expect((await search('BOTW, zelda')).total).toBe(2);
    expect((await search('zelda hyrule')).names).toEqual([zelda.username]);
  });

  it('"KS" finds Kansas members as "Kansas" does, in the query and in the state filter', async () => {
    const kansas = await member({ state: 'Kansas', complete: 'Dorothy' });
    const both = await member({ state: 'Missouri,Kansas', complete: 'Scarecrow' });
    await member({ state: 'Missouri', city: 'Kansas City', complete: 'Tin Man' });
    await member({ state: 'Ohio', complete: 'Dorothy' });
    const byName = await search('Kansas');
    expect(byName.total).toBe(3);
    for (const query of ['KS', 'ks']) expect(await search(query), query).toEqual(byName);
    // In capitals among other words; as the state filter, any spelling.
    expect((await search('dorothy KS')).names).toEqual([kansas.username]);
    expect((await search('dorothy kansas')).names).toEqual([kansas.username]);
    for (const state of ['KS', 'ks', 'Kansas']) {
      const filtered = await search('', { state });
      expect(filtered.names, state).toEqual([kansas.username, both.username]);
      expect((await search('scarecrow', { state })).names, state).toEqual([both.username]);
    }
    // "in" among words is a word, not Indiana.
    expect((await search('dorothy in kansas')).names).toEqual([kansas.username]);
    expect((await search('ND')).total).toBe(0);
  });

  it('searches the bio, and follows a bio change', async () => {
    const m = await member({ about: 'Quillwork and beadwork for Regency gowns.' });
    expect((await search('beadwork')).names).toEqual([m.username]);
    expect((await search('regency beadwork')).names).toEqual([m.username]);
    const res = await putProfile(app(), m.userId, m.token, { about: 'Leatherwork now.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search('beadwork')).names).toEqual([]);
    expect((await search('leatherwork')).names).toEqual([m.username]);
  });

  it('a members-only profile stays hidden from visitors in multi-word and abbreviation searches', async () => {
    const viewer = await signUp(app());
    const hidden = await member({
      complete: 'Marionette Harpy',
      about: 'Worbla wings',
      state: 'Nebraska',
      visibility: 'members',
    });
    const unlisted = await member({ complete: 'Marionette Harpy', about: 'Worbla wings', listed: 'false' });
    const open = await member({ complete: 'Marionette Harpy', about: 'Worbla wings', state: 'Nebraska' });
    expect((await search('harpy worbla')).names).toEqual([open.username]);
    expect((await search('harpy NE')).names).toEqual([open.username]);
    expect((await search('harpy', { state: 'NE' })).names).toEqual([open.username]);
    const signedIn = await search('harpy worbla', { token: viewer.token });
    expect(signedIn.names).toEqual([hidden.username, open.username]);
    expect(signedIn.names).not.toContain(unlisted.username);
    expect((await search('harpy NE', { token: viewer.token })).total).toBe(2);
  });

  it('pages a multi-word search in id order with a total over every page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await member({ complete: `Velvet Gown ${i}`, about: 'tulle' })).username);
    const page = async (n: number) => {
      const res = await app().inject({ url: `/api/search?query=velvet%20tulle&page=${n}&limit=2` });
      expect(res.headers['x-total-count']).toBe('5');
      return (res.json() as Array<{ username: string }>).map((c) => c.username);
    };
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))]).toEqual(ids);
  });

  it('answers a query of only quotes or symbols with no members, not an error', async () => {
    for (const query of ['"', '""', '" "', ',,', '"%_\\']) {
      const res = await app().inject({ url: `/api/search?query=${encodeURIComponent(query)}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([]);
    }
  });
});
