import { expect, it } from 'vitest';
import { setPrivacy, setStatus } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { call, newProject } from './project-api-helpers';

/**
 * The site's search finds projects (issue 36) by every word in their name, character or series,
 * and only those the viewer may see: each visibility, a members-only profile, a suspended maker.
 */
describeEachDatabase('searching projects', (ctx) => {
  const app = () => ctx().app;
  const found = async (q: string, token?: string) => {
    const res = await call(app(), 'GET', `/api/projects/search?q=${encodeURIComponent(q)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json().projects as { title: string }[]).map((p) => p.title).sort();
  };

  it('by every word, for each viewer only what they may see', async () => {
    const tag = `zq${process.pid}${Date.now() % 100000}`;
    const ada = await signUp(app());
    const shy = await signUp(app());
    const gone = await signUp(app());
    const reader = await signUp(app());
    const make = (token: string, title: string, visibility: 'everyone' | 'members' | 'private') =>
      newProject(app(), token, {
        title: `${tag} ${title}`,
        character: 'Leona',
        series: 'League',
        visibility,
      });
    await make(ada.token, 'open armour', 'everyone');
    await make(ada.token, 'members armour', 'members');
    await make(ada.token, 'secret armour', 'private');
    await make(shy.token, 'shy armour', 'everyone');
    await setPrivacy(app(), shy.userId, { visibility: 'members' });
    await make(gone.token, 'gone armour', 'everyone');
    await setStatus(app(), gone.userId, 'suspended');

    expect(await found(`${tag} armour`)).toEqual([`${tag} open armour`]);
    expect(await found(`${tag} armour`, reader.token)).toEqual([
      `${tag} members armour`,
      `${tag} open armour`,
      `${tag} shy armour`,
    ]);
    expect(await found(`${tag} armour`, ada.token)).toEqual([
      `${tag} members armour`,
      `${tag} open armour`,
      `${tag} secret armour`,
      `${tag} shy armour`,
    ]);
    // Every word must match, in the name, the character or the series, in any case.
    expect(await found(`${tag} LEONA league open`)).toEqual([`${tag} open armour`]);
    expect(await found(`${tag} cape`)).toEqual([]);
    // LIKE's own characters are taken as typed.
    expect(await found(`${tag} %`)).toEqual([]);
    expect(await found('')).toEqual([]);
  });
});
