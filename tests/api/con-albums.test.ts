import { expect, it } from 'vitest';
import { ALBUM_MESSAGES } from '../../src/shared/api/albums';
import { answerTag, conWithAlbum, photographer, seenIds, tag, uploadPhoto } from './album-helpers';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';
import { organiserPost } from './moderation-helpers';

const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** Shoot albums (issue 35 item 6): upload, consent-first tags, privacy, profiles, reports, removal. */
describeEachDatabase(
  'shoot albums',
  (ctx) => {
    const app = () => ctx().app;

    it('only photographers make albums; only the album’s photographer uploads; alt text and a real image are required', async () => {
      const { con, shooter, albumId } = await conWithAlbum(app());
      const plain = await signUp(app());
      const refused = await app().inject({
        method: 'POST',
        url: `/api/cons/${con.slug}/albums`,
        payload: { title: 'Mine' },
        headers: bearer(plain.token),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ALBUM_MESSAGES.photographersOnly);
      expect((await uploadPhoto(app(), plain.token, albumId)).statusCode).toBe(403);
      const other = await photographer(app());
      expect((await uploadPhoto(app(), other.token, albumId)).statusCode).toBe(403);

      const noAlt = await uploadPhoto(app(), shooter.token, albumId, { alt: '  ' });
      expect(noAlt.statusCode).toBe(400);
      expect(noAlt.json().message).toBe(ALBUM_MESSAGES.altRequired);
      const bad = await uploadPhoto(app(), shooter.token, albumId, { alt: 'x' }, Buffer.from('not an image'));
      expect(bad.statusCode).toBe(400);

      const res = await uploadPhoto(app(), shooter.token, albumId, {
        alt: 'Ada on the stairs',
        credit: 'Petra P.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json();
      expect(photo).toMatchObject({ alt: 'Ada on the stairs', credit: 'Petra P.', tags: [] });
      // Served only at the signed address; the same path unsigned is not found.
      const image = await app().inject({ url: photo.src });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect((await app().inject({ url: photo.src480 })).statusCode).toBe(200);
      expect((await app().inject({ url: photo.thumb })).statusCode).toBe(200);
      expect((await app().inject({ url: `/api/album-photos/${photo.id}` })).statusCode).toBe(404);
    });

    it('tags wait for the member, who is told, and only they approve or remove them', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const cos = await signUp(app(), { firstname: 'Cosmo' });
      const stranger = await signUp(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json();

      expect((await tag(app(), cos.token, id, stranger.username)).statusCode).toBe(403);
      expect((await tag(app(), shooter.token, id, 'nobody-at-all')).statusCode).toBe(404);
      expect((await tag(app(), shooter.token, id, shooter.username)).statusCode).toBe(400);
      const tagged = await tag(app(), shooter.token, id, cos.username);
      expect(tagged.statusCode, tagged.body).toBe(201);
      expect(tagged.json().tags).toEqual([{ username: cos.username, name: 'Cosmo', approved: false }]);

      await app().deps.jobs.runDue();
      const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(cos.token) });
      expect(inbox.json().notifications[0]).toMatchObject({
        type: 'album-tag',
        text: expect.stringMatching(
          /^Petra tagged you in Saturday shoot at Album Con .*: approve or remove the tag$/,
        ),
        url: '/album-tags',
      });
      const waiting = await app().inject({ url: '/api/me/album-tags', headers: bearer(cos.token) });
      expect(waiting.headers['cache-control']).toBe('no-store');
      expect(waiting.json().photos.map((p: { id: string }) => p.id)).toEqual([id]);

      // Nobody else answers the tag.
      for (const token of [shooter.token, stranger.token])
        expect((await answerTag(app(), token, id, true)).statusCode).toBe(404);
      const approved = await answerTag(app(), cos.token, id, true);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().tags).toEqual([{ username: cos.username, name: 'Cosmo', approved: true }]);
      expect(
        (await app().inject({ url: '/api/me/album-tags', headers: bearer(cos.token) })).json().photos,
      ).toEqual([]);
      expect((await answerTag(app(), cos.token, id, false)).statusCode).toBe(204);
      expect((await answerTag(app(), cos.token, id, false)).statusCode).toBe(404);
      expect((await seenIds(app(), albumId)).length).toBe(1);
    });

    it('visibility: consent first, then the stricter of the album’s and each tagged member’s choice', async () => {
      for (const albumChoice of ['everyone', 'members'] as const) {
        const { shooter, albumId } = await conWithAlbum(app(), albumChoice);
        const cos = await signUp(app());
        const member = await signUp(app());
        const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json();
        await tag(app(), shooter.token, id, cos.username);
        // Pending: the photographer and the tagged member only.
        expect(await seenIds(app(), albumId, shooter.token)).toEqual([id]);
        expect(await seenIds(app(), albumId, cos.token)).toEqual([id]);
        expect(await seenIds(app(), albumId, member.token)).toEqual([]);
        expect(await seenIds(app(), albumId)).toEqual([]);
        // Approved: members always; visitors only when the album is for everyone.
        await answerTag(app(), cos.token, id, true);
        expect(await seenIds(app(), albumId, member.token)).toEqual([id]);
        expect(await seenIds(app(), albumId)).toEqual(albumChoice === 'everyone' ? [id] : []);
        // The tagged member shows their profile to members only: visitors no longer see the photo.
        expect((await putProfile(app(), cos.userId, cos.token, { visibility: 'members' })).statusCode).toBe(
          200,
        );
        expect(await seenIds(app(), albumId)).toEqual([]);
        expect(await seenIds(app(), albumId, member.token)).toEqual([id]);
      }
    });

    it('an approved photo shows on both profiles with credit both ways; a pending one on neither', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const cos = await signUp(app(), { firstname: 'Cosmo' });
      const first = (await uploadPhoto(app(), shooter.token, albumId)).json();
      const second = (await uploadPhoto(app(), shooter.token, albumId, { alt: 'Second' })).json();
      await tag(app(), shooter.token, first.id, cos.username);
      await tag(app(), shooter.token, second.id, cos.username);
      await answerTag(app(), cos.token, first.id, true);
      const photosOf = async (username: string) => {
        const res = await app().inject({ url: `/api/public/${username}/album-photos` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        return res.json();
      };
      const byShooter = await photosOf(shooter.username);
      expect(byShooter.by.map((p: { id: string }) => p.id)).toEqual([first.id]);
      expect(byShooter.by[0].tags).toEqual([{ username: cos.username, name: 'Cosmo', approved: true }]);
      const ofCos = await photosOf(cos.username);
      expect(ofCos.of.map((p: { id: string }) => p.id)).toEqual([first.id]);
      expect(ofCos.of[0].photographer).toEqual({ username: shooter.username, name: 'Petra' });
      expect((await app().inject({ url: '/api/public/nobody-at-all/album-photos' })).statusCode).toBe(404);
    });

    it('hides photos of a suspended photographer or tagged member', async () => {
      const { organiser, shooter, albumId } = await conWithAlbum(app());
      const cos = await signUp(app());
      const viewer = await signUp(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json();
      const untagged = (await uploadPhoto(app(), shooter.token, albumId)).json();
      await tag(app(), shooter.token, id, cos.username);
      await answerTag(app(), cos.token, id, true);
      expect((await seenIds(app(), albumId, viewer.token)).sort()).toEqual([id, untagged.id].sort());
      const suspended = await organiserPost(app(), organiser.token, `members/${cos.userId}/suspend`, 'Spam');
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(await seenIds(app(), albumId, viewer.token)).toEqual([untagged.id]);
      await organiserPost(app(), organiser.token, `members/${shooter.userId}/suspend`, 'Spam');
      expect(await seenIds(app(), albumId, viewer.token)).toEqual([]);
    });

    it('members report album photos into the queue; organisers remove them, audited', async () => {
      const { organiser, shooter, albumId, con } = await conWithAlbum(app());
      const reporter = await signUp(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json();
      const report = (token: string) =>
        app().inject({
          method: 'POST',
          url: `/api/album-photos/${id}/reports`,
          payload: { reason: 'inappropriate' },
          headers: bearer(token),
        });
      expect((await report(shooter.token)).statusCode).toBe(400);
      expect((await report(reporter.token)).statusCode).toBe(201);
      const queue = await app().inject({ url: '/api/organisers/reports', headers: bearer(organiser.token) });
      const group = queue
        .json()
        .members.find((m: { member: { id: number } }) => m.member.id === shooter.userId);
      expect(group.reports[0]).toMatchObject({ reason: 'inappropriate', imageGone: false });
      expect((await app().inject({ url: group.reports[0].image })).statusCode).toBe(200);

      const remove = (token: string) =>
        app().inject({ method: 'DELETE', url: `/api/organisers/album-photos/${id}`, headers: bearer(token) });
      expect((await remove(reporter.token)).statusCode).toBe(403);
      expect((await remove(organiser.token)).statusCode).toBe(204);
      expect((await remove(organiser.token)).statusCode).toBe(404);
      expect(await seenIds(app(), albumId, shooter.token)).toEqual([]);
      // The report stays open until dismissed; the queue now says its photo is gone.
      const after = (await app().inject({ url: '/api/organisers/reports', headers: bearer(organiser.token) }))
        .json()
        .members.find((m: { member: { id: number } }) => m.member.id === shooter.userId);
      expect(after.reports[0]).toMatchObject({ reason: 'inappropriate', imageGone: true });
      const audit = await app().deps.audit.list(0, 1);
      expect(audit.entries[0]).toMatchObject({
        action: 'album.photo.remove',
        actorUsername: organiser.username,
        memberUsername: shooter.username,
        detail: `photo ${id} of album ${albumId} (Saturday shoot) at ${con.slug}`,
      });
    });

    it('exports the member’s albums and tags; deleting an account removes their albums and tags', async () => {
      const { shooter, albumId, con } = await conWithAlbum(app());
      const cos = await signUp(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId, { alt: 'Kept', credit: 'P' })).json();
      await tag(app(), shooter.token, id, cos.username);
      expect(await app().deps.exports.albums(shooter.userId)).toEqual({
        albums: [
          {
            title: 'Saturday shoot',
            con: con.slug,
            visibility: 'everyone',
            createdAt: new Date(clock.now).toISOString(),
            photos: [{ id, alt: 'Kept', credit: 'P', tags: [{ username: cos.username, approved: false }] }],
          },
        ],
        taggedOn: [],
      });
      expect((await app().deps.exports.albums(cos.userId)).taggedOn).toEqual([
        {
          photo: id,
          album: 'Saturday shoot',
          photographer: shooter.username,
          approved: false,
          taggedAt: new Date(clock.now).toISOString(),
        },
      ]);

      // The tagged member leaves: the photo (with their tag) is hidden at once and the tag erased with them.
      const gone = await app().inject({
        method: 'DELETE',
        url: `/api/users/${cos.userId}`,
        payload: { password: cos.password },
        headers: bearer(cos.token),
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await seenIds(app(), albumId, shooter.token)).toEqual([]);
      const left = await app().inject({
        method: 'DELETE',
        url: `/api/users/${shooter.userId}`,
        payload: { password: shooter.password },
        headers: bearer(shooter.token),
      });
      expect(left.statusCode, left.body).toBe(200);
      clock.now += 31 * 86_400_000;
      await app().deps.jobs.runDue();
      await app().deps.jobs.runDue();
      expect(await app().deps.exports.albums(shooter.userId)).toEqual({ albums: [], taggedOn: [] });
      expect(await app().deps.albums.photoOwner(id)).toBeUndefined();
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
