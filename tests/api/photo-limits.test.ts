import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  MAX_PIXELS_PER_SAVE,
  PHOTO_DECODES_AT_ONCE,
  photoDecodes,
} from '../../src/server/images/process-image';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';
import { bigJpeg, pixelBombPng, png } from './images';

type File = { data: Buffer; filename: string; type: string };
const jpeg = (data: Buffer): File => ({ data, filename: 'photo.jpg', type: 'image/jpeg' });

describeEachDatabase('profile photos: pixel limits that fit phone photos', (ctx) => {
  const put = (id: number, token: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
    putProfile(ctx().app, id, token, fields, files);
  const own = async (id: number, token: string) =>
    (await ctx().app.inject({ url: `/api/users/${id}`, headers: bearer(token) })).json();

  it.each([
    ['a 48 MP photo (8000×6000)', 8000, 6000],
    ['a 50 MP sensor photo (8160×6144)', 8160, 6144],
  ])(
    'accepts %s and stores it at display size',
    async (_label, width, height) => {
      const a = await signUp(ctx().app);
      const res = await put(a.userId, a.token, {}, { profileImage: jpeg(await bigJpeg(width, height)) });
      expect(res.statusCode, res.body).toBe(200);
      const served = await ctx().app.inject({ url: (await own(a.userId, a.token)).image });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1600, Math.round((1600 * height) / width)]);
    },
    60_000,
  );

  it('refuses a save whose photos add up to too many pixels (400) before decoding any, and changes nothing', async () => {
    const a = await signUp(ctx().app);
    expect((await put(a.userId, a.token, {}, { slideshowImage4: jpeg(await png()) })).statusCode).toBe(200);
    const before = await own(a.userId, a.token);
    // Each header claims 7000×7000 (49 MP, under the per-photo limit) over a body that cannot be
    // decoded: the budget's message proves nothing was decoded before the refusal.
    const claim = (): File => ({ data: pixelBombPng(7000, 7000), filename: 'big.png', type: 'image/png' });
    const res = await put(
      a.userId,
      a.token,
      { about: 'must not be saved' },
      { profileImage: claim(), slideshowImage0: claim(), slideshowImage1: claim(), slideshowImage2: claim() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `The photos of one save may have at most ${MAX_PIXELS_PER_SAVE / 1e6} megapixels in all (these have 196). Save fewer or smaller photos at a time.`,
    );
    expect(await own(a.userId, a.token)).toEqual(before);
  });

  it.each([
    [8000, 7000],
    [20000, 20000],
  ])('refuses one %i×%i photo (over the per-photo limit) with its own message', async (width, height) => {
    const a = await signUp(ctx().app);
    const res = await put(
      a.userId,
      a.token,
      {},
      { profileImage: { data: pixelBombPng(width, height), filename: 'x.png', type: 'image/png' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Profile photo: the image has too many pixels (at most 52 megapixels)');
  });

  it(`decodes at most ${PHOTO_DECODES_AT_ONCE} photo(s) at a time however many saves run at once`, async () => {
    const members = await Promise.all([0, 1, 2, 3].map(() => signUp(ctx().app)));
    const photo = jpeg(await bigJpeg(3000, 2000));
    let peak = 0;
    let queued = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, photoDecodes.stats.active);
      queued = Math.max(queued, photoDecodes.stats.waiting);
    }, 1);
    try {
      const saves = await Promise.all(
        members.map((m) =>
          put(m.userId, m.token, {}, { profileImage: photo, slideshowImage0: photo, slideshowImage1: photo }),
        ),
      );
      for (const res of saves) expect(res.statusCode, res.body).toBe(200);
    } finally {
      clearInterval(watch);
    }
    expect(peak).toBe(PHOTO_DECODES_AT_ONCE);
    expect(queued).toBeGreaterThan(0); // the saves really did overlap
  }, 60_000);
});
