import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { png } from './images';
import type { RunningServer } from './server-process';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/**
 * The landing mosaic and the sitemap, kept by each of two real app processes: a change answered
 * on A that takes a member away is not served by B on the very next request.
 */
describe.runIf(PG_URL && REDIS_URL)('[postgres] the mosaic and the sitemap on two instances', () => {
  const instances = twoInstances('lists');
  const { a, b } = instances;

  const save = async (server: RunningServer, member: { userId: number; token: string }, form: FormData) => {
    const res = await fetch(`${server.baseUrl}/api/users/${member.userId}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status, await res.text()).toBe(200);
  };
  const fields = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    return form;
  };
  const text = async (server: RunningServer, path: string) =>
    (await fetch(`${server.baseUrl}${path}`)).text();
  const behindTheApi = async (userId: number, firstname: string) => {
    const client = new pg.Client({ connectionString: instances.databaseUrl });
    await client.connect();
    await client.query('UPDATE users SET firstname = $2 WHERE id = $1', [userId, firstname]);
    await client.end();
  };

  it('B drops a member A made members-only from its mosaic at once', async () => {
    const name = `mosaicab${process.pid}`;
    const member = await signUpOn(a(), name);
    const photo = fields({});
    photo.set('profileImage', new Blob([await png(140, 140)], { type: 'image/png' }), 'me.png');
    await save(a(), member, photo);
    expect(await text(b(), '/api/home/mosaic')).toContain(name);
    // Proof that B answers from what it kept: a change behind the API is not seen.
    await behindTheApi(member.userId, 'Behind');
    expect(await text(b(), '/api/home/mosaic')).not.toContain('Behind');

    await save(a(), member, fields({ visibility: 'members' }));
    expect(await text(b(), '/api/home/mosaic')).not.toContain(name);
  });

  it('B drops a member A made noindex from its sitemap at once', async () => {
    const name = `sitemapab${process.pid}`;
    const member = await signUpOn(a(), name);
    expect(await text(b(), '/sitemap.xml')).toContain(`/public/${name}<`);
    // A noindex changes only the member's own pages among the API's answers; the sitemap still goes.
    await save(a(), member, fields({ indexable: 'false' }));
    expect(await text(b(), '/sitemap.xml')).not.toContain(`/public/${name}<`);
  });
});
