import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';
import { send } from './tutorial-api-helpers';

/**
 * The projects' large reads (the feed, a log page, a project, a tutorial) answer what one viewer
 * may see: never kept, sent no-store, and compressed for a client that accepts it, as the kept
 * answers are. A phone reading the log gets about a fifth of the bytes.
 */
describeEachDatabase('projects’ answers go compressed and private', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ url, headers });

  it('compresses the feed, the log, the project and the tutorial for a client that accepts it; no-store', async () => {
    const maker = await signUp(app());
    const project = await newProject(app(), maker.token, { visibility: 'everyone', character: 'Leona' });
    for (let day = 1; day <= 12; day++)
      await newEntry(app(), maker.token, project.id, {
        date: `2026-03-${String(day).padStart(2, '0')}`,
        body: `Day ${day}: cut, **heat-sealed** and primed the foam; see [the pattern](https://example.com/p${day}).`,
        techniques: ['eva-foam'],
      });
    for (const name of [
      'EVA foam 6 mm',
      'EVA foam 2 mm',
      'Contact cement',
      'Plasti Dip',
      'Acrylic paint',
      'Elastic',
    ])
      expect(
        (
          await send(app(), 'POST', `/api/projects/${project.id}/materials`, maker.token, {
            name,
            quantity: 2,
            unit: 'pieces',
            unitCostCents: 1250,
          })
        ).statusCode,
      ).toBe(201);
    const entries = (await get(`/api/projects/${project.id}/entries`)).json().entries as { id: number }[];
    const made = await send(app(), 'POST', `/api/projects/${project.id}/tutorial`, maker.token, {
      title: 'Foam armour',
      intro: 'Twelve evenings of foam.',
      entryIds: entries.map((e) => e.id),
    });
    expect(made.statusCode, made.body).toBe(201);
    const tutorialId = made.json().id as number;
    expect(
      (await send(app(), 'PATCH', `/api/tutorials/${tutorialId}`, maker.token, { published: true }))
        .statusCode,
    ).toBe(200);

    for (const url of [
      '/api/projects',
      `/api/projects/${project.id}/entries`,
      `/api/projects/${project.id}`,
      `/api/tutorials/${tutorialId}`,
    ]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-store');
      expect(plain.rawPayload.length, url).toBeGreaterThanOrEqual(1024);
      const packed = await get(url, { 'accept-encoding': 'br' });
      expect(packed.headers['content-encoding'], url).toBe('br');
      expect(packed.headers['cache-control'], url).toBe('no-store');
      expect(String(packed.headers.vary), url).toMatch(/Accept-Encoding/);
      expect(packed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      expect(zlib.brotliDecompressSync(packed.rawPayload).toString(), url).toBe(plain.body);
      const gzipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gzipped.rawPayload).toString(), url).toBe(plain.body);
      // The same answer again: 304 with no body.
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(packed.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it('answers each viewer their own: a project made private is gone for others at the next read', async () => {
    const maker = await signUp(app());
    const member = await signUp(app());
    const project = await newProject(app(), maker.token, { visibility: 'members', title: 'Quiet build' });
    await newEntry(app(), maker.token, project.id, { body: 'x'.repeat(1500) });
    const url = `/api/projects/${project.id}/entries`;
    const seen = await app().inject({ url, headers: { ...bearer(member.token), 'accept-encoding': 'br' } });
    expect(seen.statusCode).toBe(200);
    expect((await get(url, { 'accept-encoding': 'br' })).statusCode).toBe(404);
    expect(
      (await send(app(), 'PATCH', `/api/projects/${project.id}`, maker.token, { visibility: 'private' }))
        .statusCode,
    ).toBe(200);
    const after = await app().inject({
      url,
      headers: {
        ...bearer(member.token),
        'accept-encoding': 'br',
        'if-none-match': String(seen.headers.etag),
      },
    });
    expect(after.statusCode).toBe(404);
    const own = await app().inject({ url, headers: { ...bearer(maker.token), 'accept-encoding': 'br' } });
    expect(own.statusCode).toBe(200);
  });
});
