import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';
import { block, unblock } from './relation-helpers';

/**
 * Muting (issue 37 item 5): the muted maker's log entries leave the muter's /projects feed, but
 * their project still opens for the muter; nothing changes for the muted member or anyone else.
 */
describeEachDatabase('mutes', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const get = (url: string, token?: string) => app().inject({ url, headers: token ? bearer(token) : {} });
  const maker = async () => {
    const member = await signUp(app());
    const project = await newProject(app(), member.token, { visibility: 'members' });
    await newEntry(app(), member.token, project.id);
    return { member, projectId: project.id as number };
  };
  const inFeed = async (projectId: number, token: string) => {
    const res = await get('/api/projects', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json().items as Array<{ project: { id: number } }>).some((i) => i.project.id === projectId);
  };

  it('takes the muted maker out of the muter’s feed only; the project page still opens', async () => {
    const a = await maker();
    const b = await maker();
    const c = await signUp(app());
    expect(await inFeed(b.projectId, a.member.token)).toBe(true);

    await block(app(), a.member.token, b.member.username, 'mutes');
    expect(await inFeed(b.projectId, a.member.token)).toBe(false);
    expect((await get(`/api/projects/${b.projectId}`, a.member.token)).statusCode).toBe(200);
    expect((await get(`/api/projects/${b.projectId}/entries`, a.member.token)).statusCode).toBe(200);
    // The muted member notices nothing, and the muter's own entries stay in everyone's feed.
    expect(await inFeed(a.projectId, b.member.token)).toBe(true);
    expect(await inFeed(b.projectId, c.token)).toBe(true);
    expect(await inFeed(b.projectId, b.member.token)).toBe(true);

    await unblock(app(), a.member.token, b.member.username, 'mutes');
    expect(await inFeed(b.projectId, a.member.token)).toBe(true);
  });
});
