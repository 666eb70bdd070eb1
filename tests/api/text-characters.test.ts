import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { createEvent, postEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, multipart, putProfile, signUp, signupFields } from './helpers';

const RLO = '\u202E'; // right-to-left override: U+202E before "nimda" shows it as "admin"
const ZWSP = '\u200B';
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16)}`;
const hidden = (label: string) => ({
  message: `${label} contains invisible or direction-changing characters`,
});

/** Real names in several scripts, Persian with its ZWNJ and Sinhala with its ZWJ. */
const NAMES: Array<[string, string]> = [
  ['José', 'Ñúñez'],
  ['Zoë', 'Brontë'],
  ['太郎', '山田'],
  ['محمد', 'العلي'],
  ['अर्जुन', 'शर्मा'],
  ['דוד', 'כהן'],
  ['علی\u200Cرضا', 'خوش\u200Cنویس'],
  ['ශ්\u200Dරී', 'පෙරේරා'],
];
const BIO = 'Foam smith 👩\u200D🔧 and wig stylist 👩🏽\u200D🦰 — proud 🏳️\u200D🌈\nשלום\u200F and مرحبا';

/**
 * Shown text (shared/rules/shown-text.ts, applied in plugins/request-hygiene.ts): invisible and
 * direction-changing characters are refused in every text field with a 400 naming the field;
 * real names in every script, and emoji in free text, are saved and shown unchanged.
 */
describeEachDatabase('invisible and direction-changing characters in shown text', (ctx) => {
  const app = () => ctx().app;
  const publicOf = async (username: string) =>
    (await app().inject({ url: `/api/public/${username}` })).json();

  it('keeps names in every script and emoji in a bio, from the sign-up to the public profile', async () => {
    for (const [firstname, lastname] of NAMES) {
      const m = await signUp(app(), { firstname, lastname });
      expect((await putProfile(app(), m.userId, m.token, { about: BIO, city: 'Québec' })).statusCode).toBe(
        200,
      );
      const own = (await app().inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) })).json();
      expect([own.firstname, own.lastname, own.about]).toEqual([firstname, lastname, BIO]);
      const shown = await publicOf(m.username);
      expect([shown.firstname, shown.lastname, shown.about, shown.city]).toEqual([
        firstname,
        lastname,
        BIO,
        'Québec',
      ]);
    }
  });

  it('refuses U+202E and U+200B in first and last names at sign-up, as a form and as JSON', async () => {
    for (const [field, label] of [
      ['firstname', 'First name'],
      ['lastname', 'Last name'],
    ] as const) {
      for (const c of [RLO, ZWSP]) {
        const fields = signupFields({ [field]: `Ann${c}admin` });
        for (const request of [
          { method: 'POST', url: '/api/createnew', ...multipart(fields) },
          { method: 'POST', url: '/api/createnew', payload: fields },
        ] as InjectOptions[]) {
          const res = await app().inject(request);
          expect(res.statusCode, `${field} ${hex(c)}`).toBe(400);
          expect(res.json()).toEqual(hidden(label));
        }
      }
    }
    const twoLines = await app().inject({
      method: 'POST',
      url: '/api/createnew',
      payload: signupFields({ firstname: 'Ann\nadmin' }),
    });
    expect(twoLines.json()).toEqual({ message: 'First name must be one line, without tabs' });
  });

  it('refuses them in every profile text field, a photo’s description and credit, and saves nothing', async () => {
    const m = await signUp(app(), { firstname: 'Ada' });
    for (const [field, label] of [
      ['firstname', 'First name'],
      ['lastname', 'Last name'],
      ['about', 'About me'],
      ['other', 'Other'],
      ['city', 'City'],
      ['complete', 'Completed cosplays'],
    ] as const) {
      for (const c of [RLO, ZWSP]) {
        const res = await putProfile(app(), m.userId, m.token, { about: 'not saved', [field]: `Ann${c}e` });
        expect(res.statusCode, `${field} ${hex(c)}`).toBe(400);
        expect(res.json()).toEqual(hidden(label));
      }
    }
    // Inside the photos' JSON field, as the character or written as an escape.
    for (const key of ['alt', 'creditName']) {
      const value = { alt: '', creditName: '', creditLink: '', [key]: `Sam${RLO}Shoots` };
      const literal = JSON.stringify({ profileImage: value });
      for (const json of [literal, literal.replace(RLO, '\\u202e')]) {
        const res = await putProfile(app(), m.userId, m.token, { photoDetails: json });
        expect(res.statusCode, json).toBe(400);
        expect(res.json()).toEqual({
          message:
            'Profile photo: the description or credit contains invisible or direction-changing characters',
        });
      }
    }
    const own = (await app().inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) })).json();
    expect([own.firstname, own.about]).toEqual(['Ada', '']);
  });

  it('refuses them in an event’s texts, an RSVP’s cosplan and a report’s note', async () => {
    const host = await signUp(app());
    for (const [field, label] of [
      ['title', 'Title'],
      ['description', 'Description'],
      ['venue', 'Venue'],
      ['address', 'Address'],
      ['city', 'City'],
    ] as const) {
      for (const c of [RLO, ZWSP]) {
        const res = await postEvent(app(), host.token, { [field]: `Build${c} night` });
        expect(res.statusCode, `${field} ${hex(c)}`).toBe(400);
        expect(res.json()).toEqual(hidden(label));
      }
    }
    const id = await createEvent(app(), host.token, { title: 'Build night 🧵👩\u200D🔧' });
    const going = await rsvp(app(), id, host.token, { status: 'going', cosplan: `Link${RLO}` });
    expect(going.statusCode).toBe(400);
    expect(going.json()).toEqual(hidden('Cosplan'));
    const other = await signUp(app());
    const report = await app().inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(other.token),
      payload: { username: host.username, reason: 'other', note: `Look${ZWSP}` },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toEqual(hidden('Note'));
    const listed = (await app().inject({ url: `/api/events/${id}` })).json();
    expect(listed.title).toBe('Build night 🧵👩\u200D🔧');
  });
});
