import { expect, it } from 'vitest';
import { REACTION_MESSAGES } from '../../src/shared/api/reactions';
import { albumPhoto, comment, send, thingsOf, thread } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { photoOf } from './tutorial-api-helpers';

describeEachDatabase('reactions: a fixed set, counted, who reacted for members', (ctx) => {
  const app = () => ctx().app;
  const react = (
    method: 'PUT' | 'DELETE',
    kind: string,
    id: string | number,
    reaction: string,
    token?: string,
  ) => send(app(), method, `/api/reactions/${kind}/${id}/${reaction}`, token);

  it('gives and takes back, idempotently, on every kind; answers the counts', async () => {
    const owner = await signUp(app(), { firstname: 'Olga' });
    const a = await signUp(app(), { firstname: 'Ana', lastname: 'Alves' });
    const b = await signUp(app());
    const { entry, tutorial, event, projectId } = await thingsOf(app(), owner);
    const note = await comment(app(), owner.token, event.kind, event.id, 'Hello');
    const photo = await photoOf(app(), owner.token, projectId);
    const album = await albumPhoto(app());
    const things: [string, string][] = [
      ['comment', String(note.id)],
      ['project-entry', entry.id],
      ['tutorial', tutorial.id],
      ['project-photo', photo.id],
      ['album-photo', album.subject.id],
    ];
    for (const [kind, id] of things) {
      expect((await react('PUT', kind, id, 'fire', a.token)).statusCode, kind).toBe(200);
      expect((await react('PUT', kind, id, 'fire', a.token)).json().reactions).toEqual([
        { reaction: 'fire', count: 1, mine: true },
      ]);
      const both = await react('PUT', kind, id, 'heart', b.token);
      expect(both.headers['cache-control']).toBe('no-store');
      expect(both.json().reactions).toEqual([
        { reaction: 'heart', count: 1, mine: true },
        { reaction: 'fire', count: 1, mine: false },
      ]);
      expect((await react('DELETE', kind, id, 'heart', b.token)).json().reactions).toEqual([
        { reaction: 'fire', count: 1, mine: false },
      ]);
      expect((await react('DELETE', kind, id, 'heart', b.token)).statusCode).toBe(200);
    }
    const who = await send(app(), 'GET', `/api/reactions/project-entry/${entry.id}`, b.token);
    expect(who.statusCode).toBe(200);
    expect(who.headers['cache-control']).toBe('no-store');
    expect(who.json()).toEqual({
      reactions: [{ reaction: 'fire', members: [{ username: a.username, name: 'Ana Alves' }] }],
    });
    expect((await thread(app(), event.kind, event.id)).comments[0]?.reactions).toEqual([
      { reaction: 'fire', count: 1, mine: false },
    ]);
  });

  it('a log entry carries its counts in the log and the feed, with mine for the member who gave one', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { entry, projectId } = await thingsOf(app(), owner);
    expect((await react('PUT', 'project-entry', entry.id, 'clap', fan.token)).statusCode).toBe(200);
    const shown = async (url: string, token?: string) => {
      const res = await send(app(), 'GET', url, token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const entries = (body.entries ?? body.items.map((i: { entry: unknown }) => i.entry)) as {
        id: number;
        reactions: unknown;
      }[];
      return entries.find((e) => String(e.id) === String(entry.id))?.reactions;
    };
    const log = `/api/projects/${projectId}/entries`;
    expect(await shown(log, fan.token)).toEqual([{ reaction: 'clap', count: 1, mine: true }]);
    expect(await shown(log, owner.token)).toEqual([{ reaction: 'clap', count: 1, mine: false }]);
    expect(await shown('/api/projects', fan.token)).toEqual([{ reaction: 'clap', count: 1, mine: true }]);
    expect((await react('DELETE', 'project-entry', entry.id, 'clap', fan.token)).statusCode).toBe(200);
    expect(await shown(log, fan.token)).toEqual([]);
  });

  it('a tutorial carries its counts, with mine for the member who gave one', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { tutorial } = await thingsOf(app(), owner);
    expect((await react('PUT', 'tutorial', tutorial.id, 'sparkles', fan.token)).statusCode).toBe(200);
    const page = `/api/tutorials/${tutorial.id}`;
    expect((await send(app(), 'GET', page, fan.token)).json().reactions).toEqual([
      { reaction: 'sparkles', count: 1, mine: true },
    ]);
    expect((await send(app(), 'GET', page)).json().reactions).toEqual([
      { reaction: 'sparkles', count: 1, mine: false },
    ]);
  });

  it('an album photo carries its counts in the album and on the member’s photos, with mine', async () => {
    const fan = await signUp(app());
    const { shooter, subject } = await albumPhoto(app());
    expect((await react('PUT', 'album-photo', subject.id, 'wow', fan.token)).statusCode).toBe(200);
    const inAlbum = async (token?: string) => {
      const mine = await send(app(), 'GET', `/api/public/${shooter.username}/album-photos`, token);
      expect(mine.statusCode, mine.body).toBe(200);
      const photo = mine.json().by.find((p: { id: string }) => p.id === subject.id);
      const album = await send(app(), 'GET', `/api/albums/${photo.album.id}`, token);
      expect(album.statusCode, album.body).toBe(200);
      const shown = album.json().photos.find((p: { id: string }) => p.id === subject.id);
      expect(shown.reactions).toEqual(photo.reactions);
      return shown.reactions;
    };
    expect(await inAlbum(fan.token)).toEqual([{ reaction: 'wow', count: 1, mine: true }]);
    expect(await inAlbum()).toEqual([{ reaction: 'wow', count: 1, mine: false }]);
    expect((await react('DELETE', 'album-photo', subject.id, 'wow', fan.token)).statusCode).toBe(200);
    expect(await inAlbum(fan.token)).toEqual([]);
  });

  it('a project photo opened large: anyone who may see it reads its counts, with mine; a private one is not there', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { projectId } = await thingsOf(app(), owner);
    const photo = await photoOf(app(), owner.token, projectId);
    expect((await react('PUT', 'project-photo', photo.id, 'clap', fan.token)).statusCode).toBe(200);
    const counts = (token?: string) =>
      send(app(), 'GET', `/api/reactions/project-photo/${photo.id}/counts`, token);
    const asFan = await counts(fan.token);
    expect(asFan.statusCode, asFan.body).toBe(200);
    expect(asFan.headers['cache-control']).toBe('no-store');
    expect(asFan.json().reactions).toEqual([{ reaction: 'clap', count: 1, mine: true }]);
    expect((await counts()).json().reactions).toEqual([{ reaction: 'clap', count: 1, mine: false }]);
    const hidden = await send(app(), 'PATCH', `/api/projects/${projectId}`, owner.token, {
      visibility: 'private',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await counts()).statusCode).toBe(404);
    expect((await counts(fan.token)).statusCode).toBe(404);
    expect((await counts(owner.token)).json().reactions).toEqual([
      { reaction: 'clap', count: 1, mine: false },
    ]);
  });

  it('refuses visitors, unknown emoji and things that are not there', async () => {
    const owner = await signUp(app());
    const { entry } = await thingsOf(app(), owner);
    expect((await react('PUT', 'project-entry', entry.id, 'fire')).statusCode).toBe(401);
    expect((await send(app(), 'GET', `/api/reactions/project-entry/${entry.id}`)).statusCode).toBe(401);
    expect((await react('PUT', 'project-entry', entry.id, 'thumbsdown', owner.token)).statusCode).toBe(400);
    expect((await react('PUT', 'event', entry.id, 'fire', owner.token)).statusCode).toBe(400);
    for (const [kind, id] of [
      ['project-entry', '999999'],
      ['comment', '999999'],
      ['album-photo', 'nope'],
      ['tutorial', '99999999999'],
    ]) {
      const res = await react('PUT', kind as string, id as string, 'fire', owner.token);
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
      expect(res.json().message).toBe(REACTION_MESSAGES.notFound);
    }
  });

  it('a suspended member’s reactions are not counted until they are back', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { entry } = await thingsOf(app(), owner);
    await react('PUT', 'project-entry', entry.id, 'clap', fan.token);
    const users = app().deps.database.db.updateTable('users');
    await users.set({ status: 'suspended' }).where('id', '=', fan.userId).execute();
    expect((await react('PUT', 'project-entry', entry.id, 'wow', owner.token)).json().reactions).toEqual([
      { reaction: 'wow', count: 1, mine: true },
    ]);
    await app()
      .deps.database.db.updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', fan.userId)
      .execute();
    expect((await react('PUT', 'project-entry', entry.id, 'wow', owner.token)).json().reactions).toHaveLength(
      2,
    );
  });
});
