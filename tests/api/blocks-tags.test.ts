import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ALBUM_MESSAGES } from '../../src/shared/api/albums';
import { answerTag, conWithAlbum, photographer, tag, uploadPhoto } from './album-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { block, unblock } from './relation-helpers';

/**
 * A block and album photo tags (issue 37 item 5): neither member can tag the other, refused as a
 * member who cannot be tagged is (the blocked one is not told); tags standing between them stop
 * showing to the other; a third member and visitors still see them.
 */
describeEachDatabase('blocks: album photo tags', (ctx) => {
  const app = (): FastifyInstance => ctx().app;

  /** A photographer's own album at the con, with one photo; the photo's id. */
  async function photoBy(token: string, slug: string) {
    const album = await app().inject({
      method: 'POST',
      url: `/api/cons/${slug}/albums`,
      payload: { title: 'Sunday shoot', visibility: 'everyone' },
      headers: bearer(token),
    });
    expect(album.statusCode, album.body).toBe(201);
    const photo = await uploadPhoto(app(), token, album.json().id);
    expect(photo.statusCode, photo.body).toBe(201);
    return photo.json().id as string;
  }

  it('neither member can tag the other, refused as an unknown member is', async () => {
    const { con, shooter: a, albumId } = await conWithAlbum(app());
    const b = await photographer(app());
    const aPhoto = (await uploadPhoto(app(), a.token, albumId)).json().id as string;
    const bPhoto = await photoBy(b.token, con.slug);
    await block(app(), a.token, b.username);

    const unknown = await tag(app(), a.token, aPhoto, 'nobody-at-all');
    for (const refused of [
      await tag(app(), a.token, aPhoto, b.username),
      await tag(app(), b.token, bPhoto, a.username),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
      expect(refused.json().message).toBe(ALBUM_MESSAGES.noSuchMember);
    }
    const rows = await app()
      .deps.database.db.selectFrom('album_tags')
      .selectAll()
      .where('photo_id', 'in', [aPhoto, bPhoto])
      .execute();
    expect(rows).toEqual([]);

    await unblock(app(), a.token, b.username);
    expect((await tag(app(), a.token, aPhoto, b.username)).statusCode).toBe(201);
    expect((await tag(app(), b.token, bPhoto, a.username)).statusCode).toBe(201);
  });

  it('tags standing between them stop showing to the other; others still see them', async () => {
    const { shooter, albumId } = await conWithAlbum(app());
    const a = await signUp(app());
    const b = await signUp(app());
    const c = await signUp(app());
    const photo = (await uploadPhoto(app(), shooter.token, albumId)).json().id as string;
    for (const m of [a, b]) {
      expect((await tag(app(), shooter.token, photo, m.username)).statusCode).toBe(201);
      expect((await answerTag(app(), m.token, photo, true)).statusCode).toBe(200);
    }
    const tagsSeen = async (token?: string) => {
      const res = await app().inject({ url: `/api/albums/${albumId}`, headers: token ? bearer(token) : {} });
      expect(res.statusCode, res.body).toBe(200);
      const shown = res.json().photos.find((p: { id: string }) => p.id === photo);
      return (shown.tags as Array<{ username: string }>).map((t) => t.username).sort();
    };
    const photosOf = async (username: string, token: string) => {
      const res = await app().inject({ url: `/api/public/${username}/album-photos`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().of as Array<{ id: string }>).map((p) => p.id);
    };
    const both = [a.username, b.username].sort();
    expect(await tagsSeen(c.token)).toEqual(both);
    const visitor = await tagsSeen();

    await block(app(), b.token, a.username);
    expect(await tagsSeen(a.token)).toEqual([a.username]);
    expect(await tagsSeen(b.token)).toEqual([b.username]);
    expect(await photosOf(a.username, b.token)).toEqual([]);
    expect(await photosOf(b.username, a.token)).toEqual([]);
    expect(await photosOf(a.username, c.token)).toEqual([photo]);
    expect(await tagsSeen(c.token)).toEqual(both);
    expect(await tagsSeen()).toEqual(visitor);

    await unblock(app(), b.token, a.username);
    expect(await tagsSeen(a.token)).toEqual(both);
    expect(await photosOf(a.username, b.token)).toEqual([photo]);
  });
});
