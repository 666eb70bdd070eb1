import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';
import { png } from './images';

type File = { data: Buffer; filename: string; type: string };
const pngFile = async (seed: number): Promise<File> => ({
  data: await png(200 + seed, 200),
  filename: `p${seed}.png`,
  type: 'image/png',
});

/** The image id in one of our URLs. */
const idOf = (url: string) => url.replace(/^\/api\/images\//, '');

describeEachDatabase('profile photos: overlapping saves leave no orphans', (ctx) => {
  const put = (id: number, token: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
    putProfile(ctx().app, id, token, fields, files);
  const own = async (id: number, token: string) =>
    (await ctx().app.inject({ url: `/api/users/${id}`, headers: bearer(token) })).json() as {
      image: string;
      slideshow: string[];
    };
  /** Every image row of the member, straight from the database. */
  const storedIds = async (userId: number) =>
    (
      await ctx()
        .app.deps.database.db.selectFrom('images')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
    )
      .map((r) => r.id)
      .sort();
  const referenced = (p: { image: string; slideshow: string[] }) =>
    [p.image, ...p.slideshow]
      .filter((u) => u !== '')
      .map(idOf)
      .sort();

  it('many concurrent saves with uploads keep exactly the referenced images, and a remove deletes them all', async () => {
    const a = await signUp(ctx().app);
    const saves = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        put(
          a.userId,
          a.token,
          {},
          { profileImage: await pngFile(i), [`slideshowImage${i % 5}`]: await pngFile(i + 20) },
        ),
      ),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);
    const after = await own(a.userId, a.token);
    expect(after.image).not.toBe('');
    // Every slot got an upload from one save or another, and none of them was lost.
    expect(after.slideshow.every((u) => u !== '')).toBe(true);
    expect(await storedIds(a.userId)).toEqual(referenced(after));

    const remove = await put(a.userId, a.token, {
      profileImage: 'remove',
      slideshowImage0: 'remove',
      slideshowImage1: 'remove',
      slideshowImage2: 'remove',
      slideshowImage3: 'remove',
      slideshowImage4: 'remove',
    });
    expect(remove.statusCode).toBe(200);
    expect(await storedIds(a.userId)).toEqual([]);
    for (const url of [after.image, ...after.slideshow]) {
      expect((await ctx().app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('a remove racing uploads still leaves only what the profile references', async () => {
    const a = await signUp(ctx().app);
    const uploads = Array.from({ length: 4 }, async (_, i) =>
      put(a.userId, a.token, {}, { profileImage: await pngFile(i) }),
    );
    const removal = put(a.userId, a.token, { profileImage: 'remove' });
    for (const res of await Promise.all([...uploads, removal])) expect(res.statusCode).toBe(200);
    const after = await own(a.userId, a.token);
    expect(await storedIds(a.userId)).toEqual(referenced(after));
    expect((await put(a.userId, a.token, { profileImage: 'remove' })).statusCode).toBe(200);
    expect(await storedIds(a.userId)).toEqual([]);
  });

  it('concurrent saves to different slideshow slots each keep their photo', async () => {
    const a = await signUp(ctx().app);
    const saves = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) =>
        put(a.userId, a.token, {}, { [`slideshowImage${i}`]: await pngFile(i + 40) }),
      ),
    );
    for (const res of saves) expect(res.statusCode).toBe(200);
    const after = await own(a.userId, a.token);
    expect(after.slideshow.filter((u) => u !== '')).toHaveLength(5);
    expect(await storedIds(a.userId)).toEqual(referenced(after));
  });

  it("one member's save never deletes another member's images", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    expect((await put(b.userId, b.token, {}, { profileImage: await pngFile(1) })).statusCode).toBe(200);
    const bImage = (await own(b.userId, b.token)).image;
    await Promise.all([
      put(a.userId, a.token, {}, { profileImage: await pngFile(2) }),
      put(a.userId, a.token, { profileImage: 'remove' }),
    ]);
    expect((await ctx().app.inject({ url: bImage })).statusCode).toBe(200);
    expect(await storedIds(b.userId)).toEqual([idOf(bImage)]);
  });
});
