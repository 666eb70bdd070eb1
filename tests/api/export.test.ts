import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { hashToken } from '../../src/server/security/tokens';
import type { ExportedEvents, ExportedProfile, ExportedScore } from '../../src/shared/api/export';
import type { MemberSession } from '../../src/shared/api/sessions';
import { createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, putProfile, signUp, uniqueName } from './helpers';
import { png } from './images';
import { unzip } from './zip-helpers';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const webpOf = (width: number) =>
  sharp({ create: { width, height: 200, channels: 3, background: '#33c' } })
    .webp()
    .toBuffer();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const plain = (url: string) => url.split('?')[0] ?? '';
/** The own-profile answer with photo addresses as stored (members-only profiles get them signed). */
const withPlainPhotos = (own: { image: string; thumbnail: string; slideshow: string[] }) => ({
  ...own,
  image: plain(own.image),
  thumbnail: plain(own.thumbnail),
  slideshow: own.slideshow.map(plain),
});

const jsonOf = <T>(files: Map<string, Buffer>, name: string): T => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is missing from the archive`);
  return JSON.parse(file.toString('utf8')) as T;
};

const exportOf = (app: FastifyInstance, token?: string) =>
  app.inject({ url: '/api/me/export', headers: token ? bearer(token) : {} });

async function exported(app: FastifyInstance, token: string) {
  const res = await exportOf(app, token);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return unzip(res.rawPayload);
}

const upload = (
  app: FastifyInstance,
  member: { username: string; token: string },
  game: string,
  score: number,
) =>
  app
    .inject({
      method: 'PUT',
      url: `/api/users/updatescore/${member.username}/${game}`,
      payload: { gamescore: score },
      headers: bearer(member.token),
    })
    .then((res) => expect(res.statusCode, res.body).toBe(200));

const login = async (app: FastifyInstance, username: string, password: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    headers: { 'user-agent': CHROME_ANDROID },
    remoteAddress: '10.7.7.7',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};

describeEachDatabase('data export: a zip of everything the member gave', (ctx) => {
  /** A member with a full profile, privacy settings, photos in three slots, scores and two sessions. */
  async function fullMember(name = uniqueName('exp'), seed = 0) {
    const { app } = ctx();
    const member = await signUp(app, {
      username: name,
      firstname: 'Grace',
      lastname: `Needle${name}`,
      birthdate: '1988-02-29',
      recoveryemail: `${name}@example.org`,
      referredby: 'ada',
    });
    const saved = await putProfile(
      app,
      member.userId,
      member.token,
      {
        city: 'Des Moines',
        state: 'Iowa',
        about: `Foam armour and wigs, by ${name}`,
        email: `${name}.public@example.org`,
        phonenumber: '515-555-0100',
        instagram: name,
        visibility: 'members',
        listed: 'false',
        contactvisibility: 'nobody',
        indexable: 'false',
      },
      {
        profileImage: { data: await png(320 + seed, 320), filename: 'me.png', type: 'image/png' },
        slideshowImage0: { data: await webpOf(300 + seed), filename: 'a.webp', type: 'image/webp' },
        slideshowImage2: { data: await png(400 + seed, 300), filename: 'b.png', type: 'image/png' },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await upload(app, member, 'TETRIS', 1200);
    await upload(app, member, 'brickbreaker', 300);
    await upload(app, member, 'TETRIS', 0);
    const phone = await login(app, member.username, member.password);
    return { ...member, phone };
  }

  it('answers a zip download named after the member, never cached, streamed', async () => {
    const member = await signUp(ctx().app);
    const res = await exportOf(ctx().app, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${member.username}-export.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    // Sent as it is made: no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('asks for a login without a token or with a dead one', async () => {
    const none = await exportOf(ctx().app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('message');
    expect(none.headers['content-type']).toMatch(/^application\/json/);
    const dead = await exportOf(ctx().app, 'x'.repeat(43));
    expect(dead.statusCode).toBe(401);
  });

  it('profile.json holds every field the member gave, privacy settings included, and no password', async () => {
    const { app } = ctx();
    const member = await fullMember();
    const files = await exported(app, member.token);
    const profile = jsonOf<ExportedProfile>(files, 'profile.json');
    const own = withPlainPhotos(
      (await app.inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) })).json(),
    );
    // Exactly what the editor shows the member (photo addresses without the members-only signature), and more.
    expect(profile).toMatchObject(own);
    expect(profile).toMatchObject({
      ID: member.userId,
      username: member.username,
      firstname: 'Grace',
      lastname: `Needle${member.username}`,
      birthdate: '1988-02-29',
      recoveryemail: `${member.username}@example.org`,
      referredby: 'ada',
      city: 'Des Moines',
      state: 'Iowa',
      about: `Foam armour and wigs, by ${member.username}`,
      email: `${member.username}.public@example.org`,
      phonenumber: '515-555-0100',
      instagram: member.username,
      visibility: 'members',
      listed: false,
      contactvisibility: 'nobody',
      indexable: false,
    });
    expect(Date.parse(profile.createdAt)).not.toBeNaN();
    expect(Date.parse(profile.updatedAt)).toBeGreaterThanOrEqual(Date.parse(profile.createdAt));
    expect(profile.photos.map((p) => [p.slot, p.file])).toEqual([
      ['profile', 'photos/profile.webp'],
      ['slideshow-1', 'photos/slideshow-1.webp'],
      ['slideshow-3', 'photos/slideshow-3.webp'],
    ]);
    expect(profile.photos.map((p) => p.url)).toEqual([own.image, own.slideshow[0], own.slideshow[2]]);
    for (const secret of ['password_hash', 'username_key', 'password'])
      expect(profile).not.toHaveProperty(secret);

    const stored = await app.deps.users.findLoginByUsername(member.username);
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    expect(stored?.password_hash).toMatch(/^\$argon2/);
    expect(everything).not.toContain(stored?.password_hash);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain(member.password);
  });

  it('photos/ holds the stored photos, byte for byte, named by slot', async () => {
    const { app } = ctx();
    const member = await fullMember();
    const files = await exported(app, member.token);
    const photoFiles = [...files.keys()].filter((f) => f.startsWith('photos/')).sort();
    expect(photoFiles).toEqual(['photos/profile.webp', 'photos/slideshow-1.webp', 'photos/slideshow-3.webp']);
    const profile = jsonOf<ExportedProfile>(files, 'profile.json');
    // The profile is members-only: the served photos need the signed addresses the member's answer carries.
    const own = (
      await app.inject({ url: `/api/users/${member.userId}`, headers: bearer(member.token) })
    ).json();
    const signed = [own.image, ...own.slideshow].filter((u: string) => u) as string[];
    for (const photo of profile.photos) {
      const url = signed.find((u) => u.split('?')[0] === photo.url) ?? photo.url;
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      const inArchive = files.get(photo.file);
      expect(inArchive?.length).toBeGreaterThan(100);
      expect(sha256(inArchive!)).toBe(sha256(served.rawPayload));
      expect(inArchive!.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('scores.json lists every score of every game, zero included, oldest first', async () => {
    const { app } = ctx();
    const member = await fullMember();
    const scores = jsonOf<ExportedScore[]>(await exported(app, member.token), 'scores.json');
    expect(scores.map(({ gameName, score }) => ({ gameName, score }))).toEqual([
      { gameName: 'TETRIS', score: 1200 },
      { gameName: 'brickbreaker', score: 300 },
      { gameName: 'TETRIS', score: 0 },
    ]);
    for (const s of scores) expect(Date.parse(s.createdAt)).not.toBeNaN();
  });

  it('scores.json holds a long history whole (read a page at a time)', async () => {
    const { app } = ctx();
    const member = await signUp(app);
    const other = await signUp(app);
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      user_id: i % 3 === 0 ? other.userId : member.userId,
      game_name: i % 2 === 0 ? 'TETRIS' : 'brickbreaker',
      score: i * 100,
      created_at: 1_800_000_000_000 + i,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await app.deps.database.db
        .insertInto('scores')
        .values(rows.slice(i, i + 200))
        .execute();
    const scores = jsonOf<ExportedScore[]>(await exported(app, member.token), 'scores.json');
    const mine = rows.filter((r) => r.user_id === member.userId);
    expect(mine.length).toBeGreaterThan(500);
    expect(scores.map((s) => [s.gameName, s.score, Date.parse(s.createdAt)])).toEqual(
      mine.map((r) => [r.game_name, r.score, r.created_at]),
    );
  });

  it('a member with nothing yet gets an empty score list and no photos', async () => {
    const member = await signUp(ctx().app);
    const files = await exported(ctx().app, member.token);
    expect([...files.keys()].sort()).toEqual([
      'albums.json',
      'comments.json',
      'con-going.json',
      'con-groups.json',
      'events.json',
      'follows.json',
      'groups.json',
      'messages.json',
      'notifications.json',
      'polls.json',
      'profile.json',
      'projects.json',
      'push-devices.json',
      'relations.json',
      'scores.json',
      'sessions.json',
      'shoots.json',
    ]);
    expect(jsonOf(files, 'scores.json')).toEqual([]);
    expect(jsonOf(files, 'events.json')).toEqual({ rsvps: [], waitlist: [], hosted: [] });
    expect(jsonOf(files, 'push-devices.json')).toEqual([]);
    expect(jsonOf(files, 'comments.json')).toEqual({ comments: [], reactions: [] });
    expect(jsonOf(files, 'messages.json')).toEqual({ conversations: [] });
    expect(jsonOf(files, 'polls.json')).toEqual({ started: [], votes: [] });
    expect(jsonOf(files, 'groups.json')).toEqual({ groups: [] });
    expect(jsonOf(files, 'projects.json')).toEqual([]);
    expect(jsonOf(files, 'relations.json')).toEqual({ blocked: [], muted: [] });
    expect(jsonOf(files, 'follows.json')).toEqual({ following: [], followers: [] });
    expect(jsonOf(files, 'notifications.json')).toEqual({
      notifications: [],
      choices: [],
      quietHours: { from: 22, to: 7 },
      digest: { frequency: 'weekly', lastSentAt: null },
    });
    expect(jsonOf<ExportedProfile>(files, 'profile.json')).toMatchObject({
      username: member.username,
      image: '',
      photos: [],
      visibility: 'everyone',
      listed: true,
      contactvisibility: 'everyone',
      indexable: true,
    });
  });

  it('sessions.json lists where the member is signed in, without tokens or their hashes', async () => {
    const { app } = ctx();
    const member = await fullMember();
    const files = await exported(app, member.phone);
    const sessions = jsonOf<MemberSession[]>(files, 'sessions.json');
    const listed = (await app.inject({ url: '/api/sessions', headers: bearer(member.phone) })).json()
      .sessions as MemberSession[];
    expect(sessions.map((s) => s.id).sort()).toEqual(listed.map((s) => s.id).sort());
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s) => s.userAgent === CHROME_ANDROID);
    expect(phone).toMatchObject({ ip: '10.7.7.7', current: true });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'id', 'ip', 'lastUsedAt', 'userAgent']);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    for (const token of [member.token, member.phone]) {
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(hashToken(token));
    }
  });

  it('events.json holds the member’s answers and the events they host, and no one else’s', async () => {
    const { app } = ctx();
    const member = await signUp(app);
    const other = await signUp(app);
    const hosted = await createEvent(app, member.token, { title: 'My build night', capacity: 4 });
    const theirs = await createEvent(app, other.token, { title: 'Their shoot', visibility: 'members' });
    const unseen = await createEvent(app, other.token, { title: 'Not mine' });
    expect(
      (await rsvp(app, theirs, member.token, { status: 'maybe', cosplan: 'Jinx', photoshoot: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await rsvp(app, unseen, other.token, { status: 'going', cosplan: 'Other cosplan' })).statusCode,
    ).toBe(200);
    const events = jsonOf<ExportedEvents>(await exported(app, member.token), 'events.json');
    expect(events.rsvps).toEqual([
      {
        eventId: theirs,
        title: 'Their shoot',
        startsAt: '2030-03-07T18:00:00-06:00',
        timeZone: 'America/Chicago',
        status: 'maybe',
        cosplan: 'Jinx',
        photoshoot: true,
        answeredAt: expect.stringMatching(/Z$/),
      },
    ]);
    expect(events.hosted).toEqual([
      expect.objectContaining({
        id: hosted,
        title: 'My build night',
        capacity: 4,
        cancelledAt: null,
        endsAt: '2030-03-07T21:00:00-06:00',
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('Not mine');
    expect(JSON.stringify(events)).not.toContain('Other cosplan');
  });

  it("never holds another member's profile, photos, scores or sessions", async () => {
    const { app } = ctx();
    const a = await fullMember(uniqueName('alpha'));
    const b = await fullMember(uniqueName('bravo'), 7);
    await upload(app, b, 'TETRIS', 9900);
    const bProfile = (await app.inject({ url: `/api/users/${b.userId}`, headers: bearer(b.token) })).json();
    const bSessions = (await app.inject({ url: '/api/sessions', headers: bearer(b.token) })).json()
      .sessions as MemberSession[];
    const bPhotoHashes = await Promise.all(
      [bProfile.image, bProfile.slideshow[0], bProfile.slideshow[2]].map(async (url: string) =>
        sha256((await app.inject({ url })).rawPayload),
      ),
    );

    const files = await exported(app, a.token);
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    for (const text of [b.username, b.fields.recoveryemail, ...bSessions.map((s) => s.id)])
      expect(everything).not.toContain(text);
    for (const url of [bProfile.image, ...bProfile.slideshow.filter((u: string) => u)].map(plain))
      expect(everything).not.toContain(url.replace('/api/images/', ''));
    expect(jsonOf<ExportedScore[]>(files, 'scores.json').map((s) => s.score)).not.toContain(9900);
    for (const [name, data] of files)
      if (name.startsWith('photos/')) expect(bPhotoHashes).not.toContain(sha256(data));
    // And the other way round: B's own archive is B's.
    const bFiles = await exported(app, b.token);
    expect(jsonOf<ExportedProfile>(bFiles, 'profile.json').username).toBe(b.username);
    expect(Buffer.concat([...bFiles.values()]).toString('latin1')).not.toContain(a.username);
  });
});

describeEachDatabase(
  'data export: a few per hour per member',
  (ctx) => {
    it('answers 429 with Retry-After over the limit, for that member only', async () => {
      const a = await signUp(ctx().app);
      const b = await signUp(ctx().app);
      for (let i = 0; i < 2; i += 1) expect((await exportOf(ctx().app, a.token)).statusCode).toBe(200);
      const refused = await exportOf(ctx().app, a.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait and try again.' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.headers['content-disposition']).toBeUndefined();
      // Another session of the same member is the same member.
      const again = await login(ctx().app, a.username, a.password);
      expect((await exportOf(ctx().app, again)).statusCode).toBe(429);
      expect((await exportOf(ctx().app, b.token)).statusCode).toBe(200);
    });
  },
  {
    config: () => ({
      rateLimits: { ...loadConfig({}).rateLimits, exportsPerUser: { max: 2, windowMs: 60 * 60_000 } },
    }),
  },
);
