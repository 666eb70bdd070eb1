import { beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, multipart, signUp } from './helpers';

/** A token no other test uses, so searches see only this suite's members. */
const tag = `zq${Math.random().toString(36).slice(2, 7)}`;

describeEachDatabase('directory: member list, search and state numbers', (ctx) => {
  const members: Array<{ userId: number; token: string; username: string }> = [];
  const save = (m: { userId: number; token: string }, fields: Record<string, string>) => {
    const form = multipart(fields);
    return ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${m.userId}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(m.token) },
    });
  };
  const search = async (query: string, state = '') => {
    const res = await ctx().app.inject({
      url: `/api/search?query=${encodeURIComponent(query)}&state=${encodeURIComponent(state)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ username: string }>).map((c) => c.username).sort();
  };

  beforeAll(async () => {
    const profiles: Array<[string, Record<string, string>]> = [
      [
        `${tag}alice`,
        {
          firstname: 'Alicia',
          lastname: `Needle${tag}`,
          state: 'Kansas',
          imawhat: 'Cosplayer',
          complete: `Zelda${tag}, Link`,
          city: `Wichita${tag}`,
        },
      ],
      [
        `${tag}bob`,
        {
          firstname: 'Bobbin',
          lastname: 'Spool',
          state: 'Missouri,Kansas',
          imawhat: 'Prop Builder',
          inprogress: `Mandalorian${tag}`,
          cosplaygroup: `Guild${tag}`,
        },
      ],
      [
        `${tag}cara`,
        {
          firstname: 'Cara',
          lastname: 'Pin',
          state: 'Ohio',
          imawhat: 'Photographer',
          about: `secret-about-${tag}`,
        },
      ],
      [
        `${tag}dan`,
        { firstname: 'Dan', lastname: '100%_cotton', state: 'North Dakota', imawhat: 'Cosplayer' },
      ],
    ];
    for (const [username, fields] of profiles) {
      const m = await signUp(ctx().app, { username, recoveryemail: `private-${tag}@example.org` });
      const res = await save(m, fields);
      expect(res.statusCode, res.body).toBe(200);
      members.push(m);
    }
  });

  it('finds members by username, names, roles, cosplays, groups and cities', async () => {
    expect(await search(`${tag}alice`)).toEqual([`${tag}alice`]);
    expect(await search(`needle${tag}`)).toEqual([`${tag}alice`]);
    expect(await search(`zelda${tag}`)).toEqual([`${tag}alice`]);
    expect(await search(`MANDALORIAN${tag}`)).toEqual([`${tag}bob`]);
    expect(await search(`guild${tag}`)).toEqual([`${tag}bob`]);
    expect(await search(`wichita${tag}`)).toEqual([`${tag}alice`]);
    expect(await search(tag)).toHaveLength(4);
    expect(await search('Bobbin')).toContain(`${tag}bob`);
  });

  it('finds members by role and by state name, and filters by state', async () => {
    expect(await search('photographer')).toContain(`${tag}cara`);
    const kansans = await search('Kansas');
    expect(kansans).toEqual(expect.arrayContaining([`${tag}alice`, `${tag}bob`]));
    expect(kansans).not.toContain(`${tag}cara`);
    expect(await search(tag, 'Kansas')).toEqual([`${tag}alice`, `${tag}bob`]);
    expect(await search(tag, 'missouri')).toEqual([`${tag}bob`]);
    expect(await search(tag, 'northdakota')).toEqual([`${tag}dan`]);
    expect(await search('', 'Ohio')).toContain(`${tag}cara`);
  });

  it('treats SQL and LIKE wildcards as plain text', async () => {
    expect(await search('100%_cotton')).toEqual([`${tag}dan`]);
    expect(await search('%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search(`${tag}%`)).toEqual([]);
    expect(await search(`' OR '1'='1`)).toEqual([]);
    expect(await search('"')).toEqual([]);
    // Double quotes group a phrase (issue 33): a quoted word finds what the word finds.
    expect(await search(`"${tag}"`)).toEqual(await search(tag));
  });

  it('searches the about text (issue 33), and never returns private fields', async () => {
    expect(await search(`secret-about-${tag}`)).toEqual([`${tag}cara`]);
    const res = await ctx().app.inject({ url: `/api/search?query=${tag}` });
    expect(res.body).not.toContain(`private-${tag}`);
    expect(res.body).not.toContain('1990-05-17');
    expect(res.body).not.toContain('argon2');
  });

  it('answers an empty query with an empty list, and a short query by username prefix', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await ctx().app.inject({ url: '/api/search' })).json()).toEqual([]);
    expect(await search(tag.slice(0, 2))).toEqual(expect.arrayContaining([`${tag}alice`]));
  });

  it('ranks an exact username first', async () => {
    const res = await ctx().app.inject({ url: `/api/search?query=${tag}bob` });
    expect(res.json()[0].username).toBe(`${tag}bob`);
  });

  it('counts members per state for the map', async () => {
    const res = await ctx().app.inject({ url: '/api/public/numbers' });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as Array<{ state: string; count: number }>;
    expect(results).toHaveLength(12);
    const count = (s: string) => results.find((r) => r.state === s)?.count;
    expect(count('Kansas')).toBeGreaterThanOrEqual(2);
    expect(count('North Dakota')).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => Number.isInteger(r.count))).toBe(true);
  });

  it('a state from the map (query and filter both the state) finds exactly the members the map counts', async () => {
    // Someone in Missouri who lives in Kansas City: "Kansas" as text finds them, the map does not count them.
    const kc = await signUp(ctx().app);
    expect((await save(kc, { state: 'Missouri', city: 'Kansas City' })).statusCode).toBe(200);
    expect(await search('Kansas')).toContain(kc.username);
    const inKansas = await search('Kansas', 'Kansas');
    expect(inKansas).not.toContain(kc.username);
    const numbers = (await ctx().app.inject({ url: '/api/public/numbers' })).json().results;
    const kansas = numbers.find((r: { state: string }) => r.state === 'Kansas').count;
    expect(inKansas).toHaveLength(kansas);
  });

  it('pages the member list in a stable order, caps the page size and needs a session', async () => {
    const token = members[0]!.token;
    const list = (q: string) => ctx().app.inject({ url: `/api/users${q}`, headers: bearer(token) });
    expect((await ctx().app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const all = (await list('?limit=50')).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const ids = all.users.map((u: { ID: number }) => u.ID);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(ids);
    const p1 = (await list('?page=1&limit=2')).json();
    const p2 = (await list('?page=2&limit=2')).json();
    expect(p1.users).toHaveLength(2);
    expect(p2.users[0].ID).toBe(ids[2]);
    expect((await list('?limit=500')).json().users.length).toBeLessThanOrEqual(50);
    expect((await list('')).json().users.length).toBeLessThanOrEqual(10);
    expect((await list('?page=abc&limit=-3')).statusCode).toBe(200);
    expect((await list('?page=99999')).json().users).toEqual([]);
    const body = (await list('?limit=50')).body;
    expect(body).not.toContain(`private-${tag}`);
    expect(body).not.toContain('birthdate');
  });

  it('serves public profiles without private data, and 404 for unknown members', async () => {
    const res = await ctx().app.inject({ url: `/api/public/${tag.toUpperCase()}ALICE` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: `${tag}alice`, firstname: 'Alicia', state: 'Kansas' });
    for (const secret of [
      `private-${tag}`,
      '1990-05-17',
      'argon2',
      'birthdate',
      'recoveryemail',
      'password',
      'token',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    const missing = await ctx().app.inject({ url: `/api/public/nobody${tag}` });
    expect(missing.statusCode).toBe(404);
    expect((await ctx().app.inject({ url: `/api/public/nobody${tag}/slideshow` })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/public/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
