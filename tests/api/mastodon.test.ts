import { buffer as readAll } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import type { ExportedProfile } from '../../src/shared/api/export';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/** profile.json from the member's export archive. */
async function exportedProfile(data: Buffer): Promise<ExportedProfile> {
  const zip = await fromBufferPromise(data);
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === 'profile.json') {
      return JSON.parse((await readAll(await zip.openReadStreamPromise(entry))).toString('utf8'));
    }
  }
  throw new Error('profile.json is missing from the archive');
}

describeEachDatabase('the Mastodon link: saved as name@server, shown and exported', (ctx) => {
  it('round-trips through save, the own profile, the public profile and the export', async () => {
    const { app } = ctx();
    const member = await signUp(app);
    const saved = await putProfile(app, member.userId, member.token, {
      mastodon: '@Robin_Sews@Mastodon.Art',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const own = await app.inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) });
    expect(own.json().mastodon).toBe('Robin_Sews@mastodon.art');
    const visitor = await app.inject({ url: `/api/public/${member.username}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().mastodon).toBe('Robin_Sews@mastodon.art');
    const archive = await app.inject({ url: '/api/me/export', headers: bearer(member.token) });
    expect(archive.statusCode).toBe(200);
    expect((await exportedProfile(archive.rawPayload)).mastodon).toBe('Robin_Sews@mastodon.art');
  });

  it('takes a pasted profile address, keeps the link when other fields change, and clears it', async () => {
    const { app } = ctx();
    const member = await signUp(app);
    const publicLink = async () =>
      (await app.inject({ url: `/api/public/${member.username}` })).json().mastodon;
    await putProfile(app, member.userId, member.token, { mastodon: 'https://sew.social/@robin/' });
    expect(await publicLink()).toBe('robin@sew.social');
    await putProfile(app, member.userId, member.token, { about: 'Wigs' });
    expect(await publicLink()).toBe('robin@sew.social');
    await putProfile(app, member.userId, member.token, { mastodon: '' });
    expect(await publicLink()).toBe('');
  });

  it.each([
    'robin',
    '@robin@localhost',
    '@robin@mastodon.art:8443',
    'https://robin@evil.example@mastodon.art/@robin',
    'https://mastodon.art/@robin/1234',
    'javascript:alert(1)',
  ])('refuses %j with the field’s message and saves nothing', async (value) => {
    const { app } = ctx();
    const member = await signUp(app);
    const res = await putProfile(app, member.userId, member.token, { about: 'not saved', mastodon: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Mastodon must be your Mastodon handle or profile address');
    const own = await app.inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) });
    expect(own.json()).toMatchObject({ about: '', mastodon: '' });
  });
});
