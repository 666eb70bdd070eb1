import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { reviewPath } from '../../src/server/db/images-repo';
import { photoUrlAt } from '../../src/shared/profile/photo-details';
import { createEvent, detail, setPrivacy, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, multipart, putProfile, signUp } from './helpers';
import { png } from './images';

/** A photo with real detail (noise), so each width is a real encode with a real size. */
const noisyJpeg = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
const file = (data: Buffer) => ({ data, filename: 'photo.jpg', type: 'image/jpeg' });
const plain = (url: string) => url.split('?')[0] ?? '';
const idOf = (url: string) => plain(url).replace('/api/images/', '');

describeEachDatabase('photo widths and link-preview renditions', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const db = () => app().deps.database.db;
  const get = (url: string) => app().inject({ url });
  const sizeOf = async (data: Buffer) => {
    const meta = await sharp(data).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };
  /** A member with a profile photo of this size; answers the member and the photo's address. */
  const memberWithPhoto = async (width: number, height: number) => {
    const member = await signUp(app());
    const res = await putProfile(
      app(),
      member.userId,
      member.token,
      {},
      {
        profileImage: file(await noisyJpeg(width, height)),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const own = await app().inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) });
    return { ...member, image: own.json().image as string };
  };
  const stored = (id: string) =>
    db().selectFrom('images').select(['w480', 'w960', 'og']).where('id', '=', id).executeTakeFirstOrThrow();

  it('stores 480 and 960 px renditions at upload and serves them with ?w=, smaller than the photo', async () => {
    const { image } = await memberWithPhoto(1400, 1000);
    const full = await get(image);
    expect(await sizeOf(full.rawPayload)).toEqual({ format: 'webp', width: 1400, height: 1000 });
    const row = await stored(idOf(image));
    expect(row.w480).not.toBeNull();
    expect(row.w960).not.toBeNull();
    expect(row.og).toBeNull();

    const small = await get(photoUrlAt(image, 480));
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(small.rawPayload)).toEqual({ format: 'webp', width: 480, height: 343 });
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
    const medium = await get(photoUrlAt(image, 960));
    expect((await sizeOf(medium.rawPayload)).width).toBe(960);
    expect(medium.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect(medium.rawPayload.length).toBeGreaterThan(small.rawPayload.length);
  });

  it('a photo not wider than a width serves the next bigger one for it', async () => {
    const { image } = await memberWithPhoto(700, 500);
    const row = await stored(idOf(image));
    expect(row.w480).not.toBeNull();
    expect(row.w960).toBeNull();
    const full = await get(image);
    const at960 = await get(photoUrlAt(image, 960));
    expect(at960.statusCode).toBe(200);
    expect(at960.rawPayload.equals(full.rawPayload)).toBe(true);
    expect((await sizeOf((await get(photoUrlAt(image, 480))).rawPayload)).width).toBe(480);
    // Still not made later: there is nothing narrower to make.
    expect((await stored(idOf(image))).w960).toBeNull();
  });

  it('a photo stored before renditions existed gets them on first request, once', async () => {
    const { image } = await memberWithPhoto(1200, 800);
    const id = idOf(image);
    // As migration 014 leaves every older photo.
    await db().updateTable('images').set({ w480: null, w960: null }).where('id', '=', id).execute();
    const first = await get(photoUrlAt(image, 480));
    expect(first.statusCode).toBe(200);
    expect(await sizeOf(first.rawPayload)).toEqual({ format: 'webp', width: 480, height: 320 });
    const row = await stored(id);
    expect(row.w480?.equals(first.rawPayload)).toBe(true);
    expect(row.w960).toBeNull();
    const again = await get(photoUrlAt(image, 480));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const [a, b] = await Promise.all([get(photoUrlAt(image, 960)), get(photoUrlAt(image, 960))]);
    expect((await sizeOf(a.rawPayload)).width).toBe(960);
    expect(b.statusCode).toBe(200);
    expect((await stored(id)).w960).not.toBeNull();
  });

  it('refuses any other w with 400 and a message', async () => {
    const { image } = await memberWithPhoto(600, 600);
    for (const w of ['1600', '200', 'abc', '', '480.0']) {
      const res = await get(`${image}?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message).toMatch(/w must be 480 or 960/);
    }
    expect((await get(`/api/images/${'x'.repeat(22)}?w=480`)).statusCode).toBe(404);
  });

  it("members-only photos' widths need the signature, which the width does not change", async () => {
    const member = await memberWithPhoto(1000, 1000);
    await setPrivacy(app(), member.userId, { visibility: 'members' });
    const own = await app().inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) });
    const signed = own.json().image as string;
    expect(signed).toMatch(/\?exp=\d+&sig=/);
    expect((await get(photoUrlAt(plain(signed), 480))).statusCode).toBe(404);
    expect((await get(`${plain(signed)}?w=480&exp=99999999999&sig=forged`)).statusCode).toBe(404);
    const withSignature = await get(photoUrlAt(signed, 480));
    expect(withSignature.statusCode).toBe(200);
    expect(withSignature.headers['cache-control']).toBe('private, max-age=86400');
    expect((await sizeOf(withSignature.rawPayload)).width).toBe(480);
    // Nor has a members-only photo a link preview, signed or not.
    expect((await get(`${plain(signed)}/og`)).statusCode).toBe(404);
  });

  it('a hidden photo or a suspended member has no widths or preview; a review signature opens widths', async () => {
    const hidden = await memberWithPhoto(1000, 800);
    await db().updateTable('images').set({ hidden_at: 1 }).where('id', '=', idOf(hidden.image)).execute();
    expect((await get(photoUrlAt(hidden.image, 480))).statusCode).toBe(404);
    expect((await get(`${hidden.image}/og`)).statusCode).toBe(404);
    const review = app().deps.imageSigner.sign(reviewPath(hidden.image));
    const reviewed = await get(`${hidden.image}?${review.split('?')[1]}&w=480`);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.headers['cache-control']).toBe('private, no-store');
    expect((await sizeOf(reviewed.rawPayload)).width).toBe(480);

    const suspended = await memberWithPhoto(1000, 800);
    await setStatus(app(), suspended.userId, 'suspended');
    expect((await get(photoUrlAt(suspended.image, 960))).statusCode).toBe(404);
    expect((await get(`${suspended.image}/og`)).statusCode).toBe(404);
  });

  it("a public profile photo's link preview is a 1200×630 JPEG, made once and stored", async () => {
    const { image } = await memberWithPhoto(900, 1200);
    const og = await get(`${image}/og`);
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect(og.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(og.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect((await stored(idOf(image))).og?.equals(og.rawPayload)).toBe(true);
    expect((await get(`${image}/og`)).rawPayload.equals(og.rawPayload)).toBe(true);
    expect((await get(`/api/images/${'y'.repeat(22)}/og`)).statusCode).toBe(404);
  });

  it("an event cover's link preview: public events only", async () => {
    const host = await signUp(app());
    const member = await signUp(app());
    const putCover = async (id: number) => {
      const form = multipart(
        {},
        { image: { data: await png(800, 500), filename: 'c.png', type: 'image/png' } },
      );
      const res = await app().inject({
        method: 'PUT',
        url: `/api/events/${id}/cover`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(host.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().cover as string;
    };
    const open = await createEvent(app(), host.token);
    const cover = await putCover(open);
    const og = await get(`${cover}/og`);
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect(og.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(og.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const row = await db()
      .selectFrom('event_covers')
      .select('og')
      .where('event_id', '=', open)
      .executeTakeFirstOrThrow();
    expect(row.og?.equals(og.rawPayload)).toBe(true);
    expect((await get(`/api/events/${open}/cover/${'z'.repeat(22)}/og`)).statusCode).toBe(404);

    const secret = await createEvent(app(), host.token, { visibility: 'members' });
    await putCover(secret);
    const signed = (await detail(app(), secret, member.token)).cover;
    expect((await get(signed)).statusCode).toBe(200);
    expect((await get(`${plain(signed)}/og`)).statusCode).toBe(404);
    const asMember = await app().inject({ url: `${plain(signed)}/og`, headers: bearer(member.token) });
    expect(asMember.statusCode).toBe(404);
  });
});
