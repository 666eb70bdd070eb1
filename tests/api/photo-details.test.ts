import { buffer as readAll } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import type { ExportedProfile } from '../../src/shared/api/export';
import type { PhotoDetails } from '../../src/shared/profile/photo-details';
import type { OwnProfile, PublicProfile } from '../../src/shared/profile/profile-api';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';
import { png } from './images';

const pngFile = async (width: number, height: number) => ({
  data: await png(width, height),
  filename: 'p.png',
  type: 'image/png',
});
const details = (value: Record<string, { alt: string; creditName: string; creditLink: string }>) => ({
  photoDetails: JSON.stringify(value),
});
const about = (alt: string, creditName = '', creditLink = '') => ({ alt, creditName, creditLink });

async function profileJson(app: FastifyInstance, token: string): Promise<ExportedProfile> {
  const res = await app.inject({ url: '/api/me/export', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const zip = await fromBufferPromise(res.rawPayload);
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === 'profile.json')
      return JSON.parse((await readAll(await zip.openReadStreamPromise(entry))).toString('utf8'));
  }
  throw new Error('profile.json is missing');
}

describeEachDatabase('alt text and photographer credit', (ctx) => {
  const app = () => ctx().app;
  const own = async (m: { userId: number; token: string }) =>
    (await app().inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) })).json() as OwnProfile;
  const publicOf = async (username: string) =>
    (await app().inject({ url: `/api/public/${username}` })).json() as PublicProfile;
  const slidesOf = async (username: string) =>
    (await app().inject({ url: `/api/public/${username}/slideshow` })).json() as {
      images: string[];
      details: PhotoDetails[];
    };

  it('round-trips through the save, the own profile, the public answers and the export', async () => {
    const m = await signUp(app());
    const res = await putProfile(
      app(),
      m.userId,
      m.token,
      details({
        profileImage: about('  Me in foam armour at a con  ', 'Sam Shoots', 'instagram.com/samshoots'),
        slideshowImage1: about('Wig styling, close up'),
      }),
      { profileImage: await pngFile(2000, 1000), slideshowImage1: await pngFile(600, 900) },
    );
    expect(res.statusCode, res.body).toBe(200);

    const profilePhoto = {
      width: 1600,
      height: 800,
      alt: 'Me in foam armour at a con',
      credit: { name: 'Sam Shoots', url: 'https://instagram.com/samshoots' },
    };
    const slide = { width: 600, height: 900, alt: 'Wig styling, close up', credit: null };
    const mine = await own(m);
    expect(mine.imageDetails).toEqual(profilePhoto);
    expect(mine.slideshowDetails).toEqual([null, slide, null, null, null]);
    expect((await publicOf(m.username)).imageDetails).toEqual(profilePhoto);
    const slides = await slidesOf(m.username);
    expect(slides).toEqual({ images: [mine.slideshow[1]], details: [slide] });

    const exported = await profileJson(app(), m.token);
    expect(exported.imageDetails).toEqual(profilePhoto);
    expect(exported.slideshowDetails).toEqual([null, slide, null, null, null]);
    expect(exported.photos).toEqual([
      {
        slot: 'profile',
        file: 'photos/profile.webp',
        url: mine.image,
        alt: profilePhoto.alt,
        credit: profilePhoto.credit,
      },
      {
        slot: 'slideshow-2',
        file: 'photos/slideshow-2.webp',
        url: mine.slideshow[1],
        alt: slide.alt,
        credit: null,
      },
    ]);
  });

  it('updates a kept photo, follows a moved one, and drops the details of a replaced one', async () => {
    const m = await signUp(app());
    const first = await putProfile(
      app(),
      m.userId,
      m.token,
      details({ profileImage: about('First portrait', 'Lee'), slideshowImage0: about('Slide A') }),
      { profileImage: await pngFile(400, 400), slideshowImage0: await pngFile(500, 300) },
    );
    expect(first.statusCode, first.body).toBe(200);
    const before = await own(m);

    // No file: the photo stays and only what was sent changes; slots left out keep theirs.
    const edit = await putProfile(
      app(),
      m.userId,
      m.token,
      details({ slideshowImage0: about('Slide A, described', 'Jo', 'https://jo.example.com/') }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await own(m);
    expect(edited.image).toBe(before.image);
    expect(edited.imageDetails?.alt).toBe('First portrait');
    expect(edited.imageDetails?.credit).toEqual({ name: 'Lee', url: '' });
    expect(edited.slideshowDetails[0]).toMatchObject({
      alt: 'Slide A, described',
      credit: { name: 'Jo', url: 'https://jo.example.com/' },
    });

    // Reordering moves the photo, and its details go with it.
    const move = await putProfile(app(), m.userId, m.token, {
      slideshowImage0: 'remove',
      slideshowImage3: edited.slideshow[0] ?? '',
    });
    expect(move.statusCode, move.body).toBe(200);
    const moved = await own(m);
    expect(moved.slideshow[3]).toBe(edited.slideshow[0]);
    expect(moved.slideshowDetails[0]).toBeNull();
    expect(moved.slideshowDetails[3]?.alt).toBe('Slide A, described');

    // A new photo in the slot starts with what was sent for it, or nothing.
    const replace = await putProfile(app(), m.userId, m.token, {}, { profileImage: await pngFile(300, 200) });
    expect(replace.statusCode, replace.body).toBe(200);
    const replaced = await own(m);
    expect(replaced.image).not.toBe(before.image);
    expect(replaced.imageDetails).toEqual({ width: 300, height: 200, alt: '', credit: null });

    // Details for an empty slot have no photo to go with: accepted, and nothing appears.
    const empty = await putProfile(
      app(),
      m.userId,
      m.token,
      details({ slideshowImage4: about('Nothing here') }),
    );
    expect(empty.statusCode, empty.body).toBe(200);
    expect((await own(m)).slideshowDetails[4]).toBeNull();
  });

  it('refuses bad details with 400 naming the photo, and saves nothing', async () => {
    const m = await signUp(app());
    const ok = await putProfile(app(), m.userId, m.token, details({ profileImage: about('Kept') }), {
      profileImage: await pngFile(300, 300),
    });
    expect(ok.statusCode).toBe(200);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ photoDetails: '{not json' }, /^Photo details: .*not valid JSON/],
      [{ photoDetails: '[]' }, /^Photo details: /],
      [details({ coverImage: about('x') }), /^Photo details: coverImage is not a photo of the profile/],
      [
        details({ profileImage: about('x'.repeat(301)) }),
        /^Profile photo: the description can be at most 300 characters/,
      ],
      [
        details({ slideshowImage1: about('ok', 'x'.repeat(101)) }),
        /^Slideshow photo 2: the photographer's name can be at most 100 characters/,
      ],
      [
        details({ slideshowImage1: about('ok', 'Sam', `https://example.com/${'x'.repeat(290)}`) }),
        /^Slideshow photo 2: the credit link can be at most 300 characters/,
      ],
      [
        details({ slideshowImage2: about('ok', 'Sam', 'javascript:alert(1)') }),
        /^Slideshow photo 3: the credit link must be a web address/,
      ],
      [
        details({ profileImage: about('ok', 'Sam', 'data:text/html,hi') }),
        /^Profile photo: the credit link must be a web address/,
      ],
      [
        details({ profileImage: about('ok', '', 'https://example.com') }),
        /^Profile photo: add the photographer's name/,
      ],
      [details({ profileImage: about('bell\u0007') }), /^Profile photo: .*not allowed/],
      [
        { photoDetails: JSON.stringify({ profileImage: { alt: 5 } }) },
        /^Profile photo: send alt, creditName and creditLink as text/,
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await putProfile(app(), m.userId, m.token, { ...fields, about: 'should not be saved' });
      expect(res.statusCode, fields.photoDetails).toBe(400);
      expect(res.json().message, fields.photoDetails).toMatch(message);
    }
    const after = await own(m);
    expect(after.about).not.toBe('should not be saved');
    expect(after.imageDetails?.alt).toBe('Kept');
  });

  it('has null details without photos, and sizes as stored', async () => {
    const m = await signUp(app());
    const mine = await own(m);
    expect(mine.imageDetails).toBeNull();
    expect(mine.slideshowDetails).toEqual([null, null, null, null, null]);
    expect((await publicOf(m.username)).imageDetails).toBeNull();
    expect(await slidesOf(m.username)).toEqual({ images: [], details: [] });

    const res = await putProfile(
      app(),
      m.userId,
      m.token,
      {},
      {
        profileImage: await pngFile(900, 1800),
        slideshowImage0: await pngFile(1600, 1600),
        slideshowImage2: await pngFile(120, 80),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const sized = await own(m);
    expect(sized.imageDetails).toMatchObject({ width: 800, height: 1600 });
    expect(sized.slideshowDetails.map((d) => d && [d.width, d.height])).toEqual([
      [1600, 1600],
      null,
      [120, 80],
      null,
      null,
    ]);
    expect((await slidesOf(m.username)).details.map((d) => [d.width, d.height])).toEqual([
      [1600, 1600],
      [120, 80],
    ]);
  });
});
