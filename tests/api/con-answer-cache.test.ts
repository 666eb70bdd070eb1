import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { itKeeps as keeps } from './answer-cache-helpers';
import { putGoing } from './con-going-helpers';
import { addSpringCon, newOrganiser, photographerWithSlots } from './con-helpers';
import { createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
const SAT = '2026-03-07';
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * The con page's reads as visitors get them are kept in the answer cache (plugins/answer-cache.ts)
 * and a write through the API shows at the very next read: a member going, a claim, a booking, an
 * RSVP, and above all a member who hides their going from visitors. Members' answers are theirs
 * alone (no-store). On PostgreSQL the cache runs only beside Redis, so that suite uses it.
 */
describeEachDatabase(
  'con page: visitors’ answers kept, and fresh after each write',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
      app().inject({ url, headers: { ...headers, ...(token ? bearer(token) : {}) } });
    let organiserToken = '';
    const makeCon = async () => {
      if (!organiserToken) organiserToken = (await newOrganiser(app())).token;
      return (await addSpringCon(app(), organiserToken, 'Kept Con')).slug;
    };
    /** Behind the API's back (as the command line would): no clear follows, so a kept answer shows the old data. */
    const behindTheApi = () => app().deps.database.db.withoutPlugins();
    /**
     * A visitor's read twice: the second is the kept answer (the same bytes, though the row was
     * changed behind the API's back in between), and its headers say what it is.
     */
    const keptAfter = async (url: string, changeBehind: () => Promise<unknown>) => {
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(String(first.headers.vary)).toContain('Authorization');
      await changeBehind();
      const second = await get(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      return first;
    };

    const itKeeps = (name: string, check: () => Promise<void>) => keeps(app, name, check);

    it('runs in this suite (it would be off on PostgreSQL without Redis)', () => {
      expect(app().answers.stats().enabled).toBe(true);
    });

    itKeeps(
      'who’s going: kept for visitors, shows a new goer at once, and drops one who chose “only me”',
      async () => {
        const slug = await makeCon();
        const url = `/api/cons/${slug}/going`;
        const ana = await signUp(app());
        const outfit = { day: SAT, character: 'Lumine', series: 'Genshin Impact' };
        expect(
          (await putGoing(app(), slug, ana.token, { visibility: 'public', days: [outfit] })).statusCode,
        ).toBe(200);
        const kept = await keptAfter(url, () =>
          behindTheApi()
            .updateTable('con_attendance_days')
            .set({ character: 'Paimon' })
            .where('user_id', '=', ana.userId)
            .execute(),
        );
        expect(kept.body).toContain(ana.username);
        expect(kept.body).not.toContain('Paimon');

        const ben = await signUp(app());
        await putGoing(app(), slug, ben.token, { visibility: 'public', days: [{ day: SAT }] });
        const withBen = (await get(url)).body;
        expect(withBen).toContain(ben.username);
        expect(withBen).toContain('Paimon');

        // Ana hides her going from everyone: the visitors' kept answer must not name her any more.
        const hidden = await putGoing(app(), slug, ana.token, { visibility: 'private', days: [outfit] });
        expect(hidden.statusCode).toBe(200);
        const after = await get(url);
        expect(after.body).not.toContain(ana.username);
        expect(after.body).toContain(ben.username);
        // Her own answer is hers alone: computed for her, stored by no cache.
        const own = await get(url, ana.token);
        expect(own.headers['cache-control']).toBe('no-store');
        expect(own.json().mine.visibility).toBe('private');
        expect((await get(url)).body).not.toContain(ana.username);
      },
    );

    itKeeps('groups: kept for visitors, a claim closes the character at once', async () => {
      const slug = await makeCon();
      const url = `/api/cons/${slug}/groups`;
      const lead = await signUp(app());
      const created = await app().inject({
        method: 'POST',
        url: `/api/cons/${slug}/groups`,
        payload: { series: 'Genshin Impact', characters: ['Lumine', 'Paimon'] },
        headers: bearer(lead.token),
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json() as ConGroup;
      const paimon = group.characters.find((c) => c.name === 'Paimon')!;
      const open = (body: string, name: string) =>
        (JSON.parse(body).groups as ConGroup[])[0]!.characters.find((c) => c.name === name)!.open;
      const kept = await keptAfter(url, () =>
        behindTheApi()
          .updateTable('con_groups')
          .set({ notes: 'Behind' })
          .where('id', '=', group.id)
          .execute(),
      );
      expect(open(kept.body, 'Paimon')).toBe(true);

      const fan = await signUp(app());
      const claim = await app().inject({
        method: 'POST',
        url: `/api/con-groups/${group.id}/claims`,
        payload: { characterId: paimon.id },
        headers: bearer(fan.token),
      });
      expect(claim.statusCode, claim.body).toBeLessThan(300);
      const after = (await get(url)).body;
      expect(open(after, 'Paimon')).toBe(false);
      expect(open(after, 'Lumine')).toBe(true);
      // Visitors never see who claimed; the member's own answer is no-store.
      expect(after).not.toContain(fan.username);
      expect((await get(url, fan.token)).headers['cache-control']).toBe('no-store');
    });

    itKeeps(
      'shoots: kept for visitors, a booking and its cancel show at once, the booker never named',
      async () => {
        const slug = await makeCon();
        const url = `/api/cons/${slug}/shoots`;
        const { slots } = await photographerWithSlots(app(), slug, {
          from: '10:00',
          until: '11:00',
          lengthMinutes: 30,
        });
        const stateOf = (body: string, id: number) =>
          (
            JSON.parse(body).days.flatMap((d: { photographers: Array<{ slots: object[] }> }) =>
              d.photographers.flatMap((p) => p.slots),
            ) as Array<{ id: number; state: string }>
          ).find((s) => s.id === id)?.state;
        const kept = await keptAfter(url, () =>
          behindTheApi()
            .updateTable('shoot_slots')
            .set({ notes: 'Behind' })
            .where('id', '=', slots[1]!)
            .execute(),
        );
        expect(stateOf(kept.body, slots[0]!)).toBe('free');

        const cos = await signUp(app());
        const booking = `/api/shoots/${slots[0]}/booking`;
        const booked = await app().inject({ method: 'POST', url: booking, headers: bearer(cos.token) });
        expect(booked.statusCode, booked.body).toBe(200);
        const after = (await get(url)).body;
        expect(stateOf(after, slots[0]!)).toBe('booked');
        expect(after).not.toContain(cos.username);
        expect((await get(url, cos.token)).headers['cache-control']).toBe('no-store');

        const cancelled = await app().inject({ method: 'DELETE', url: booking, headers: bearer(cos.token) });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(stateOf((await get(url)).body, slots[0]!)).toBe('free');
      },
    );

    itKeeps('meetups and the con itself: kept for visitors, an RSVP counts at once', async () => {
      const slug = await makeCon();
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, {
        title: 'Genshin meetup',
        startsAt: `${SAT}T14:00:00-06:00`,
        endsAt: `${SAT}T15:00:00-06:00`,
        timeZone: 'America/Chicago',
        venue: 'Hall D steps',
        convention: { slug, day: SAT },
      });
      const url = `/api/cons/${slug}/meetups`;
      const goingOf = (body: string) => JSON.parse(body).days[0].meetups[0].going as number;
      const kept = await keptAfter(url, () =>
        behindTheApi().updateTable('events').set({ title: 'Behind' }).where('id', '=', id).execute(),
      );
      const before = goingOf(kept.body);
      const guest = await signUp(app());
      expect((await rsvp(app(), id, guest.token, { status: 'going' })).statusCode).toBeLessThan(300);
      expect(goingOf((await get(url)).body)).toBe(before + 1);

      const conUrl = `/api/cons/${slug}`;
      await keptAfter(conUrl, () =>
        behindTheApi().updateTable('conventions').set({ venue: 'Behind' }).where('slug', '=', slug).execute(),
      );
      const con = (await get(conUrl, organiserToken)).json();
      const edited = await app().inject({
        method: 'PUT',
        url: conUrl,
        payload: {
          name: con.name,
          city: con.city,
          state: con.state,
          startsOn: con.startsOn,
          endsOn: con.endsOn,
          venue: 'Donald E. Stephens Center',
        },
        headers: bearer(organiserToken),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await get(conUrl)).json().venue).toBe('Donald E. Stephens Center');
    });

    it('sends large answers compressed, to visitors and members alike', async () => {
      const slug = await makeCon();
      await photographerWithSlots(app(), slug, { from: '09:00', until: '18:00', lengthMinutes: 15 });
      const member = await signUp(app());
      const url = `/api/cons/${slug}/shoots`;
      for (const token of [undefined, member.token]) {
        const plain = await get(url, token);
        expect(plain.rawPayload.length).toBeGreaterThan(2048);
        expect(plain.headers['content-encoding']).toBeUndefined();
        for (const [encoding, decode] of [
          ['br', zlib.brotliDecompressSync],
          ['gzip', zlib.gunzipSync],
        ] as const) {
          const packed = await get(url, token, { 'accept-encoding': `${encoding}, deflate` });
          expect(packed.headers['content-encoding']).toBe(encoding);
          expect(String(packed.headers.vary)).toContain('Accept-Encoding');
          expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
          expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
        }
      }
    });
  },
  {
    build: { now: () => clock.now },
    config: () =>
      REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:con-answers:${process.pid}:` } : {},
  },
);
