import sharp from 'sharp';
import { expect, it } from 'vitest';
import { MSG } from '../../src/shared/messages';
import { bearer, describeEachDatabase, GOOD_PASSWORD, multipart, signUp } from './helpers';
import { jpegWithExif, pixelBombPng, png, webp } from './images';

type File = { data: Buffer; filename: string; type: string };
const file = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): File => ({ data, filename, type });

describeEachDatabase('profiles: own record, edits and photos', (ctx) => {
  const put = (id: number, token: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
    withBearer(token, multipart(fields, files), id);
  const withBearer = (
    token: string,
    form: { payload: Buffer; headers: Record<string, string> },
    id: number,
  ) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  const getOwn = (id: number, token: string) =>
    ctx().app.inject({ url: `/api/users/${id}`, headers: bearer(token) });

  it('lets a member read their own record with private fields, and nobody else', async () => {
    const a = await signUp(ctx().app, { recoveryemail: 'mine@example.org' });
    const b = await signUp(ctx().app);
    const own = await getOwn(a.userId, a.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      ID: a.userId,
      username: a.username,
      birthdate: '1990-05-17',
      recoveryemail: 'mine@example.org',
    });
    expect(own.json().slideshow).toEqual(['', '', '', '', '']);
    expect(own.body).not.toContain('password_hash');
    expect(own.body).not.toContain('argon2');
    expect((await getOwn(a.userId, b.token)).statusCode).toBe(403);
    expect((await ctx().app.inject({ url: `/api/users/${a.userId}` })).statusCode).toBe(401);
    expect((await getOwn(Number.NaN, a.token)).statusCode).toBe(400);
    const theirs = await put(a.userId, b.token, { about: 'hijacked' });
    expect(theirs.statusCode).toBe(403);
    expect((await getOwn(a.userId, a.token)).json().about).toBe('');
  });

  it('saves the fields sent, normalised, and keeps the others', async () => {
    const a = await signUp(ctx().app);
    const first = await put(a.userId, a.token, {
      about: 'I sew <b>capes</b>',
      state: 'kansas, Missouri',
      imawhat: 'Cosplayer,Prop Builder',
      city: ' Wichita ,, Topeka ',
      cashapp: '$stitchy',
      instagram: 'https://www.instagram.com/stitchy.makes/',
      calendar: 'https://calendar.google.com/calendar/embed?src=abc',
      email: 'public@example.org',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put(a.userId, a.token, { other: 'Second save' });
    expect(second.statusCode).toBe(200);
    const saved = (await getOwn(a.userId, a.token)).json();
    expect(saved).toMatchObject({
      about: 'I sew <b>capes</b>',
      state: 'Kansas,Missouri',
      imawhat: 'Cosplayer,Prop Builder',
      city: 'Wichita, Topeka',
      cashapp: 'stitchy',
      instagram: 'stitchy.makes',
      calendar: 'https://calendar.google.com/calendar/embed?src=abc',
      email: 'public@example.org',
      other: 'Second save',
      firstname: 'Ada',
    });
  });

  it("clears states and roles with 'none'", async () => {
    const a = await signUp(ctx().app);
    await put(a.userId, a.token, { state: 'Ohio', imawhat: 'Maker' });
    expect((await put(a.userId, a.token, { state: 'none', imawhat: 'Maker,none' })).statusCode).toBe(200);
    expect((await getOwn(a.userId, a.token)).json()).toMatchObject({ state: '', imawhat: '' });
  });

  it.each([
    ['email', 'not-an-email'],
    ['state', 'Texas'],
    ['imawhat', 'Wizard'],
    ['firstname', '   '],
    ['instagram', 'https://evil.example.com/x'],
    ['twitter', 'javascript:alert(1)'],
    ['calendar', 'https://evil.example.com/embed'],
    ['milanote', 'javascript:alert(1)'],
    ['calendar', 'data:text/html,<script>alert(1)</script>'],
    ['calendar', 'http://calendar.google.com/calendar/embed?src=x'],
    ['youtube', 'data:text/html,x'],
    ['etsy', 'https://evil.example.com/shop/x'],
    ['about', 'x'.repeat(5000)],
    ['phonenumber', 'call me maybe'],
    ['password', 'weakpass'],
  ])('refuses a bad %s with a message and changes nothing', async (field, value) => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, { about: 'should not be saved', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    if (field === 'password') expect(res.json().message).toBe(MSG.passwordRule);
    expect((await getOwn(a.userId, a.token)).json().about).toBe('');
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const a = await signUp(ctx().app);
    const other = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: a.username, password: GOOD_PASSWORD },
    });
    const change = await put(a.userId, a.token, { password: 'NewThread#77', currentpassword: GOOD_PASSWORD });
    expect(change.statusCode).toBe(200);
    expect(
      (await ctx().app.inject({ url: '/api/protected', headers: bearer(other.json().token) })).statusCode,
    ).toBe(401);
    expect((await ctx().app.inject({ url: '/api/protected', headers: bearer(a.token) })).statusCode).toBe(
      200,
    );
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: a.username, password: 'NewThread#77' },
    });
    expect(login.statusCode).toBe(200);
    expect((await put(a.userId, a.token, { password: '' })).statusCode).toBe(200); // empty = unchanged
  });

  it('accepts JPEG, PNG and WebP photos, serves WebP without EXIF, with immutable caching', async () => {
    const a = await signUp(ctx().app);
    const res = await put(
      a.userId,
      a.token,
      {},
      {
        profileImage: file(await jpegWithExif()),
        slideshowImage0: file(await png(), 'a.png', 'image/png'),
        slideshowImage3: file(await webp(), 'b.webp', 'image/webp'),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const own = (await getOwn(a.userId, a.token)).json();
    expect(own.image).toMatch(/^\/api\/images\/[\w-]{22}$/);
    expect(own.thumbnail).toBe(`${own.image}/thumb`);
    expect(own.slideshow[0]).toMatch(/^\/api\/images\//);
    expect(own.slideshow[1]).toBe('');
    expect(own.slideshow[3]).toMatch(/^\/api\/images\//);
    const served = await ctx().app.inject({ url: own.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.includes(Buffer.from('SECRET-EXIF-MARK'))).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await ctx().app.inject({ url: own.thumbnail })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 200]);
    const slideshow = await ctx().app.inject({ url: `/api/public/${a.username}/slideshow` });
    expect(slideshow.json()).toMatchObject({ images: [own.slideshow[0], own.slideshow[3]] });
  });

  it('refuses a file under a name that takes none', async () => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, { about: 'x' }, { about2: file(await png()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field about2 does not take a file');
  });

  it('empties a slot and deletes the replaced image', async () => {
    const a = await signUp(ctx().app);
    await put(
      a.userId,
      a.token,
      {},
      { profileImage: file(await png(), 'p.png', 'image/png'), slideshowImage1: file(await png()) },
    );
    const before = (await getOwn(a.userId, a.token)).json();
    expect(
      (await put(a.userId, a.token, { slideshowImage1: 'remove', profileImage: 'remove' })).statusCode,
    ).toBe(200);
    const after = (await getOwn(a.userId, a.token)).json();
    expect(after.image).toBe('');
    expect(after.slideshow).toEqual(['', '', '', '', '']);
    expect((await ctx().app.inject({ url: before.image })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: before.slideshow[1] })).statusCode).toBe(404);
  });

  it('reorders the slideshow by naming photos it already has, without uploading them again', async () => {
    const a = await signUp(ctx().app);
    await put(
      a.userId,
      a.token,
      {},
      {
        slideshowImage0: file(await png(300, 200), 'a.png', 'image/png'),
        slideshowImage1: file(await png(200, 300), 'b.png', 'image/png'),
        slideshowImage3: file(await png(250, 250), 'c.png', 'image/png'),
      },
    );
    const [photoA, photoB, , photoC] = (await getOwn(a.userId, a.token)).json().slideshow as string[];
    const slideshow = async () =>
      (await ctx().app.inject({ url: `/api/public/${a.username}/slideshow` })).json().images;
    expect(await slideshow()).toEqual([photoA, photoB, photoC]);

    // Swap the first two, as the editor's "Move photo 2 earlier" sends it.
    const swap = await put(a.userId, a.token, { slideshowImage0: photoB!, slideshowImage1: photoA! });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((await getOwn(a.userId, a.token)).json().slideshow).toEqual([photoB, photoA, '', photoC, '']);
    expect(await slideshow()).toEqual([photoB, photoA, photoC]);

    // Move the photo in slot 4 into the empty slot 3: the old slot empties, the photo is kept.
    const move = await put(a.userId, a.token, { slideshowImage2: photoC!, slideshowImage3: 'remove' });
    expect(move.statusCode, move.body).toBe(200);
    expect((await getOwn(a.userId, a.token)).json().slideshow).toEqual([photoB, photoA, photoC, '', '']);
    for (const url of [photoA, photoB, photoC]) {
      expect((await ctx().app.inject({ url })).statusCode).toBe(200);
    }
    const stored = await ctx()
      .app.deps.database.db.selectFrom('images')
      .select('id')
      .where('user_id', '=', a.userId)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('refuses to move in a photo that is not in the slideshow, or into two slots, and changes nothing', async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    await put(
      a.userId,
      a.token,
      {},
      {
        profileImage: file(await png(), 'p.png', 'image/png'),
        slideshowImage0: file(await png(300, 200), 'a.png', 'image/png'),
        slideshowImage1: file(await png(200, 300), 'b.png', 'image/png'),
      },
    );
    await put(b.userId, b.token, {}, { slideshowImage0: file(await png(), 'x.png', 'image/png') });
    const before = (await getOwn(a.userId, a.token)).json();
    const theirs = (await getOwn(b.userId, b.token)).json().slideshow[0] as string;
    const [photoA] = before.slideshow as string[];

    const cases: Array<[Record<string, string>, string]> = [
      [
        { about: 'x', slideshowImage2: theirs },
        'Slideshow photo 3: that photo is not in your slideshow any more',
      ],
      [{ slideshowImage2: before.image }, 'Slideshow photo 3: that photo is not in your slideshow any more'],
      [
        { slideshowImage2: `/api/images/${'A'.repeat(22)}` },
        'Slideshow photo 3: that photo is not in your slideshow any more',
      ],
      [{ slideshowImage2: photoA! }, 'Each slideshow photo can fill only one slot'],
      [
        { slideshowImage2: 'https://evil.example/a.png' },
        'Slideshow photo 3: send a file, "remove" or the address of one of your slideshow photos',
      ],
      [{ profileImage: photoA! }, 'Profile photo: send a file or "remove"'],
    ];
    for (const [fields, message] of cases) {
      const res = await put(a.userId, a.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await getOwn(a.userId, a.token)).json()).toEqual(before);
    expect((await ctx().app.inject({ url: theirs })).statusCode).toBe(200);
  });

  it.each([
    [
      'a script named .png',
      async () => file(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.png', 'image/png'),
      400,
    ],
    ['a truncated JPEG', async () => file((await jpegWithExif()).subarray(0, 2000)), 400],
    ['an empty file', async () => file(Buffer.alloc(0)), 400],
    ['a 20000×20000 PNG', async () => file(pixelBombPng(), 'bomb.png', 'image/png'), 400],
    ['a file over 20 MB', async () => file(Buffer.alloc(21 * 1024 * 1024, 1)), 413],
    [
      'a GIF',
      async () =>
        file(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'a.gif',
          'image/gif',
        ),
      400,
    ],
  ])('refuses %s and changes nothing', async (_label, make, status) => {
    const a = await signUp(ctx().app);
    await put(a.userId, a.token, {}, { slideshowImage2: file(await png()) });
    const before = (await getOwn(a.userId, a.token)).json();
    const res = await put(
      a.userId,
      a.token,
      { about: 'must not be saved' },
      { profileImage: file(await png()), slideshowImage2: await make() },
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    const after = (await getOwn(a.userId, a.token)).json();
    expect(after).toEqual(before);
  });
});
