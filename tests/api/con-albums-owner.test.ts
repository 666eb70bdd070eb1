import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ALBUM_MESSAGES } from '../../src/shared/api/albums';
import { answerTag, conWithAlbum, photographer, seenIds, tag, uploadPhoto } from './album-helpers';
import { addSpringCon, newOrganiser, photographerWithSlots } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

const patchAlbum = (app: FastifyInstance, token: string, id: number, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/albums/${id}`,
    payload: payload as object,
    headers: bearer(token),
  });
const deleteAlbum = (app: FastifyInstance, token: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/albums/${id}`, headers: bearer(token) });
const deletePhoto = (app: FastifyInstance, token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/album-photos/${id}`, headers: bearer(token) });

/** The approved photos on a member's profile ("Photos of …"), as a visitor sees them. */
async function profilePhotosOf(app: FastifyInstance, username: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/public/${username}/album-photos` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().of as Array<{ id: string }>).map((p) => p.id);
}

/** A photo in the album with `cos` tagged and approved, so it shows on their profile. */
async function approvedPhoto(app: FastifyInstance, shooterToken: string, albumId: number) {
  const cos = await signUp(app, { firstname: 'Cosmo' });
  const { id } = (await uploadPhoto(app, shooterToken, albumId)).json() as { id: string };
  expect((await tag(app, shooterToken, id, cos.username)).statusCode).toBe(201);
  expect((await answerTag(app, cos.token, id, true)).statusCode).toBe(200);
  expect(await profilePhotosOf(app, cos.username)).toEqual([id]);
  return { cos, photoId: id };
}

/** The photographer's tools on their own album (issue 35 item 6). */
describeEachDatabase(
  'shoot albums: the photographer’s tools',
  (ctx) => {
    const app = () => ctx().app;

    it('an album is made from one of the photographer’s own slots at that con, or none; never another’s', async () => {
      const organiser = await newOrganiser(app());
      const con = await addSpringCon(app(), organiser.token, 'Slot Con');
      const other = await addSpringCon(app(), organiser.token, 'Other Con');
      const run = { from: '09:00', until: '10:00', lengthMinutes: 20 };
      const mine = await photographerWithSlots(app(), con.slug, run);
      const theirs = await photographerWithSlots(app(), con.slug, run);
      const elsewhere = await photographerWithSlots(app(), other.slug, run);
      const create = (shootSlotId: number | null) =>
        app().inject({
          method: 'POST',
          url: `/api/cons/${con.slug}/albums`,
          payload: { title: 'From the slot', shootSlotId },
          headers: bearer(mine.member.token),
        });
      for (const slot of [theirs.slots[0]!, elsewhere.slots[0]!]) {
        const refused = await create(slot);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(ALBUM_MESSAGES.notYourSlot);
      }
      expect((await create(mine.slots[1]!)).statusCode).toBe(201);
      expect((await create(null)).statusCode).toBe(201);
    });

    it('the photographer renames the album and changes who sees it; bad input is 400 with a message', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      await uploadPhoto(app(), shooter.token, albumId);
      const renamed = await patchAlbum(app(), shooter.token, albumId, { title: '  Sunday shoot ' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.headers['cache-control']).toBe('no-store');
      expect(renamed.json()).toEqual({ id: albumId, title: 'Sunday shoot', visibility: 'everyone' });
      expect(await seenIds(app(), albumId)).toHaveLength(1);

      expect((await patchAlbum(app(), shooter.token, albumId, { visibility: 'members' })).statusCode).toBe(
        200,
      );
      // Members only now: a visitor no longer sees it, a member does, under the new title.
      expect(await seenIds(app(), albumId)).toEqual([]);
      const member = await signUp(app());
      const seen = await app().inject({ url: `/api/albums/${albumId}`, headers: bearer(member.token) });
      expect(seen.json()).toMatchObject({ title: 'Sunday shoot', visibility: 'members' });

      for (const [payload, message] of [
        [{}, 'Say what to change: the title or who sees the album.'],
        [{ title: '   ' }, 'Give the album a title.'],
        [{ title: 'x'.repeat(121) }, 'Keep the title under 120 characters.'],
        [{ visibility: 'friends' }, /visibility/],
      ] as const) {
        const bad = await patchAlbum(app(), shooter.token, albumId, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json().message).toMatch(message);
      }
    });

    it('nobody else changes or deletes the album or its photos (403), a missing one is 404, visitors 401', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json() as { id: string };
      const intruder = await photographer(app());
      const member = await signUp(app());
      for (const someone of [intruder, member]) {
        expect((await patchAlbum(app(), someone.token, albumId, { title: 'Mine now' })).statusCode).toBe(403);
        expect((await deleteAlbum(app(), someone.token, albumId)).statusCode).toBe(403);
        const photo = await deletePhoto(app(), someone.token, id);
        expect(photo.statusCode).toBe(403);
        expect(photo.json().message).toBe('Only the album’s photographer deletes its photos.');
      }
      expect((await app().inject({ method: 'DELETE', url: `/api/albums/${albumId}` })).statusCode).toBe(401);
      expect((await app().inject({ method: 'DELETE', url: `/api/album-photos/${id}` })).statusCode).toBe(401);
      expect((await deleteAlbum(app(), shooter.token, 999_999)).statusCode).toBe(404);
      expect((await deletePhoto(app(), shooter.token, 'x'.repeat(22))).statusCode).toBe(404);
      expect((await deletePhoto(app(), shooter.token, 'not-an-id')).statusCode).toBe(404);
      // Nothing changed.
      const album = await app().inject({ url: `/api/albums/${albumId}` });
      expect(album.json()).toMatchObject({ title: 'Saturday shoot', photos: [{ id }] });
    });

    it('a deleted photo goes from the album and from the tagged member’s profile, its image too', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const { cos, photoId } = await approvedPhoto(app(), shooter.token, albumId);
      const keep = (await uploadPhoto(app(), shooter.token, albumId)).json() as { id: string };
      const photos = (await app().inject({ url: `/api/albums/${albumId}` })).json().photos as Array<{
        id: string;
        src: string;
      }>;
      const src = photos.find((p) => p.id === photoId)!.src;
      expect((await app().inject({ url: src })).statusCode).toBe(200);

      expect((await deletePhoto(app(), shooter.token, photoId)).statusCode).toBe(204);
      expect(await seenIds(app(), albumId)).toEqual([keep.id]);
      expect(await profilePhotosOf(app(), cos.username)).toEqual([]);
      expect((await app().inject({ url: src })).statusCode).toBe(404);
      expect((await deletePhoto(app(), shooter.token, photoId)).statusCode).toBe(404);
    });

    it('a deleted album goes with all its photos, from the con page and the tagged member’s profile', async () => {
      const { con, shooter, albumId } = await conWithAlbum(app());
      const { cos } = await approvedPhoto(app(), shooter.token, albumId);
      expect((await deleteAlbum(app(), shooter.token, albumId)).statusCode).toBe(204);
      expect(
        (await app().inject({ url: `/api/albums/${albumId}`, headers: bearer(shooter.token) })).statusCode,
      ).toBe(404);
      expect(await profilePhotosOf(app(), cos.username)).toEqual([]);
      const conAlbums = await app().inject({ url: `/api/cons/${con.slug}/albums` });
      expect(conAlbums.json().albums).toEqual([]);
      expect((await deleteAlbum(app(), shooter.token, albumId)).statusCode).toBe(404);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
